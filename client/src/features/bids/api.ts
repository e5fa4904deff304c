import type {
  Bid,
  BidCompetitionResponse,
  BidStatus,
  BidsSummary,
  BidWithJob,
  CreateBidBody,
  UpdateBidBody,
} from "@domain/bids/schemas";
import { JOBS_MAX_PAGE_SIZE, JOBS_PAGE_SIZE } from "@domain/jobs/rules";
import type { ThreadPage } from "@domain/messages/schemas";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { queryKeyToUrl } from "@/lib/query-client";
import { bidsKey, jobsKey, threadsKey } from "@/lib/query-keys";
import { personQuery } from "@/lib/shared-queries";

const bidsUrl = bidsKey[0];

export type BidFilters = { status?: BidStatus; jobTitle?: string };

/** My bids counted by status and my active projects: always the totals, whatever the filters. */
export const bidsSummaryQuery = () =>
  queryOptions({ queryKey: [...bidsKey, "summary"], queryFn: getByKey<BidsSummary> });

/** My bids, newest first, a page at a time ("Load more"); filtered by the server. */
export const myBidsQuery = (filters: BidFilters) =>
  infiniteQueryOptions({
    queryKey: [...bidsKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<BidWithJob[]>(
        queryKeyToUrl([...bidsKey, { ...filters, limit: JOBS_PAGE_SIZE, offset: pageParam }]),
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === JOBS_PAGE_SIZE ? pages.length * JOBS_PAGE_SIZE : undefined,
  });

/**
 * My latest bids by job (as many as one page may hold, newest first: the open jobs a list shows are
 * the recent ones), for marking the jobs I have bid on with my amount.
 */
export const myBidsByJobQuery = () =>
  queryOptions({
    queryKey: [...bidsKey, { limit: JOBS_MAX_PAGE_SIZE }],
    queryFn: getByKey<BidWithJob[]>,
    select: (bids) => new Map(bids.map((bid) => [bid.jobId, Number(bid.amount)])),
  });

export function useMyBidsByJob() {
  return useQuery(myBidsByJobQuery());
}

/** Where my bid stands among the job's bids (the bid dialog's rank and Competition tab). */
export const bidCompetitionQuery = (id: string) =>
  queryOptions({ queryKey: [...bidsKey, id, "competition"], queryFn: getByKey<BidCompetitionResponse> });

export const THREAD_PREVIEW_SIZE = 3;

/** The latest messages with the customer about the job, once the bid is accepted. */
export const threadPreviewQuery = (thread: { with: string; jobId: string } | null) =>
  queryOptions({
    queryKey: [...threadsKey, { ...thread, limit: THREAD_PREVIEW_SIZE }],
    queryFn: getByKey<ThreadPage>,
    enabled: thread !== null,
  });

/** Bids and everything that shows them: my bids, the summary, and the jobs' bid lists. */
function useInvalidateBids() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobsKey }),
      queryClient.invalidateQueries({ queryKey: bidsKey }),
    ]);
}

/** A bid to place, and its Idempotency-Key, made when the professional pressed Submit. */
export type BidToPlace = { body: CreateBidBody; key: string };

/** Submits a bid; the job's bid list (under /api/jobs) and my bids refresh. */
export function useCreateBid() {
  const invalidate = useInvalidateBids();
  return useMutation({
    mutationFn: ({ body, key }: BidToPlace) => api.submit<Bid>(bidsUrl, body, key),
    onSuccess: invalidate,
  });
}

export function useUpdateBid() {
  const invalidate = useInvalidateBids();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBidBody }) =>
      api.patch<Bid>(`${bidsUrl}/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useWithdrawBid() {
  const invalidate = useInvalidateBids();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${bidsUrl}/${id}`),
    onSuccess: invalidate,
  });
}

export function useBidsSummary() {
  return useQuery(bidsSummaryQuery());
}

export function useMyBids(filters: BidFilters) {
  return useInfiniteQuery(myBidsQuery(filters));
}

export function useBidCompetition(id: string) {
  return useQuery(bidCompetitionQuery(id));
}

/** The customer as the bid dialog shows them (GET /api/users/:id). */
export function usePublicUser(id: string | null) {
  return useQuery(personQuery(id));
}

export function useThreadPreview(thread: { with: string; jobId: string } | null) {
  return useQuery(threadPreviewQuery(thread));
}
