import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX } from "lucide-react";
import { useReturnedPaymentId } from "@/lib/returned-payment";
import { cn } from "@/lib/utils";
import { paymentQuery } from "./api";
import { returnNotice } from "./payment-story";
import { useStoryWords } from "./use-story-words";

/**
 * Back from eSewa or Khalti, the server sends the browser to the job with `payment=<id>`: this says
 * whether the job is paid now, from the payment's status (asked again while the gateway has not
 * answered yet). The parameter leaves the address at once, so a reload does not say it twice.
 */
export function ReturnNotice({ jobId }: { jobId: string }) {
  const words = useStoryWords();
  const paymentId = useReturnedPaymentId();
  const payment = useQuery({
    ...paymentQuery(paymentId ?? ""),
    enabled: Boolean(paymentId),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 3000 : false),
  });
  if (!payment.data || payment.data.jobId !== jobId) return null;
  const notice = returnNotice(payment.data, words);
  const Icon = notice.paid ? CircleCheck : CircleX;
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 rounded-lg p-3 font-medium text-sm",
        notice.paid ? "bg-success/10" : "bg-warning/10",
      )}
    >
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", notice.paid ? "text-success" : "text-warning-foreground")}
        aria-hidden="true"
      />
      {notice.text}
    </p>
  );
}
