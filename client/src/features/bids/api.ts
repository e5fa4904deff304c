import type {
  Bid,
  BidCompetitionResponse,
  BidStatus,
  BidsSummary,
  BidWithJob,
  CreateBidBody,
  UpdateBidBody,
} from "@domain/bids";
import { JOBS_PAGE_SIZE } from "@domain/jobs-rules";
import type { ThreadPage } from "@domain/messages";
import type { PublicUser } from "@domain/users";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeyToUrl } from "@/lib/query-client";

export const bidsKey = "/api/bids";
const jobsKey = "/api/jobs";
export const bidsSummaryKey = [bidsKey, "summary"] as const;

/** Bids and everything that shows them: my bids, the summary, and the jobs' bid lists. */
function useInvalidateBids() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [jobsKey] }),
      queryClient.invalidateQueries({ queryKey: [bidsKey] }),
    ]);
}

/** Submits a bid; the job's bid list (under /api/jobs) and my bids refresh. */
export function useCreateBid() {
  const invalidate = useInvalidateBids();
  return useMutation({
    mutationFn: (body: CreateBidBody) => api.submit<Bid>(bidsKey, body),
    onSuccess: invalidate,
  });
}

export function useUpdateBid() {
  const invalidate = useInvalidateBids();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBidBody }) =>
      api.patch<Bid>(`${bidsKey}/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useWithdrawBid() {
  const invalidate = useInvalidateBids();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${bidsKey}/${id}`),
    onSuccess: invalidate,
  });
}

/** My bids counted by status and my active projects: always the totals, whatever the filters. */
export function useBidsSummary() {
  return useQuery<BidsSummary>({ queryKey: bidsSummaryKey });
}

export type BidFilters = { status?: BidStatus; jobTitle?: string };

/** My bids, newest first, a page at a time ("Load more"); filtered by the server. */
export function useMyBids(filters: BidFilters) {
  return useInfiniteQuery({
    queryKey: [bidsKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<BidWithJob[]>(
        queryKeyToUrl([bidsKey, { ...filters, limit: JOBS_PAGE_SIZE, offset: pageParam }]),
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === JOBS_PAGE_SIZE ? pages.length * JOBS_PAGE_SIZE : undefined,
  });
}

/** Where my bid stands among the job's bids (the bid dialog's rank and Competition tab). */
export function useBidCompetition(id: string) {
  return useQuery<BidCompetitionResponse>({ queryKey: [bidsKey, id, "competition"] });
}

/** The customer as the bid dialog shows them (GET /api/users/:id). */
export function usePublicUser(id: string | null) {
  return useQuery<PublicUser>({ queryKey: ["/api/users", id], enabled: Boolean(id) });
}

export const THREAD_PREVIEW_SIZE = 3;

/** The latest messages with the customer about the job, once the bid is accepted. */
export function useThreadPreview(thread: { with: string; jobId: string } | null) {
  return useQuery<ThreadPage>({
    queryKey: ["/api/messages", "thread", { ...thread, limit: THREAD_PREVIEW_SIZE }],
    enabled: thread !== null,
  });
}
