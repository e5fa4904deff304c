import type { OutboxItem } from "@/lib/outbox";
import { sendLater, useOutboxItems } from "@/lib/outbox-sync";
import { bidsKey, jobsKey } from "@/lib/query-keys";
import type { BidToPlace } from "./api";

// Apart from api.ts, which the lists load first: the outbox is for the bid form (in the job dialog).

/** Keeps a bid in the outbox (offline, or the network failed) under its key, to place when the connection is back. */
export function placeBidLater(userId: string, { body, key }: BidToPlace) {
  return sendLater({ id: key, userId, kind: "bid", url: bidsKey[0], body, refresh: [jobsKey, bidsKey] });
}

/** My bid on `jobId` waiting in the outbox (or refused), if there is one. */
export function usePendingBid(jobId: string): OutboxItem | undefined {
  return useOutboxItems().find((item) => item.kind === "bid" && item.body.jobId === jobId);
}
