import type { JobBid } from "@domain/bids/schemas";
import type { JobWithEdits, UpdateJobBody } from "@domain/jobs/edit";
import type { MyJob } from "@domain/jobs/my-jobs";
import {
  JOBS_MAX_PAGE_SIZE,
  JOBS_PAGE_SIZE,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from "@domain/jobs/rules";
import type { CreateJobBody, HireBody, Job, JobDetail, JobListItem } from "@domain/jobs/schemas";
import type { JobStatus } from "@domain/jobs/status";
import type { CreateReviewBody, Review } from "@domain/reviews/schemas";
import {
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { queryKeyToUrl } from "@/lib/query-client";
import {
  bidsKey,
  jobsKey,
  messagesKey,
  professionalKey,
  professionalsKey,
  reviewsKey,
} from "@/lib/query-keys";

// Every jobs query starts with jobsKey, so one invalidation refreshes lists, details and bids.
const jobsUrl = jobsKey[0];

export type JobFilters = { skillCategory?: string; location?: string; status?: JobStatus };

/** Jobs, newest first, a page at a time ("Load more"). */
export const jobsQuery = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: [...jobsKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<JobListItem[]>(
        queryKeyToUrl([...jobsKey, { ...filters, limit: JOBS_PAGE_SIZE, offset: pageParam }]),
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === JOBS_PAGE_SIZE ? pages.length * JOBS_PAGE_SIZE : undefined,
  });

export const jobQuery = (id: string | null) =>
  queryOptions({ queryKey: [...jobsKey, id], queryFn: getByKey<JobWithEdits>, enabled: Boolean(id) });

export const jobBidsQuery = (id: string | null) =>
  queryOptions({ queryKey: [...jobsKey, id, "bids"], queryFn: getByKey<JobBid[]>, enabled: Boolean(id) });

/** Jobs I posted (as customer) or am hired on or booked for (as professional). */
export const myJobsQuery = (as: "customer" | "professional") =>
  queryOptions({
    queryKey: [...jobsKey, "mine", { as, limit: JOBS_MAX_PAGE_SIZE }],
    queryFn: getByKey<MyJob[]>,
  });

/** My active projects (jobs I am hired on, accepted or in progress) and the direct hires waiting for my answer. */
export const myProjectsQuery = () =>
  queryOptions({
    queryKey: [...jobsKey, "mine", { as: "professional", active: true, limit: JOBS_MAX_PAGE_SIZE }],
    queryFn: getByKey<MyJob[]>,
  });

/** How many jobs are open: the X-Total-Count of a one-job page of open jobs; `capped`: more than that ("1,000+"). */
export const openJobsTotalQuery = () =>
  queryOptions({
    queryKey: [...jobsKey, "total", { status: "open" }],
    queryFn: async ({ signal }) => {
      const response = await apiRequest("GET", `${jobsUrl}?status=open&limit=1`, undefined, signal);
      return {
        total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? 0),
        capped: response.headers.get(TOTAL_CAPPED_HEADER) === "true",
      };
    },
  });

/** Book Now: the booked professional, whose name the Post a Job banner shows. */
export const bookedProfessionalQuery = (id: string | null) =>
  queryOptions({
    queryKey: professionalKey(id ?? ""),
    queryFn: getByKey<{ firstName: string; lastName: string }>,
    enabled: Boolean(id),
    retry: false,
  });

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(jobsQuery(filters));
}

export function useJob(id: string | null) {
  return useQuery(jobQuery(id));
}

export function useJobBids(id: string | null) {
  return useQuery(jobBidsQuery(id));
}

export function useMyJobs(as: "customer" | "professional") {
  return useQuery(myJobsQuery(as));
}

export function useMyProjects() {
  return useQuery(myProjectsQuery());
}

export function useOpenJobsTotal() {
  return useQuery(openJobsTotalQuery());
}

function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateJob() {
  const invalidate = useInvalidate(jobsKey);
  return useMutation({
    mutationFn: (body: CreateJobBody) => api.submit<Job>(jobsUrl, body),
    onSuccess: invalidate,
  });
}

/** The customer edits their open job: only the fields that changed are sent. */
export function useEditJob() {
  const invalidate = useInvalidate(jobsKey, bidsKey);
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: UpdateJobBody }) =>
      api.patch<JobWithEdits>(`${jobsUrl}/${jobId}`, body),
    onSuccess: invalidate,
  });
}

/** A lifecycle step, as the path after /api/jobs/:id/. */
export type JobStep = "cancel" | "start" | "complete" | "hire/accept" | "hire/decline";

export function useJobStep() {
  const invalidate = useInvalidate(jobsKey, bidsKey, professionalsKey);
  return useMutation({
    mutationFn: ({ jobId, step }: { jobId: string; step: JobStep }) =>
      api.post<JobDetail>(`${jobsUrl}/${jobId}/${step}`),
    onSuccess: invalidate,
  });
}

export function useAcceptBid() {
  const invalidate = useInvalidate(jobsKey, bidsKey);
  return useMutation({
    mutationFn: (bidId: string) => api.post<JobDetail>(`${bidsKey[0]}/${bidId}/accept`),
    onSuccess: invalidate,
  });
}

/** Direct hire of a professional for an open hourly or contact job. */
export function useHireProfessional() {
  const invalidate = useInvalidate(jobsKey, bidsKey, professionalsKey);
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: HireBody }) =>
      api.post<JobDetail>(`${jobsUrl}/${jobId}/hire`, body),
    onSuccess: invalidate,
  });
}

export function useReviewJob() {
  const invalidate = useInvalidate(jobsKey, professionalsKey, reviewsKey);
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: CreateReviewBody }) =>
      api.post<Review>(`${jobsUrl}/${jobId}/review`, body),
    onSuccess: invalidate,
  });
}

/** The job dialog's contact form: a message to the job's customer about the job. */
export function useMessageCustomer() {
  const invalidate = useInvalidate(messagesKey);
  return useMutation({
    mutationFn: (body: { receiverId: string; content: string; jobId: string }) =>
      api.submit<unknown>(messagesKey[0], body),
    onSuccess: invalidate,
  });
}

/** Book Now: the booked professional's name for the Post a Job banner (null until known). */
export function useBookedProfessional(id: string | null): string | null {
  const query = useQuery(bookedProfessionalQuery(id));
  return query.data ? `${query.data.firstName} ${query.data.lastName}`.trim() : null;
}
