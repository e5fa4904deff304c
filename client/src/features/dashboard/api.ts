import type { DashboardMetrics } from "@domain/dashboard";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeyToUrl } from "@/lib/query-client";

export const dashboardMetricsKey = (professionalId: string) =>
  ["/api/professionals/metrics", professionalId] as const;

/** Every figure of the professional dashboard, computed by the server from their data. */
export function useDashboardMetrics(professionalId: string) {
  const key = dashboardMetricsKey(professionalId);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<DashboardMetrics>(queryKeyToUrl(key), signal),
  });
}
