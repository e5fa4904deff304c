import type { Bid, CreateBidBody } from "@domain/bids";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const bidsKey = "/api/bids";

/** Submits a bid; the job's bid list (under /api/jobs) and my bids refresh. */
export function useCreateBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBidBody) => api.post<Bid>(bidsKey, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/jobs"] }),
        queryClient.invalidateQueries({ queryKey: [bidsKey] }),
      ]),
  });
}
