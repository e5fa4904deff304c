import type { JobEdit, JobFieldChange } from "@domain/jobs/edit";
import { type DisplayLocale, formatNpr } from "@domain/money";
import type { TFunction } from "i18next";
import { PencilLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "@/components/date-time";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { placeName } from "@/lib/place-name";

/** A field's value as the job shows it; null for the long ones, which are only said to have changed. */
function valueText(
  t: TFunction,
  change: JobFieldChange,
  value: JobFieldChange["from"],
  locale: DisplayLocale,
) {
  if (Array.isArray(value)) return null;
  switch (change.field) {
    case "budget":
      return value && Number(value) > 0 ? formatNpr(value, locale) : t("jobs.budgetNotSpecified");
    case "urgency":
      return value ? t(`jobs.urgency.${value as "urgent" | "moderate" | "flexible"}`) : null;
    case "skillCategory":
      return value ? categoryLabel(t, value) : null;
    case "location":
      return value ? placeName(value) : null;
    case "title":
      return value;
    default:
      return null;
  }
}

/** "budget ₨ 3,000 → ₨ 4,000", or "description changed". */
export function changeText(t: TFunction, change: JobFieldChange, locale: DisplayLocale): string {
  const field = t(`jobEdits.fields.${change.field}`);
  const from = valueText(t, change, change.from, locale);
  const to = valueText(t, change, change.to, locale);
  return from !== null && to !== null
    ? t("jobEdits.fromTo", { field, from, to })
    : t("jobEdits.changed", { field });
}

/** What the customer changed on the job since posting it, and when: newest first. */
export function JobEdits({ edits }: { edits: JobEdit[] }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  if (edits.length === 0) return null;
  return (
    <section
      aria-label={t("jobEdits.title")}
      className="grid gap-1.5 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      {edits.map((edit) => (
        <p key={edit.at} className="flex flex-wrap items-baseline gap-x-1">
          <PencilLine className="size-3.5 shrink-0 self-center" aria-hidden="true" />
          <span className="font-medium">
            {t("jobEdits.edited")} <RelativeTime at={edit.at} />:
          </span>
          <span>{edit.changes.map((change) => changeText(t, change, locale)).join("; ")}</span>
        </p>
      ))}
    </section>
  );
}
