// Bid statuses and rules without zod, so pages can use them without downloading it
// (domain/bids/schemas.ts re-exports them next to its schemas).

export const BID_STATUSES = ["pending", "accepted", "rejected"] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_MESSAGE_MAX_LENGTH = 2000;

/** "2-3 hours", "2 days": free text, this long at most. */
export const BID_ESTIMATED_TIME_MAX_LENGTH = 100;

/** Success Rate (SPEC §2): accepted bids over all bids as a rounded percent; no bids is 0%. */
export function successRate(summary: { accepted: number; total: number }): number {
  return summary.total > 0 ? Math.round((summary.accepted / summary.total) * 100) : 0;
}

type Priced = { id: string; amount: string };

export type BidCompetition<T extends Priced> = {
  /** Every bid, lowest amount first (ties in their given order), each with its rank. */
  ranked: { bid: T; rank: number }[];
  lowest: number;
  average: number;
  highest: number;
  /** My bid's rank, null if it is not among them. */
  rank: number | null;
  count: number;
};

/**
 * Where a bid stands among a job's bids, by amount ascending: "#2 of 5", lowest, average, highest.
 * A bid's rank is 1 + how many bids are strictly lower, so equal amounts share a rank.
 */
export function bidCompetition<T extends Priced>(bids: readonly T[], myBidId: string): BidCompetition<T> {
  const sorted = bids
    .map((bid, index) => ({ bid, index, value: Number(bid.amount) }))
    .sort((a, b) => a.value - b.value || a.index - b.index);
  let rank = 0;
  const ranked = sorted.map((entry, index) => {
    if (entry.value !== sorted[index - 1]?.value) rank = index + 1;
    return { bid: entry.bid, rank };
  });
  const values = sorted.map((entry) => entry.value);
  const cents = values.reduce((sum, value) => sum + Math.round(value * 100), 0);
  return {
    ranked,
    lowest: values[0] ?? 0,
    average: values.length > 0 ? Math.round(cents / values.length) / 100 : 0,
    highest: values.at(-1) ?? 0,
    rank: ranked.find((entry) => entry.bid.id === myBidId)?.rank ?? null,
    count: values.length,
  };
}
