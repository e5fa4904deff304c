import type { ServiceAreaProfile, Switches } from "@domain/availability/service-area";
import type { InstantHelpCategory } from "@domain/categories";
import type { InstantJobState, InstantOffer, InstantStats } from "@domain/instant-help/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { useLiveStreamOpen } from "@/lib/live-stream-state";
import { queryKeyToUrl } from "@/lib/query-client";
import { jobsKey, professionalsKey } from "@/lib/query-keys";
import { serviceAreaKey } from "@/lib/service-area";
import { toast } from "@/lib/use-toast";

/** Everything under it refreshes on the live instant.request / instant.closed events. */
export const instantKey = ["/api/instant-help"] as const;
/** The fallback poll while the live stream is down (SPEC §9: Instant Help polls every 10 s). */
const POLL_MS = 10_000;

export type OfferFilters = { category?: InstantHelpCategory; rangeKm?: number };
/** An offer with the moment (this browser's clock) it runs out: secondsLeft counted from its arrival. */
export type LiveOffer = InstantOffer & { deadline: number };

/**
 * The requests offered to me that are still open, newest first; live (`live`: the stream is open),
 * polled only as a fallback.
 */
export const instantOffersQuery = (filters: OfferFilters, enabled: boolean, live: boolean) =>
  queryOptions({
    queryKey: [...instantKey, "requests", filters],
    queryFn: async ({ queryKey, signal }) => {
      const offers = await api.get<InstantOffer[]>(queryKeyToUrl(queryKey), signal);
      const now = Date.now();
      return offers.map((offer): LiveOffer => ({ ...offer, deadline: now + offer.secondsLeft * 1000 }));
    },
    enabled,
    staleTime: 0,
    refetchInterval: live ? false : POLL_MS,
  });

/** My figures: refreshed by the same live events as the list, or polled alike while the stream is down. */
export const instantStatsQuery = (live: boolean) =>
  queryOptions({
    queryKey: [...instantKey, "stats"],
    queryFn: getByKey<InstantStats>,
    staleTime: 0,
    refetchInterval: live ? false : POLL_MS,
  });

export function useInstantOffers(filters: OfferFilters, enabled: boolean) {
  return useQuery(instantOffersQuery(filters, enabled, useLiveStreamOpen()));
}

export function useInstantStats() {
  return useQuery(instantStatsQuery(useLiveStreamOpen()));
}

/** Available for instant help: what matching asks of a professional (online and free now). */
export const isAvailable = (profile: Switches) => profile.isOnline && profile.isFreeNow;

/**
 * The Online / Offline switch, saved to the profile: going online also turns Free Now on (matching
 * asks for both); going offline turns both off, as the service area's switches do.
 */
export function useSetAvailability() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) =>
      api.patch<ServiceAreaProfile>(serviceAreaKey[0], { isOnline: available, isFreeNow: available }),
    onSuccess: (profile, available) => {
      queryClient.setQueryData(serviceAreaKey, profile);
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
      void queryClient.invalidateQueries({ queryKey: instantKey });
      toast(
        available
          ? {
              title: t("instantHelpPro.availability.onToast"),
              description: t("instantHelpPro.availability.onToastText"),
              variant: "success",
            }
          : {
              title: t("instantHelpPro.availability.offToast"),
              description: t("instantHelpPro.availability.offToastText"),
            },
      );
    },
    onError: () => toast({ title: t("instantHelpPro.availability.failed"), variant: "destructive" }),
  });
}

/**
 * The first to accept is hired; the list, the stats and my jobs refresh whatever the answer. Taking
 * one turns Free Now off (I am on my way, busy until I say I am free again): my switches are marked
 * stale, read again where they show next, not refetched here, which would swap this page for the
 * "not available" one before the accept's toast and its move to the Jobs Hub.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<InstantJobState>(`${jobsKey[0]}/${jobId}/instant/accept`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAreaKey, refetchType: "none" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instantKey }),
        queryClient.invalidateQueries({ queryKey: jobsKey }),
      ]),
  });
}
