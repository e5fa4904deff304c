import type { JobDetail } from "@domain/jobs/schemas";
import type { ChangeRequest, CreateChangeBody, CreateQuoteBody, Quote } from "@domain/quotes/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { bidsKey, jobsKey, professionalsKey } from "@/lib/query-keys";

// Under the job's key, so the job's live events (and every jobs invalidation) refresh them too.
export const jobQuotesQuery = (jobId: string, enabled = true) =>
  queryOptions({ queryKey: [...jobsKey, jobId, "quotes"], queryFn: getByKey<Quote[]>, enabled });

export const jobChangesQuery = (jobId: string, enabled = true) =>
  queryOptions({ queryKey: [...jobsKey, jobId, "changes"], queryFn: getByKey<ChangeRequest[]>, enabled });

export const useJobQuotes = (jobId: string, enabled = true) => useQuery(jobQuotesQuery(jobId, enabled));
export const useJobChanges = (jobId: string, enabled = true) => useQuery(jobChangesQuery(jobId, enabled));

function useRefreshJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [jobsKey, bidsKey, professionalsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** A professional sends (or replaces) their quote on an open hourly or contact job. */
export function useSendQuote() {
  const onSuccess = useRefreshJobs();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: CreateQuoteBody }) =>
      api.post<Quote>(`${jobsKey[0]}/${jobId}/quotes`, body),
    onSuccess,
  });
}

export function useWithdrawQuote() {
  const onSuccess = useRefreshJobs();
  return useMutation({ mutationFn: (id: string) => api.delete<Quote>(`/api/quotes/${id}`), onSuccess });
}

/** The customer accepts (hires at its total) or declines a quote. */
export function useAnswerQuote() {
  const onSuccess = useRefreshJobs();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "accept" | "decline" }) =>
      api.post<JobDetail | Quote>(`/api/quotes/${id}/${answer}`),
    onSuccess,
  });
}

/** The hired professional asks for an extra on a job in progress. */
export function useRequestChange() {
  const onSuccess = useRefreshJobs();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: CreateChangeBody }) =>
      api.post<ChangeRequest>(`${jobsKey[0]}/${jobId}/changes`, body),
    onSuccess,
  });
}

/** The customer approves (the price grows) or declines a change. */
export function useAnswerChange() {
  const onSuccess = useRefreshJobs();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "approve" | "decline" }) =>
      api.post<ChangeRequest>(`/api/changes/${id}/${answer}`),
    onSuccess,
  });
}
