import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";

/** A message notification for a user, as if someone had just written to them: its id. */
export async function insertNotification(db: Db, userId: string, senderId = randomUUID()) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      kind: "messages",
      event: {
        type: "message.created",
        messageId: randomUUID(),
        senderId,
        senderName: "Sita K.",
        jobId: null,
      },
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("no notification");
  return row.id;
}
