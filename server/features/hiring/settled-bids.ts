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
