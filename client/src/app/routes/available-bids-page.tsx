import { AvailableBidsPage } from "@/features/bids/available-bids-page";
import { LazyJobDialog } from "../lazy-job-dialog";

/** /available-bids: my bids; View Project opens the job dialog. */
export function AvailableBidsRoute() {
  return <AvailableBidsPage JobDialog={LazyJobDialog} />;
}
