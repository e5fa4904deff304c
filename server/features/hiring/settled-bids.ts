import type { Tx } from "../../db/client";
import { publish } from "../events/publish";

/** Each professional whose pending bid was just accepted or rejected hears of it. */
export async function publishSettledBids(
  tx: Tx,
  job: { jobId: string; jobTitle: string },
  settled: { id: string; professionalId: string; status: "pending" | "accepted" | "rejected" }[],
) {
  for (const bid of settled) {
    if (bid.status === "pending") continue;
    await publish(tx, [bid.professionalId], {
      type: "bid.updated",
      bidId: bid.id,
      ...job,
      status: bid.status,
    });
  }
}

/** Each professional whose pending quote was declined because the job was hired or closed hears of it. */
export async function publishDeclinedQuotes(
  tx: Tx,
  job: { jobId: string; jobTitle: string },
  declined: { id: string; professionalId: string; total: string }[],
  actorId: string,
) {
  for (const quote of declined) {
    await publish(tx, [quote.professionalId], {
      type: "quote.updated",
      quoteId: quote.id,
      ...job,
      status: "declined",
      total: quote.total,
      actorId,
    });
  }
}
