import { JobBidForm } from "@/features/bids/bid-form";
import { JobDialog, type JobDialogProps } from "@/features/jobs/job-dialog";
import { PaymentPanel } from "@/features/payments/payment-panel";

/**
 * The job dialog every page opens: the jobs feature's dialog, a professional bids in it with the
 * bids feature's form, and both sides of a hired job see its payment (the payments feature's panel).
 */
export function JobDialogWithBidForm(props: Omit<JobDialogProps, "BidForm" | "Payment">) {
  return <JobDialog {...props} BidForm={JobBidForm} Payment={PaymentPanel} />;
}
