import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { CalendarDays } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { DashboardCard } from "./dashboard-card";
import type { DashboardFormat } from "./format";

const LEVEL_CLASS = ["bg-muted", "bg-success/35", "bg-success/65", "bg-success"] as const;
/** One column a week; cells grow to fill wide screens and scroll sideways on narrow ones. */
const COLUMNS = "grid grid-cols-[repeat(53,minmax(0.75rem,1fr))] gap-[3px]";

/**
 * 53 weeks of completed jobs (SPEC §9), Sunday on top. Each cell is labelled with its date and
 * count; on narrow screens the grid starts scrolled to the newest weeks.
 */
export function ActivityHeatmap({ metrics, format }: { metrics: DashboardMetrics; format: DashboardFormat }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const { weeks, total } = metrics.heatmap;
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);
  // A column starting a new month (in the reader's calendar: BS in Nepali) is labelled with it.
  const monthLabels = weeks.map((week, index) => {
    const month = format.monthOf(week.start);
    const previous = weeks[index - 1];
    return previous && format.monthOf(previous.start) !== month ? format.month(month) : "";
  });
  return (
    <DashboardCard
      title={t("dashboard.activity")}
      icon={CalendarDays}
      description={t("dashboard.activityTotal", { count: total, value: format.number(total) })}
    >
      {/* A tab stop, so that keyboard users can scroll it sideways too. */}
      <section
        ref={scroller}
        aria-label={t("dashboard.activity")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-md pb-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="grid min-w-[48rem] gap-1">
          <div className={cn(COLUMNS, "text-[10px] text-muted-foreground")} aria-hidden="true">
            {monthLabels.map((label, index) => (
              <span key={weeks[index]?.start} className="whitespace-nowrap">
                {label}
              </span>
            ))}
          </div>
          <ol className={COLUMNS} aria-label={t("dashboard.heatmapLabel")}>
            {weeks.map((week) => (
              <li key={week.start}>
                <ol className="grid grid-rows-7 gap-[3px]">
                  {week.days.map((day) => {
                    const label = t("dashboard.heatmapCell", {
                      count: day.jobs,
                      value: format.number(day.jobs),
                      date: format.longDay(day.date),
                    });
                    return (
                      <li
                        key={day.date}
                        title={label}
                        aria-label={label}
                        className={cn(
                          "aspect-square rounded-[3px]",
                          LEVEL_CLASS[day.level] ?? LEVEL_CLASS[0],
                        )}
                      />
                    );
                  })}
                </ol>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <div
        className="mt-2 flex items-center justify-end gap-1.5 text-muted-foreground text-xs"
        aria-hidden="true"
      >
        <span>{t("dashboard.less")}</span>
        {LEVEL_CLASS.map((level) => (
          <span key={level} className={cn("size-3 rounded-[3px]", level)} />
        ))}
        <span>{t("dashboard.more")}</span>
      </div>
    </DashboardCard>
  );
}
