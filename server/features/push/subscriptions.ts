import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { type PushChannel, ttlOf, urgentKind } from "./channel";
import { keepNewest } from "./keep-newest";
import { type PushSender, sendPush } from "./send";

/** Browsers one person receives pushes on, at most (a phone, a laptop, a few more). */
export const MAX_SUBSCRIPTIONS = 10;

type Subscription = typeof pushSubscriptions.$inferSelect;

/** Web Push: each browser's subscription gets the push encrypted for it (RFC 8291). */
export function webPushChannel(db: Db, sender: PushSender): PushChannel<Subscription> {
  return {
    devices: (userIds) =>
      db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
    send: (subscription, push) =>
      sendPush(
        sender,
        subscription,
        { title: push.title, body: push.body, url: push.link, tag: `notification-${push.id}` },
        { ttlSeconds: ttlOf(push.kind), urgency: urgentKind(push.kind) ? "high" : "normal", now: push.now },
      ),
    forget: (ids) => db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)),
  };
}

/** Saves (or moves to this user) a browser's subscription. */
export async function saveSubscription(
  db: DbOrTx,
  userId: string,
  body: { endpoint: string; keys: { p256dh: string; auth: string }; language: "en" | "ne" },
) {
  const values = {
    userId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    language: body.language,
    createdAt: sql`now()`,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: body.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    await keepNewest(tx, "push_subscriptions", "created_at", userId, MAX_SUBSCRIPTIONS);
    return row;
  });
}

export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
