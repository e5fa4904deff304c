import { sql } from "drizzle-orm";
import type { USER_ROLES } from "../../../domain/auth/user-rules";
import type { LiveEvent } from "../../../domain/events/schemas";
import { notificationLink } from "../../../domain/notifications/links";
import type { NotificationKind } from "../../../domain/notifications/rules";
import type { Db } from "../../db/client";
import type { PushChannel } from "./channel";
import { nativePushChannel } from "./devices";
import type { FcmSender } from "./fcm";
import type { PushSender } from "./send";
import { webPushChannel } from "./subscriptions";
import { type PushLanguage, pushWords } from "./words";

/** A push nobody could take within a day is news no more. */
const STALE_AFTER = "1 day";
const BATCH = 50;

/** Who sends: Web Push always; FCM when its service account is configured (native push). */
export type PushSenders = PushSender & { fcm?: FcmSender };

type Due = {
  id: number;
  user_id: string;
  kind: NotificationKind;
  event: LiveEvent;
  role: (typeof USER_ROLES)[number];
};

/**
 * Sends the pushes that are due: notifications marked for push whose time has come, claimed in one
 * statement (so two instances never send one twice), each to every browser and phone of its person,
 * in that device's language. A device the push service calls gone is deleted.
 */
export async function deliverDuePushes(db: Db, senders: PushSenders, now: Date) {
  const claimed = await db.execute<Due>(sql`
    update notifications n set pushed_at = ${now}
    from users u
    where n.id in (
      select id from notifications
      where push_after <= ${now} and pushed_at is null and created_at > ${now}::timestamptz - ${STALE_AFTER}::interval
      order by id
      limit ${BATCH}
      for update skip locked
    ) and u.id = n.user_id
    returning n.id, n.user_id, n.kind, n.event, u.role`);
  // What waited over a day (every instance down) is news no more: marked, so no sweep reads it again.
  await db.execute(sql`
    update notifications set pushed_at = ${now}
    where push_after <= ${now} and pushed_at is null and created_at <= ${now}::timestamptz - ${STALE_AFTER}::interval`);
  if (claimed.rows.length === 0) return 0;
  await Promise.all([
    deliver(claimed.rows, webPushChannel(db, senders), now),
    senders.fcm && deliver(claimed.rows, nativePushChannel(db, senders.fcm), now),
  ]);
  return claimed.rows.length;
}

/** Each claimed notification to each device of its person on one channel; the gone ones forgotten. */
async function deliver<Device extends { id: string; userId: string; language: PushLanguage }>(
  claimed: Due[],
  channel: PushChannel<Device>,
  now: Date,
) {
  const devices = await channel.devices([...new Set(claimed.map((due) => due.user_id))]);
  const gone: string[] = [];
  await Promise.all(
    claimed.flatMap((due) =>
      devices
        .filter((device) => device.userId === due.user_id)
        .map(async (device) => {
          const outcome = await channel.send(device, {
            ...pushWords(due.event, device.language),
            id: due.id,
            kind: due.kind,
            link: notificationLink(due.event, due.role),
            now,
          });
          if (outcome === "gone") gone.push(device.id);
        }),
    ),
  );
  if (gone.length > 0) await channel.forget(gone);
}
