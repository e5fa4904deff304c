import { JobsPage } from "@/features/jobs/jobs-page";
import { LazyJobDialog } from "../lazy-job-dialog";

/** /jobs: the jobs page, a job opening in the job dialog with its bid form. */
export function JobsRoute() {
  return <JobsPage JobDialog={LazyJobDialog} />;
}
