import type { Availability, UpdateAvailabilityBody } from "@domain/availability";
import type { ServiceAreaProfile, UpdateServiceAreaBody } from "@domain/service-area";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { professionalsKey } from "@/features/professionals/api";
import { api } from "@/lib/api";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";

export const serviceAreaKey = ["/api/professionals/profile"] as const;
export const availabilityKey = ["/api/professionals/availability"] as const;
/** The dashboard's metrics (keyed by their API path) read the service area and the weekly hours. */
const dashboardMetricsKey = ["/api/professionals/metrics"] as const;

/** The signed-in professional's service area, switches and work figures. */
export function useServiceArea() {
  return useQuery({
    queryKey: serviceAreaKey,
    queryFn: ({ signal }) => api.get<ServiceAreaProfile>(serviceAreaKey[0], signal),
  });
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

/** The weekly blocks and the exceptions from today on. */
export function useAvailability() {
  return useQuery({
    queryKey: availabilityKey,
    queryFn: ({ signal }) => api.get<Availability>(availabilityKey[0], signal),
  });
}

/** PATCH the week and the exceptions in one go: 'Availability Updated' or 'Failed to update availability'. */
export function useUpdateAvailability() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAvailabilityBody) => api.patch<Availability>(availabilityKey[0], body),
    onSuccess: (availability) => {
      queryClient.setQueryData(availabilityKey, availability);
      void queryClient.invalidateQueries({ queryKey: dashboardMetricsKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
      toast({ title: t("availability.updated"), variant: "success" });
    },
    onError: (error) =>
      toast({
        title: t("availability.updateFailed"),
        description: errorText(error),
        variant: "destructive",
      }),
  });
}
