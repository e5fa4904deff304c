import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LiveEvent } from "../../../domain/events/schemas";
import type { NotificationChannels, NotificationKind } from "../../../domain/notifications/rules";
import { users } from "./users";

/**
 * What a person was told about (issue 20): the live event as it was sent, written in the
 * transaction that published it, kept 90 days; `readAt` once they have seen it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<NotificationKind>().notNull(),
    event: jsonb().$type<LiveEvent>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** Shown in the person's list (false: they want this kind only pushed or by SMS; written read). */
    inApp: boolean().notNull().default(true),
    /** Web Push: when it may go out (now, or when quiet hours end; null: not pushed), and when it did. */
    pushAfter: timestamp({ withTimezone: true }),
    pushedAt: timestamp({ withTimezone: true }),
    /** SMS: when it may go out (null: not by SMS), and when a sweep took it (sent or not, once). */
    smsAfter: timestamp({ withTimezone: true }),
    smsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("notifications_user_id_id_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_created_at_idx").on(t.createdAt),
    index("notifications_push_due_idx")
      .on(t.pushAfter)
      .where(sql`${t.pushAfter} is not null and ${t.pushedAt} is null`),
    index("notifications_sms_due_idx")
      .on(t.smsAfter)
      .where(sql`${t.smsAfter} is not null and ${t.smsedAt} is null`),
  ],
);

/** A browser's Web Push subscription (its endpoint and keys), belonging to whoever subscribed last on it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    language: text().$type<"en" | "ne">().notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * The Capacitor app's FCM registration token (native push), belonging to whoever registered it
 * last; `lastUsedAt` is when the app last registered it (each start refreshes it).
 */
export const deviceTokens = pgTable(
  "device_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text().$type<"android" | "ios">().notNull(),
    token: text().notNull().unique(),
    language: text().$type<"en" | "ne">().notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("device_tokens_user_idx").on(t.userId),
    check("device_tokens_platform", sql`${t.platform} in ('android', 'ios')`),
  ],
);

/** A person's choice of channels per kind and their quiet hours; no row means the defaults. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  channels: jsonb().$type<NotificationChannels>().notNull(),
  quietEnabled: boolean().notNull(),
  quietStart: text().notNull(),
  quietEnd: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
