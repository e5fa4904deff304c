import { type ComponentProps, Suspense } from "react";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import type { JobDialogWithBidForm } from "./job-dialog";

// The dialog (Radix dialog, bids, bid and review forms) is not needed for a list's first paint: it
// mounts when the browser is idle, or at once when a job is opened (?job= in the URL).
const JobDialog = lazyWhenIdle(() =>
  import("./job-dialog").then((m) => ({ default: m.JobDialogWithBidForm })),
);

/** The job dialog (./job-dialog.tsx), its code fetched on the side: what the routes give the pages that open a job. */
export function LazyJobDialog(props: ComponentProps<typeof JobDialogWithBidForm>) {
  const idle = useIdle();
  if (!idle && !props.jobId) return null;
  return (
    <Suspense fallback={null}>
      <JobDialog {...props} />
    </Suspense>
  );
}
