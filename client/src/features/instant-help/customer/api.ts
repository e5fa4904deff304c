import type {
  CreateInstantJobBody,
  CreateInstantJobResponse,
  InstantJobState,
  NearbyProfessional,
  ScheduleInstantBody,
  ScheduleInstantResponse,
} from "@domain/instant-help/schemas";
import type { JobDetail } from "@domain/jobs/schemas";
import type { GeoPoint } from "@domain/places";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { errorStatus } from "@/lib/api-error";
import { getByKey } from "@/lib/get-by-key";
import { shouldRetryQuery } from "@/lib/query-client";
import { jobsKey } from "@/lib/query-keys";

// Keys start with jobsKey, so whatever refreshes jobs refreshes these too.
const jobsUrl = jobsKey[0];
const nearbyKey = ["/api/professionals/nearby"] as const;
/** My instant request's state: under its job, refreshed with the job's live status. */
export const instantStateKey = (jobId: string) => [...jobsKey, jobId, "instant"] as const;

/** Fallback refresh while searching, in case a live event is missed. */
export const SEARCH_POLL_MS = 5000;

/** My instant request as the server sees it: searching, found, no-match or closed. */
export const instantStateQuery = (jobId: string | null) =>
  queryOptions({
    queryKey: instantStateKey(jobId ?? ""),
    queryFn: getByKey<InstantJobState>,
    enabled: Boolean(jobId),
    // A request changes every second while it is searching: always read it afresh.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.view === "searching" ? SEARCH_POLL_MS : false),
  });

export type NearbyFilter = { point: GeoPoint | null; skillCategory: string };

/** Professionals online and free now nearest me (my home point, else the point given). */
export const nearbyProfessionalsQuery = ({ point, skillCategory }: NearbyFilter, enabled: boolean) =>
  queryOptions({
    queryKey: [...nearbyKey, { instant: true, lat: point?.latitude, lng: point?.longitude, skillCategory }],
    queryFn: getByKey<NearbyProfessional[]>,
    enabled,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
    // A 429 (too many places searched from this hour) stays one until its Retry-After: no retries.
    retry: (failures, error) => errorStatus(error) !== 429 && shouldRetryQuery(failures, error),
  });

export function useInstantState(jobId: string | null) {
  return useQuery(instantStateQuery(jobId));
}

export function useNearbyProfessionals(filter: NearbyFilter, enabled: boolean) {
  return useQuery(nearbyProfessionalsQuery(filter, enabled));
}

export function useCreateInstantJob() {
  return useMutation({
    mutationFn: (body: CreateInstantJobBody) =>
      api.submit<CreateInstantJobResponse>(`${jobsUrl}/instant`, body),
  });
}

/** Cancels a request that is still searching (the customer changed their mind). */
export function useCancelInstantJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<JobDetail>(`${jobsUrl}/${jobId}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

/** Schedule Later: a no-match request becomes an open job for the time chosen. */
export function useScheduleInstantJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: ScheduleInstantBody }) =>
      api.post<z.infer<typeof ScheduleInstantResponse>>(`${jobsUrl}/${jobId}/instant/schedule`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
