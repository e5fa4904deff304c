import type { Availability, UpdateAvailabilityBody } from "@domain/availability/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api";
import { errorText } from "@/lib/error-text";
import { getByKey } from "@/lib/get-by-key";
import { dashboardMetricsKey, professionalsKey } from "@/lib/query-keys";
import { toast } from "@/lib/use-toast";

// The service area and its switches are read by the dashboard and Instant Help too: lib/service-area.ts.

export const availabilityKey = ["/api/professionals/availability"] as const;

/** The weekly blocks and the exceptions from today on. */
export const availabilityQuery = () =>
  queryOptions({ queryKey: availabilityKey, queryFn: getByKey<Availability> });

export function useAvailability() {
  return useQuery(availabilityQuery());
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
