import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MarkReadBody,
  NotificationList,
  NotificationPreferences,
  NotificationSettings,
  NotificationsQuery,
  NotificationUnread,
} from "../../../domain/notifications/schemas";
import type { Db } from "../../db/client";
import { sweepEvery } from "../../lib/interval-sweep";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import {
  deleteOldNotifications,
  listNotifications,
  markRead,
  readSettings,
  savePreferences,
} from "./queries";

const DAY_MS = 86_400_000;

/** The notification centre's routes; old notifications are deleted hourly (`sweepMs`; 0 = off). */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now?: () => Date;
  sweepMs?: number;
}> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const sweepMs = options.sweepMs ?? DAY_MS / 24;
  sweepEvery(app, sweepMs, "deleting old notifications", () => deleteOldNotifications(options.db, now()));

  app.get(
    "/api/notifications",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "My notifications, newest first, a page at a time, with how many are unread",
        description:
          "Each holds the live event it was made from (the same as GET /api/events sent). `before` is the `nextBefore` of the page before. Kept 90 days.",
        querystring: NotificationsQuery,
        response: { 200: NotificationList, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => listNotifications(request.db, currentUser(request).id, request.query),
  );

  app.post(
    "/api/notifications/read",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Mark some of my notifications read (ids), or all of them (all: true)",
        description:
          "Ids that are not mine, or already read, are passed over. Answers the unread count after.",
        body: MarkReadBody,
        response: { 200: NotificationUnread, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => markRead(request.db, currentUser(request).id, request.body.ids ?? "all", now()),
  );

  app.get(
    "/api/notifications/preferences",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "How I want to hear of each kind of news (in the app, push, SMS), and my quiet hours",
        description:
          "`smsReachable`: whether SMS can reach me at all (only a phone I proved mine with a code is sent any).",
        response: { 200: NotificationSettings, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => readSettings(request.db, currentUser(request).id),
  );

  app.put(
    "/api/notifications/preferences",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Save how I want to hear of each kind of news, and my quiet hours (Nepal time)",
        description:
          "Quiet hours hold back push and SMS (never instant help requests); notifications still arrive in the app.",
        body: NotificationPreferences,
        response: { 200: NotificationSettings, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => savePreferences(request.db, currentUser(request).id, request.body),
  );
};
