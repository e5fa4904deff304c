import { type ComponentProps, Suspense, useEffect } from "react";
import { lazyWhenIdle } from "@/lib/idle";
import type { JobDialog as EagerJobDialog } from "./job-dialog";

// The dialog (Radix dialog, bids, bid and review forms) is not needed for a list's first paint: it
// loads when the browser is idle, or at once when a job is opened (?job= in the URL).
const JobDialog = lazyWhenIdle(() => import("./job-dialog").then((m) => ({ default: m.JobDialog })));

/** JobDialog, its code fetched on the side. */
export function LazyJobDialog(props: ComponentProps<typeof EagerJobDialog>) {
  useEffect(() => {
    if (props.jobId) void JobDialog.preload();
  }, [props.jobId]);
  return (
    <Suspense fallback={null}>
      <JobDialog {...props} />
    </Suspense>
  );
}
