import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getByKey } from "@/lib/get-by-key";
import { dashboardMetricsKey } from "@/lib/query-keys";

/** Every figure of the professional dashboard, computed by the server from their data. */
export const dashboardMetricsQuery = (professionalId: string) =>
  queryOptions({ queryKey: [...dashboardMetricsKey, professionalId], queryFn: getByKey<DashboardMetrics> });

export function useDashboardMetrics(professionalId: string) {
  return useQuery(dashboardMetricsQuery(professionalId));
}
