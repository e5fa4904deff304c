export const BID_STATUSES = ["pending", "accepted", "rejected"] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
