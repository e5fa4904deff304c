import { z } from "zod";
import { LiveEvent } from "../events/schemas";
import { Timestamp } from "../jobs/schemas";
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from "./rules";

export * from "./rules";

export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** One notification: what happened (the live event as it was sent), when, and whether it was read. */
export const Notification = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  event: LiveEvent,
  createdAt: Timestamp,
  readAt: Timestamp.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/notifications: newest first; `before` (an id) pages on. */
export const NotificationsQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

export const NotificationList = z.object({
  notifications: z.array(Notification),
  /** How many of the person's notifications are unread, all pages together. */
  unread: z.number().int().min(0),
  /** The `before` of the next page, or null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** POST /api/notifications/read: these (`ids`), or every one (`all: true`). */
export const MarkReadBody = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: "Send either ids or all",
  });
export type MarkReadBody = z.infer<typeof MarkReadBody>;

export const NotificationUnread = z.object({ unread: z.number().int().min(0) });

const ClockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM");

const ChannelChoice = z.strictObject({ inApp: z.boolean(), push: z.boolean(), sms: z.boolean() });

/** GET and PUT /api/notifications/preferences: per kind, which channels; quiet hours in Nepal time. */
export const NotificationPreferences = z.strictObject({
  channels: z.strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ChannelChoice])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof ChannelChoice
    >,
  ),
  quietHours: z.strictObject({ enabled: z.boolean(), start: ClockTime, end: ClockTime }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/**
 * The preferences as GET (and PUT's answer) give them, with whether SMS can reach the person at
 * all: only a phone proven theirs is sent SMS, whatever they chose.
 */
export const NotificationSettings = NotificationPreferences.extend({ smsReachable: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .max(200, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine(
      (text) => Math.floor((text.replace(/=+$/, "").length * 3) / 4) === bytes,
      `${what} must be ${bytes} bytes`,
    );

/** POST /api/push/subscriptions: a browser's PushSubscription.toJSON(), and the language to write to it in. */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: "endpoint must be a push service's URL" }).max(1000),
  keys: z.object({ p256dh: base64url(65, "keys.p256dh"), auth: base64url(16, "keys.auth") }),
  language: z.enum(["en", "ne"]).default("en"),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** DELETE /api/push/subscriptions: unsubscribe this browser. */
export const PushUnsubscribeBody = z.object({ endpoint: z.string().max(1000) });

/** GET /api/push/key: the VAPID public key a browser subscribes with (applicationServerKey). */
export const PushKey = z.object({ publicKey: z.string() });

/** What the app's push plugin hands out: an FCM registration token (letters, digits, `_`, `-`, `:`). */
const DeviceToken = z
  .string()
  .min(32, "token is too short to be a device's push token")
  .max(512, "token is too long")
  .regex(/^[A-Za-z0-9_:-]+$/, "token must be a device's push token");

/** POST /api/push/devices: the native app's push token, its platform, and the language to write to it in. */
export const DeviceTokenBody = z.object({
  token: DeviceToken,
  platform: z.enum(["android", "ios"]),
  language: z.enum(["en", "ne"]).default("en"),
});
export type DeviceTokenBody = z.infer<typeof DeviceTokenBody>;

/** DELETE /api/push/devices: stop pushing to this phone. */
export const DeviceTokenDeleteBody = z.object({ token: z.string().max(512) });
