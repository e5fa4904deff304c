import type { DashboardCalendar, DashboardMetrics } from "@domain/dashboard/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getByKey } from "@/lib/get-by-key";
import { dashboardMetricsKey } from "@/lib/query-keys";

/** Every figure of the professional dashboard, computed by the server from their data, months in `calendar`. */
export const dashboardMetricsQuery = (professionalId: string, calendar: DashboardCalendar) =>
  queryOptions({
    queryKey: [...dashboardMetricsKey, professionalId, { calendar }],
    queryFn: getByKey<DashboardMetrics>,
  });

export function useDashboardMetrics(professionalId: string, calendar: DashboardCalendar) {
  return useQuery(dashboardMetricsQuery(professionalId, calendar));
}
