import type { ServiceAreaProfile, Switches, UpdateServiceAreaBody } from "@domain/availability/service-area";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { api } from "./api";
import { getByKey } from "./get-by-key";
import { dashboardMetricsKey, professionalsKey } from "./query-keys";
import { type ToastInput, toast } from "./use-toast";

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

/** The saved profile replaces the cached one, and what shows it (dashboard, own public card) refreshes. */
function useSaveServiceArea() {
  const queryClient = useQueryClient();
  return {
    mutationFn: (body: UpdateServiceAreaBody) => api.patch<ServiceAreaProfile>(serviceAreaKey[0], body),
    saved: (profile: ServiceAreaProfile) => {
      queryClient.setQueryData(serviceAreaKey, profile);
      void queryClient.invalidateQueries({ queryKey: dashboardMetricsKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
    },
  };
}

/** PATCH the service area from its page's Save (SPEC §8: 'Service area settings updated successfully'). */
export function useUpdateServiceArea() {
  const { t } = useTranslation();
  const { mutationFn, saved } = useSaveServiceArea();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      saved(profile);
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

const instantReady = ({ isOnline, isFreeNow }: Switches) => isOnline && isFreeNow;

/**
 * What a change of the Online / Free Now switches says once saved, in SPEC.md's words: ready for
 * instant help now (online and free) 'You're now available!', no longer 'Availability turned off',
 * any other change 'Availability Updated' (§8).
 */
export function switchesToast(t: TFunction, before: Switches, after: Switches): ToastInput {
  if (instantReady(after) && !instantReady(before)) {
    return {
      title: t("instantHelpPro.availability.onToast"),
      description: t("instantHelpPro.availability.onToastText"),
      variant: "success",
    };
  }
  if (instantReady(before) && !instantReady(after)) {
    return {
      title: t("instantHelpPro.availability.offToast"),
      description: t("instantHelpPro.availability.offToastText"),
    };
  }
  return {
    title: t("availability.updated"),
    description: after.isOnline ? t("instantHelpPro.availability.notFreeNow") : undefined,
    variant: "success",
  };
}

/** The dashboard's Online and Free Now switches, saved at once, with the switches' own toasts. */
export function useUpdateSwitches(current: Switches | undefined) {
  const { t } = useTranslation();
  const { mutationFn, saved } = useSaveServiceArea();
  return useMutation({
    mutationFn: (switches: Switches) => mutationFn(switches),
    onSuccess: (profile) => {
      saved(profile);
      if (current) toast(switchesToast(t, current, profile));
    },
    onError: () => toast({ title: t("availability.updateFailed"), variant: "destructive" }),
  });
}
