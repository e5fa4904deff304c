import { inArray } from "drizzle-orm";
import type { LiveEvent } from "../../../domain/events/schemas";
import { nepalMinuteOfDay } from "../../../domain/kathmandu-day";
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  DEFAULT_QUIET_HOURS,
  notificationKindOf,
  pushAfter,
  smsAfter,
} from "../../../domain/notifications/rules";
import type { Tx } from "../../db/client";
import { notificationPreferences, notifications } from "../../db/schema";

const DEFAULTS = { channels: DEFAULT_NOTIFICATION_CHANNELS, quiet: DEFAULT_QUIET_HOURS };

/**
 * Writes the notifications an event makes, in the transaction that publishes it: one per recipient
 * for whom it is news and who wants it on some channel: in their list (or kept out of it, born
 * read, when they turned that kind off in the app), marked for Web Push when they want it pushed
 * and for SMS when it is worth one and they want it (both held until their quiet hours end).
 * Answers the ids written.
 */
export async function recordNotifications(tx: Tx, userIds: string[], event: LiveEvent) {
  const kinds = userIds.flatMap((userId) => {
    const kind = notificationKindOf(event, userId);
    return kind ? [{ userId, kind }] : [];
  });
  if (kinds.length === 0) return [];
  const chosen = await tx
    .select({
      userId: notificationPreferences.userId,
      channels: notificationPreferences.channels,
      quietEnabled: notificationPreferences.quietEnabled,
      quietStart: notificationPreferences.quietStart,
      quietEnd: notificationPreferences.quietEnd,
    })
    .from(notificationPreferences)
    .where(
      inArray(
        notificationPreferences.userId,
        kinds.map((entry) => entry.userId),
      ),
    );
  const choices = new Map(
    chosen.map((row) => [
      row.userId,
      {
        channels: { ...DEFAULT_NOTIFICATION_CHANNELS, ...row.channels },
        quiet: { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd },
      },
    ]),
  );
  const now = new Date();
  const minute = nepalMinuteOfDay(now);
  const rows = kinds.flatMap(({ userId, kind }) => {
    const { channels, quiet } = choices.get(userId) ?? DEFAULTS;
    const inApp = channels[kind].inApp;
    const push = pushAfter(kind, channels, quiet, now, minute);
    const sms = smsAfter(event, kind, channels, quiet, now, minute);
    if (!inApp && !push && !sms) return [];
    return [{ userId, kind, event, inApp, readAt: inApp ? null : now, pushAfter: push, smsAfter: sms }];
  });
  if (rows.length === 0) return [];
  return tx
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
}
