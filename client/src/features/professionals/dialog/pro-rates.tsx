import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { useTranslation } from "react-i18next";
import { useProFormat } from "../format";
import { Section } from "./section";

export function ProRates({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  const format = useProFormat();
  const rates = [
    { label: t("proDetail.hourly"), value: pro.hourlyRate },
    { label: t("proDetail.daily"), value: pro.dailyRate },
  ];
  return (
    <Section title={t("proDetail.rates")}>
      <dl className="grid grid-cols-2 gap-3">
        {rates.map(({ label, value }) => (
          <div key={label} className="rounded-lg border bg-card p-3">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold">{value === null ? t("proDetail.notSet") : format.money(value)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
