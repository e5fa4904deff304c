import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePaymentSettings } from "@/lib/payment-settings";
import { cn } from "@/lib/utils";

/** "Sandbox payments: no real money moves", while the gateways are Sipalu's own sandbox. */
export function SandboxNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  if (!settings.data?.sandbox) return null;
  return (
    <p className={cn("flex items-center gap-1.5 text-muted-foreground text-xs", className)}>
      <FlaskConical className="size-3.5 shrink-0" aria-hidden="true" />
      {t("payments.sandbox")}
    </p>
  );
}
