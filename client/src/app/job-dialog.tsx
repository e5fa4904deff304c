import { JobBidForm } from "@/features/bids/bid-form";
import { JobDialog, type JobDialogProps } from "@/features/jobs/job-dialog";

/** The job dialog every page opens: the jobs feature's dialog, a professional bids in it with the bids feature's form. */
export function JobDialogWithBidForm(props: Omit<JobDialogProps, "BidForm">) {
  return <JobDialog {...props} BidForm={JobBidForm} />;
}
