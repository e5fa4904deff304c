import type { ServiceAreaProfile, UpdateServiceAreaBody } from "@domain/availability/service-area";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "./api";
import { getByKey } from "./get-by-key";
import { dashboardMetricsKey, professionalsKey } from "./query-keys";
import { toast } from "./use-toast";

/**
 * The signed-in professional's service area, switches (Online, Free Now) and work figures: set on
 * the service area page, switched from the dashboard and Instant Help.
 */
export const serviceAreaKey = ["/api/professionals/profile"] as const;

export const serviceAreaQuery = () =>
  queryOptions({ queryKey: serviceAreaKey, queryFn: getByKey<ServiceAreaProfile> });

export function useServiceArea() {
  return useQuery(serviceAreaQuery());
}

/**
 * PATCH the service area (the page's Save, the dashboard's switches); on success the profile is
 * replaced by the saved one and what shows it (dashboard, own public card) refreshes.
 */
export function useUpdateServiceArea() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateServiceAreaBody) => api.patch<ServiceAreaProfile>(serviceAreaKey[0], body),
    onSuccess: (profile) => {
      queryClient.setQueryData(serviceAreaKey, profile);
      void queryClient.invalidateQueries({ queryKey: dashboardMetricsKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
      toast({ title: t("serviceArea.saved"), variant: "success" });
    },
    onError: () =>
      toast({
        title: t("serviceArea.errorTitle"),
        description: t("serviceArea.errorDescription"),
        variant: "destructive",
      }),
  });
}
