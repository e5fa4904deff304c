import type { JobBid } from "@domain/bids";
import type { JobStatus } from "@domain/job-status";
import type { CreateJobBody, HireBody, Job, JobDetail, JobListItem } from "@domain/jobs";
import { JOBS_MAX_PAGE_SIZE, JOBS_PAGE_SIZE } from "@domain/jobs-rules";
import type { MyJob } from "@domain/my-jobs";
import type { CreateReviewBody, Review } from "@domain/reviews";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeyToUrl } from "@/lib/query-client";

/** Every jobs query starts with this, so one invalidation refreshes lists, details and bids. */
export const jobsKey = "/api/jobs";
const bidsKey = "/api/bids";

export type JobFilters = { skillCategory?: string; location?: string; status?: JobStatus };

/** Jobs, newest first, a page at a time ("Load more"). */
export function useJobs(filters: JobFilters) {
  return useInfiniteQuery({
    queryKey: [jobsKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<JobListItem[]>(
        queryKeyToUrl([jobsKey, { ...filters, limit: JOBS_PAGE_SIZE, offset: pageParam }]),
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === JOBS_PAGE_SIZE ? pages.length * JOBS_PAGE_SIZE : undefined,
  });
}

export function useJob(id: string | null) {
  return useQuery<JobDetail>({ queryKey: [jobsKey, id], enabled: Boolean(id) });
}

export function useJobBids(id: string | null) {
  return useQuery<JobBid[]>({ queryKey: [jobsKey, id, "bids"], enabled: Boolean(id) });
}

/** Jobs I posted (as customer) or am hired on or booked for (as professional). */
export function useMyJobs(as: "customer" | "professional") {
  return useQuery<MyJob[]>({ queryKey: [jobsKey, "mine", { as, limit: JOBS_MAX_PAGE_SIZE }] });
}

function useInvalidate(...keys: string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export function useCreateJob() {
  const invalidate = useInvalidate(jobsKey);
  return useMutation({
    mutationFn: (body: CreateJobBody) => api.submit<Job>(jobsKey, body),
    onSuccess: invalidate,
  });
}

/** A lifecycle step, as the path after /api/jobs/:id/. */
export type JobStep = "cancel" | "start" | "complete" | "hire/accept" | "hire/decline";

export function useJobStep() {
  const invalidate = useInvalidate(jobsKey, bidsKey, "/api/professionals");
  return useMutation({
    mutationFn: ({ jobId, step }: { jobId: string; step: JobStep }) =>
      api.post<JobDetail>(`${jobsKey}/${jobId}/${step}`),
    onSuccess: invalidate,
  });
}

export function useAcceptBid() {
  const invalidate = useInvalidate(jobsKey, bidsKey);
  return useMutation({
    mutationFn: (bidId: string) => api.post<JobDetail>(`${bidsKey}/${bidId}/accept`),
    onSuccess: invalidate,
  });
}

/** Direct hire of a professional for an open hourly or contact job. */
export function useHireProfessional() {
  const invalidate = useInvalidate(jobsKey, bidsKey, "/api/professionals");
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: HireBody }) =>
      api.post<JobDetail>(`${jobsKey}/${jobId}/hire`, body),
    onSuccess: invalidate,
  });
}

export function useReviewJob() {
  const invalidate = useInvalidate(jobsKey, "/api/professionals", "/api/reviews");
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: CreateReviewBody }) =>
      api.post<Review>(`${jobsKey}/${jobId}/review`, body),
    onSuccess: invalidate,
  });
}

/** The job dialog's contact form: a message to the job's customer about the job. */
export function useMessageCustomer() {
  const invalidate = useInvalidate("/api/messages");
  return useMutation({
    mutationFn: (body: { receiverId: string; content: string; jobId: string }) =>
      api.submit<unknown>("/api/messages", body),
    onSuccess: invalidate,
  });
}

/** Book Now: the booked professional's name for the Post a Job banner (null until known). */
export function useBookedProfessional(id: string | null): string | null {
  const query = useQuery<{ firstName: string; lastName: string }>({
    queryKey: ["/api/professionals", id],
    enabled: Boolean(id),
    retry: false,
  });
  return query.data ? `${query.data.firstName} ${query.data.lastName}`.trim() : null;
}
