import type {
  CreateInstantJobBody,
  CreateInstantJobResponse,
  InstantJobState,
  NearbyProfessional,
  ScheduleInstantBody,
  ScheduleInstantResponse,
} from "@domain/instant-help";
import type { JobDetail } from "@domain/jobs";
import type { GeoPoint } from "@domain/places";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { errorStatus } from "@/lib/api-error";
import { shouldRetryQuery } from "@/lib/query-client";

// Keys start with "/api/jobs", so the live `job.status` event refreshes them (lib/live-events.ts).
const jobsKey = "/api/jobs";
export const instantStateKey = (jobId: string) => [jobsKey, jobId, "instant"] as const;
const nearbyKey = "/api/professionals/nearby";

/** Fallback refresh while searching, in case a live event is missed. */
export const SEARCH_POLL_MS = 5000;

/** My instant request as the server sees it: searching, found, no-match or closed. */
export function useInstantState(jobId: string | null) {
  return useQuery<InstantJobState>({
    queryKey: instantStateKey(jobId ?? ""),
    enabled: Boolean(jobId),
    // A request changes every second while it is searching: always read it afresh.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.view === "searching" ? SEARCH_POLL_MS : false),
  });
}

export type NearbyFilter = { point: GeoPoint | null; skillCategory: string };

/** Professionals online and free now nearest me (my home point, else the point given). */
export function useNearbyProfessionals({ point, skillCategory }: NearbyFilter, enabled: boolean) {
  return useQuery<NearbyProfessional[]>({
    queryKey: [nearbyKey, { instant: true, lat: point?.latitude, lng: point?.longitude, skillCategory }],
    enabled,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
    // A 429 (too many places searched from this hour) stays one until its Retry-After: no retries.
    retry: (failures, error) => errorStatus(error) !== 429 && shouldRetryQuery(failures, error),
  });
}

export function useCreateInstantJob() {
  return useMutation({
    mutationFn: (body: CreateInstantJobBody) =>
      api.submit<CreateInstantJobResponse>(`${jobsKey}/instant`, body),
  });
}

/** Cancels a request that is still searching (the customer changed their mind). */
export function useCancelInstantJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<JobDetail>(`${jobsKey}/${jobId}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [jobsKey] }),
  });
}

/** Schedule Later: a no-match request becomes an open job for the time chosen. */
export function useScheduleInstantJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: ScheduleInstantBody }) =>
      api.post<z.infer<typeof ScheduleInstantResponse>>(`${jobsKey}/${jobId}/instant/schedule`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [jobsKey] }),
  });
}
