import { Percent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localDigits } from "@/lib/local-digits";
import { usePaymentSettings } from "@/lib/payment-settings";
import { cn } from "@/lib/utils";

/** "Sipalu keeps 10% commission of what the customer pays": shown where a professional takes work on. */
export function CommissionNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  if (!settings.data) return null;
  return (
    <p className={cn("flex items-center gap-1.5 text-muted-foreground text-xs", className)}>
      <Percent className="size-3.5 shrink-0" aria-hidden="true" />
      {t("payments.commissionNote", { percent: localDigits(settings.data.commissionPercent) })}
    </p>
  );
}
