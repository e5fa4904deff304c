import { GATEWAY_PROVIDERS } from "@domain/payments/rules";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceRadios } from "@/components/choice-radios";
import { SandboxNote } from "@/components/sandbox-note";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/error-text";
import { type Sale, useStartSalePayment, type Wallet } from "@/lib/sale-payment";

/**
 * Pay now with eSewa or Khalti, for an order waiting for its payment or a course fee: the wallet
 * chosen, then off to its page (the button stays busy while the browser leaves).
 */
export function WalletPay({ sale, initial = "esewa" }: { sale: Sale; initial?: Wallet }) {
  const { t } = useTranslation();
  const start = useStartSalePayment();
  const [provider, setProvider] = useState<Wallet>(initial);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the gateway through the browser's back button, the page may be the one left behind.
    const back = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);
  const busy = start.isPending || leaving;
  const id = "orderId" in sale ? sale.orderId : sale.enrollmentId;
  const pay = () => start.mutate({ sale, provider }, { onSuccess: () => setLeaving(true) });
  return (
    <div className="grid gap-3">
      <ChoiceRadios
        legend={t("payments.payWith")}
        name={`pay-${id}`}
        choices={GATEWAY_PROVIDERS}
        value={provider}
        label={(choice) => t(`payments.provider.${choice}`)}
        onChange={setProvider}
        disabled={busy}
      />
      <Button variant="brand" className="justify-self-start" disabled={busy} onClick={pay}>
        {busy && <Spinner className="text-current" />}
        {busy
          ? t("payments.starting", { provider: t(`payments.provider.${provider}`) })
          : t("salePayments.payNow")}
      </Button>
      {start.isError && (
        <p role="alert" className="text-destructive text-sm">
          {errorText(start.error) ?? t("payments.startFailed")}
        </p>
      )}
      <SandboxNote />
    </div>
  );
}
