import { groupWeeklySchedule } from "@domain/availability/weekly-schedule";
import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { formatCalendarDay } from "@domain/time";
import { useTranslation } from "react-i18next";
import { dateInBothCalendars } from "@/lib/dates";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useProFormat } from "../format";
import { NextFreeDays } from "./next-free-days";
import { Section } from "./section";

/** Online and free-now status, their weekly hours from their availability blocks, and days off ahead. */
export function ProAvailability({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  const format = useProFormat();
  const groups = groupWeeklySchedule(pro.availability);
  return (
    <Section title={t("proDetail.availability")}>
      <div className="grid gap-3 rounded-lg border bg-card p-3 text-sm">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn("size-2.5 rounded-full", pro.isOnline ? "bg-success" : "bg-muted-foreground/40")}
            />
            {pro.isOnline ? t("proDetail.online") : t("proDetail.offline")}
          </span>
          {pro.isOnline && pro.isFreeNow && (
            <span className="font-medium text-success">{t("proDetail.freeNow")}</span>
          )}
        </p>
        <NextFreeDays professionalId={pro.id} />
        <div className="grid gap-1">
          <p className="font-medium">{t("proDetail.weeklyHours")}</p>
          {groups.length === 0 ? (
            <p className="text-muted-foreground">{t("proDetail.noHours")}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {groups.map((group) => {
                const { days, hours } = format.schedule(group);
                return (
                  <div key={group.days.join()} className="contents">
                    <dt className="text-muted-foreground">{days}</dt>
                    <dd>{hours}</dd>
                  </div>
                );
              })}
            </dl>
          )}
        </div>
        {pro.daysOff.length > 0 && (
          <div className="grid gap-1">
            <p className="font-medium">{t("availability.upcomingDaysOff")}</p>
            <ul className="grid gap-1">
              {pro.daysOff.map((day) => (
                <li key={`${day.date}-${day.startTime}`} className="flex flex-wrap justify-between gap-x-4">
                  <time
                    dateTime={day.date}
                    title={dateInBothCalendars(day.date, currentLanguage())}
                    className="text-muted-foreground"
                  >
                    {formatCalendarDay(day.date, currentLanguage(), "long")}
                  </time>
                  <span>
                    {day.startTime && day.endTime
                      ? t("proDetail.range", {
                          start: format.time(day.startTime),
                          end: format.time(day.endTime),
                        })
                      : t("availability.allDay")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}
