import type { CurrentUser } from "@domain/auth/user";
import type { ComponentType } from "react";

/**
 * The job dialog, as the app shell hands it to the pages that open a job (app/lazy-job-dialog.tsx):
 * the jobs feature's dialog with the bids feature's form in it.
 */
export type JobDialogSlot = ComponentType<{
  jobId: string | null;
  user: CurrentUser | null;
  onClose: () => void;
}>;
