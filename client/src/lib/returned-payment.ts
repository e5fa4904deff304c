import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";

/**
 * The payment a gateway's return named (`payment=<id>`, added by the server's redirect back to the
 * job, order or course), read once: the parameter leaves the address at once, so a reload does not
 * tell about it twice.
 */
export function useReturnedPaymentId(): string | null {
  const [params, setParams] = useSearchParams();
  const [paymentId] = useState(() => params.get("payment"));
  useEffect(() => {
    if (!paymentId) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("payment");
        return next;
      },
      { replace: true },
    );
  }, [paymentId, setParams]);
  return paymentId;
}
