import type { DashboardMetrics, PeriodTotal } from "@domain/dashboard/schemas";
import { useTranslation } from "react-i18next";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { EmptyNote } from "./dashboard-card";
import type { DashboardFormat } from "./format";

// Theme colours come from the CSS variables, so the charts follow light and dark.
const AXIS = { fontSize: 11, fill: "var(--color-muted-foreground)" };
const GRID = "var(--color-border)";
const TOOLTIP = {
  contentStyle: {
    background: "var(--color-popover)",
    border: "1px solid var(--color-border)",
    borderRadius: 8,
    color: "var(--color-popover-foreground)",
    fontSize: 12,
  },
  labelStyle: { color: "var(--color-popover-foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--color-popover-foreground)" },
};

/** The x axis of the period charts: one label per period, first and last always shown. */
const PERIOD_AXIS = {
  dataKey: "label",
  tick: AXIS,
  tickLine: false,
  axisLine: false,
  interval: "preserveStartEnd",
} as const;

/** The y axis of the money charts, wide enough for Nepali digits. */
function moneyAxis(format: ChartProps["format"]) {
  return {
    tick: AXIS,
    tickLine: false,
    axisLine: false,
    width: format.language === "ne" ? 84 : 64,
    tickFormatter: format.compactMoney,
  } as const;
}

type ChartProps = { periods: PeriodTotal[]; format: DashboardFormat };

/**
 * A screen-reader table of what a chart draws. The chart itself stays in reach: named by its
 * title, a tab stop whose arrow keys move the tooltip (recharts' accessibility layer), whose text
 * is announced.
 */
function ChartTable({ caption, rows }: { caption: string; rows: [string, string, string][] }) {
  const { t } = useTranslation();
  return (
    // A table ignores the 1px box of sr-only, so a wrapper keeps it from widening the page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.period")}</th>
            <th scope="col">{t("dashboard.earningsColumn")}</th>
            <th scope="col">{t("dashboard.jobsColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([period, earnings, jobs]) => (
            <tr key={period}>
              <th scope="row">{period}</th>
              <td>{earnings}</td>
              <td>{jobs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Monthly earnings over the last 12 months. */
export function EarningsTrendChart({ periods, format }: ChartProps) {
  const { t } = useTranslation();
  if (periods.every((period) => period.jobs === 0)) return <EmptyNote>{t("dashboard.noEarnings")}</EmptyNote>;
  const data = periods.map((period) => ({ ...period, label: format.month(period.period) }));
  return (
    <>
      <div className="h-56 lg:h-full lg:min-h-56">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={data}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
            title={t("dashboard.earningsTrend")}
          >
            <defs>
              <linearGradient id="earnings-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
                <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
            <XAxis {...PERIOD_AXIS} />
            <YAxis {...moneyAxis(format)} />
            <Tooltip
              {...TOOLTIP}
              formatter={(value) => [format.money(Number(value)), t("dashboard.earningsColumn")]}
            />
            <Area
              type="monotone"
              dataKey="earnings"
              stroke="var(--color-primary)"
              strokeWidth={2}
              fill="url(#earnings-fill)"
              animationDuration={500}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={t("dashboard.earningsTrend")}
        rows={periods.map((p) => [
          format.longMonth(p.period),
          format.money(p.earnings),
          format.number(p.jobs),
        ])}
      />
    </>
  );
}

/** Earnings of the last 8 Sunday-to-Saturday weeks. */
export function WeeklyEarningsChart({ periods, format }: ChartProps) {
  const { t } = useTranslation();
  if (periods.every((period) => period.jobs === 0)) return <EmptyNote>{t("dashboard.noEarnings")}</EmptyNote>;
  const data = periods.map((period) => ({ ...period, label: format.day(period.period) }));
  return (
    <>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
            title={t("dashboard.weeklyEarnings")}
          >
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
            <XAxis {...PERIOD_AXIS} />
            <YAxis {...moneyAxis(format)} />
            <Tooltip
              {...TOOLTIP}
              cursor={{ fill: "var(--color-muted)" }}
              labelFormatter={(label) => t("dashboard.weekOf", { date: String(label) })}
              formatter={(value) => [format.money(Number(value)), t("dashboard.earningsColumn")]}
            />
            <Bar
              dataKey="earnings"
              fill="var(--color-brand-blue)"
              radius={[4, 4, 0, 0]}
              maxBarSize={36}
              animationDuration={500}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={t("dashboard.weeklyEarnings")}
        rows={periods.map((p) => [
          t("dashboard.weekOf", { date: format.longDay(p.period) }),
          format.money(p.earnings),
          format.number(p.jobs),
        ])}
      />
    </>
  );
}

/** Completed jobs per category, most first. */
export function CategoriesChart({
  categories,
  format,
}: {
  categories: DashboardMetrics["categories"];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  if (categories.length === 0) return <EmptyNote>{t("dashboard.noCategories")}</EmptyNote>;
  const data = categories.slice(0, 6).map((row) => ({ ...row, label: format.category(row.category) }));
  return (
    <>
      <div style={{ height: Math.max(data.length * 40, 120) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 0, right: 28, left: 0, bottom: 0 }}
            title={t("dashboard.categories")}
          >
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="label"
              tick={{ ...AXIS, fontSize: 12, fill: "var(--color-foreground)" }}
              tickLine={false}
              axisLine={false}
              width={96}
            />
            <Tooltip
              {...TOOLTIP}
              cursor={{ fill: "var(--color-muted)" }}
              formatter={(value) => [format.number(Number(value)), t("dashboard.jobsColumn")]}
            />
            <Bar
              dataKey="jobs"
              fill="var(--color-success)"
              radius={[0, 4, 4, 0]}
              maxBarSize={24}
              animationDuration={500}
            >
              <LabelList
                dataKey="jobs"
                position="right"
                formatter={(value) => format.number(Number(value))}
                style={AXIS}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={t("dashboard.categories")}
        rows={categories.map((row) => [
          format.category(row.category),
          format.money(row.earnings),
          format.number(row.jobs),
        ])}
      />
    </>
  );
}
