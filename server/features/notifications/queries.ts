import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { LiveEvent } from "../../../domain/events/schemas";
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_RETENTION_DAYS,
  type NotificationPreferences,
  type NotificationSettings,
} from "../../../domain/notifications/schemas";
import type { DbOrTx } from "../../db/client";
import { notificationPreferences, notifications, users } from "../../db/schema";

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** A page of a person's notifications, newest first, and how many are unread. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  page: { before?: number; limit: number },
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        page.before ? lt(notifications.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return {
    // One saved before an event's shape changed, and no longer read as one, is left out.
    notifications: shown
      .filter((row) => LiveEvent.safeParse(row.event).success)
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        event: row.event,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      })),
    unread: await countUnread(db, userId),
    nextBefore: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** Marks some of a person's notifications read (others' ids are passed over), or all of them. */
export async function markRead(db: DbOrTx, userId: string, ids: number[] | "all", now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === "all" ? undefined : inArray(notifications.id, ids),
      ),
    );
  return { unread: await countUnread(db, userId) };
}

export async function readPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return { channels: DEFAULT_NOTIFICATION_CHANNELS, quietHours: DEFAULT_QUIET_HOURS };
  return {
    // Kinds added since the row was saved take their defaults.
    channels: { ...DEFAULT_NOTIFICATION_CHANNELS, ...row.channels },
    quietHours: { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd },
  };
}

/** Whether SMS reach the person: they proved a phone theirs (the SMS sweep sends to no other). */
async function smsReachable(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ verified: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.verified);
}

export async function readSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  // One after the other: `db` may be a request's transaction, a single connection.
  const preferences = await readPreferences(db, userId);
  return { ...preferences, smsReachable: await smsReachable(db, userId) };
}

export async function savePreferences(db: DbOrTx, userId: string, preferences: NotificationPreferences) {
  const values = {
    channels: preferences.channels,
    quietEnabled: preferences.quietHours.enabled,
    quietStart: preferences.quietHours.start,
    quietEnd: preferences.quietHours.end,
    updatedAt: sql`now()`,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return { ...preferences, smsReachable: await smsReachable(db, userId) };
}

/** Deletes notifications past their retention. */
export async function deleteOldNotifications(db: DbOrTx, now: Date) {
  await db
    .delete(notifications)
    .where(lt(notifications.createdAt, new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000)));
}
