import { formatPaisa } from "@domain/money";
import { rupeesToPaisa } from "@domain/paisa";
import { GATEWAY_PROVIDERS } from "@domain/payments/rules";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceRadios } from "@/components/choice-radios";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/error-text";
import { goToGateway } from "@/lib/gateway-redirect";
import { currentLanguage } from "@/lib/i18n";
import { type Gateway, useStartPayment } from "./api";

/**
 * The customer pays the agreed price through eSewa or Khalti: the payment is started, then the
 * browser goes to the gateway (and comes back to the job). Cash is recorded by the professional.
 */
export function PayForm({ jobId, finalPrice }: { jobId: string; finalPrice: string | null }) {
  const { t } = useTranslation();
  const start = useStartPayment();
  const [provider, setProvider] = useState<Gateway>("esewa");
  // Set once the gateway's page is on its way: the button stays busy while the browser leaves.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the gateway through the browser's back button, the page may be the one left behind.
    const back = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);
  const amount = formatPaisa(rupeesToPaisa(finalPrice ?? "") ?? 0, currentLanguage());
  const name = t(`payments.provider.${provider}`);
  const busy = start.isPending || leaving;

  const pay = () =>
    start.mutate(
      { jobId, provider },
      {
        onSuccess: (checkout) => {
          if (!checkout.redirect) return;
          setLeaving(true);
          goToGateway(checkout.redirect);
        },
      },
    );

  return (
    <div className="grid gap-3">
      <p className="text-sm">{t("payments.notPaid.customer")}</p>
      <ChoiceRadios
        legend={t("payments.payWith")}
        name={`pay-${jobId}`}
        choices={GATEWAY_PROVIDERS}
        value={provider}
        label={(choice) => t(`payments.provider.${choice}`)}
        onChange={setProvider}
        disabled={busy}
      />
      <Button variant="brand" className="justify-self-start" disabled={busy} onClick={pay}>
        {busy && <Spinner className="text-current" />}
        {busy ? t("payments.starting", { provider: name }) : t("payments.pay", { amount })}
      </Button>
      {start.isError && (
        <p role="alert" className="text-destructive text-sm">
          {errorText(start.error) ?? t("payments.startFailed")}
        </p>
      )}
      <p className="text-muted-foreground text-xs">{t("payments.cashHint")}</p>
    </div>
  );
}
