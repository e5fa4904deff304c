import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { Briefcase, CalendarX2, Clock, Star, ThumbsUp, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { acceptanceRateText, cancellationRateText, responseTimeText } from "@/lib/track-record";
import { useProFormat } from "../format";
import { Section } from "./section";

/** Statistics computed by the server from their jobs and reviews. */
export function ProStats({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  const format = useProFormat();
  const { totalEarnings, jobsDone, rating, responseTime, acceptanceRate, cancellationRate } = pro.statistics;
  const tiles = [
    { icon: Wallet, label: t("proDetail.totalEarnings"), value: format.money(totalEarnings) },
    { icon: Briefcase, label: t("proDetail.jobsDone"), value: format.number(jobsDone) },
    {
      icon: Star,
      label: t("proDetail.rating"),
      value: rating > 0 ? format.rating(rating) : t("professionals.noRating"),
    },
    {
      icon: Clock,
      label: t("proDetail.responseTime"),
      value: responseTimeText(t, responseTime),
    },
    { icon: ThumbsUp, label: t("proDetail.acceptanceRate"), value: acceptanceRateText(t, acceptanceRate) },
    {
      icon: CalendarX2,
      label: t("trackRecord.cancellationRate"),
      value: cancellationRateText(cancellationRate),
    },
  ];
  return (
    <Section title={t("proDetail.statistics")}>
      <dl className="grid grid-cols-2 gap-3">
        {tiles.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex flex-col gap-1 rounded-lg border bg-card p-3">
            <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
              <Icon className="size-3.5" aria-hidden="true" />
              {label}
            </dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
