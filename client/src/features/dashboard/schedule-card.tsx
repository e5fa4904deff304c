import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { CalendarCheck, CalendarOff, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { placeName } from "@/lib/place-name";
import { DashboardCard, EmptyNote } from "./dashboard-card";
import type { DashboardFormat } from "./format";

/** Accepted and in-progress jobs, scheduled ones first, and the next days off. */
export function ScheduleCard({ metrics, format }: { metrics: DashboardMetrics; format: DashboardFormat }) {
  const { t } = useTranslation();
  const { schedule, daysOff } = metrics;
  return (
    <DashboardCard title={t("dashboard.schedule")} icon={CalendarCheck}>
      <div className="grid gap-4">
        {schedule.length === 0 ? (
          <EmptyNote>{t("dashboard.scheduleEmpty")}</EmptyNote>
        ) : (
          <ul className="grid gap-2">
            {schedule.map((job) => (
              <li key={job.id} className="grid gap-1 rounded-lg border p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium leading-snug">{job.title}</p>
                  <Badge variant={job.status === "in-progress" ? "brand" : "success"} className="shrink-0">
                    {job.status === "in-progress" ? t("dashboard.inProgress") : t("dashboard.accepted")}
                  </Badge>
                </div>
                <p
                  className="text-muted-foreground text-sm"
                  title={job.scheduledAt ? format.bothCalendars(job.scheduledAt) : undefined}
                >
                  {job.scheduledAt
                    ? t("dashboard.scheduledFor", { when: format.dateTime(job.scheduledAt) })
                    : t("dashboard.notScheduled")}
                </p>
                <p className="flex items-center gap-1 text-muted-foreground text-xs">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">
                    {placeName(job.location)} · {job.customerName}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
        {daysOff.length > 0 && (
          <div className="grid gap-2">
            <h3 className="flex items-center gap-1.5 font-medium text-sm">
              <CalendarOff className="size-4 text-muted-foreground" aria-hidden="true" />
              {t("dashboard.daysOff")}
            </h3>
            <ul className="grid gap-1 text-sm">
              {daysOff.map((day) => (
                <li key={`${day.date}-${day.startTime}`} className="flex flex-wrap justify-between gap-x-3">
                  <time dateTime={day.date} title={format.bothCalendars(day.date)}>
                    {format.longDay(day.date)}
                  </time>
                  <span className="text-muted-foreground">
                    {day.startTime && day.endTime
                      ? `${format.time(day.startTime)}–${format.time(day.endTime)}`
                      : t("dashboard.allDay")}
                    {day.reason ? ` · ${day.reason}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </DashboardCard>
  );
}
