import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { localDigits } from "@/lib/local-digits";

const STEPS = ["describe", "alert", "arrive"] as const;

/** The three steps of an instant request, beside the form. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="font-semibold">{t("instantHelp.how.title")}</h2>
      <ol className="grid gap-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary text-xs"
              aria-hidden="true"
            >
              {localDigits(index + 1)}
            </span>
            <span className="text-muted-foreground">{t(`instantHelp.how.${step}`)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
