import { sql } from "drizzle-orm";
import type { USER_ROLES } from "../../../domain/auth/user-rules";
import type { LiveEvent } from "../../../domain/events/schemas";
import { notificationLink } from "../../../domain/notifications/links";
import type { Db } from "../../db/client";
import type { SmsSender } from "./sender";
import { smsText } from "./words";

/**
 * An SMS this late after its time (every instance down, a gateway out) tells of a request already
 * answered elsewhere or expired: dropped. Quiet hours do not make one late: it is due when they end.
 */
const LATE_AFTER = "3 hours";
const BATCH = 20;

type Due = {
  id: number;
  user_id: string;
  event: LiveEvent;
  role: (typeof USER_ROLES)[number];
  phone: string | null;
  verified: boolean;
  language: "en" | "ne" | null;
};

/**
 * Sends the SMS that are due: notifications marked for SMS whose time has come, claimed in one
 * statement (so two sweeps or two instances never send one twice), each to its person's phone if
 * they proved it theirs, in their language, through `sms` (which holds each phone to its daily
 * cap). A claim is done whatever came of it: a capped, refused or unreachable SMS is not retried.
 * `origin` begins the link (PUBLIC_ORIGIN). Answers how many were claimed.
 */
export async function deliverDueSms(db: Db, sms: SmsSender, now: Date, origin: string) {
  // The language: that of the person's newest browser subscribed to pushes (what they read the
  // app in); English when they have none.
  const claimed = await db.execute<Due>(sql`
    update notifications n set smsed_at = ${now}
    from users u
    where n.id in (
      select id from notifications
      where sms_after <= ${now} and smsed_at is null and sms_after > ${now}::timestamptz - ${LATE_AFTER}::interval
      order by id
      limit ${BATCH}
      for update skip locked
    ) and u.id = n.user_id
    returning n.id, n.user_id, n.event, u.role, u.phone, u.phone_verified_at is not null as verified,
      (select s.language from push_subscriptions s where s.user_id = u.id
       order by s.created_at desc limit 1) as language`);
  await db.execute(sql`
    update notifications set smsed_at = ${now}
    where sms_after <= ${now}::timestamptz - ${LATE_AFTER}::interval and smsed_at is null`);
  await Promise.all(
    claimed.rows.map(async (due) => {
      if (!due.phone || !due.verified) return;
      const url = `${origin}${notificationLink(due.event, due.role)}`;
      await sms.send({
        to: due.phone,
        text: smsText(due.event, due.language ?? "en", url),
        purpose: "notification",
        userId: due.user_id,
      });
    }),
  );
  return claimed.rows.length;
}
