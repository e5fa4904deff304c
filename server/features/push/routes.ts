import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DeviceTokenBody,
  DeviceTokenDeleteBody,
  PushKey,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from "../../../domain/notifications/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { sweepEvery } from "../../lib/interval-sweep";
import { OPTIONAL_SESSION } from "../../openapi/operation";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { deleteDeviceToken, saveDeviceToken } from "./devices";
import { deliverDuePushes, type PushSenders } from "./dispatch";
import { pushEndpointAllowed } from "./endpoints";
import { deleteSubscription, saveSubscription } from "./subscriptions";

export type PushOptions = PushSenders & {
  db: Db;
  /** Hosts allowed besides the known push services (PUSH_ENDPOINT_ALLOW). */
  extraHosts: readonly string[];
  now?: () => Date;
  /** How often due pushes are sent (ms; 0 = off; every 2 s by default). */
  sweepMs?: number;
};

/**
 * Push (issue 20): the VAPID key, browsers' subscriptions, the app's device tokens, and the sweep
 * that sends due pushes (to the devices through FCM when it is configured).
 */
export const pushRoutes: FastifyPluginAsyncZod<PushOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const sweepMs = options.sweepMs ?? 2000;
  sweepEvery(app, sweepMs, "sending pushes", () => deliverDuePushes(options.db, options, now()));

  app.get(
    "/api/push/key",
    {
      schema: {
        tags: ["notifications"],
        summary: "The VAPID public key browsers subscribe to Sipalu's pushes with",
        security: OPTIONAL_SESSION,
        response: { 200: PushKey },
      },
    },
    async () => ({ publicKey: options.vapid.publicKey }),
  );

  app.post(
    "/api/push/subscriptions",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Receive my notifications as Web Push on this browser",
        description:
          "The body is the browser's PushSubscription.toJSON() with the language to write in. The endpoint must be a known push service's; a browser subscribed by someone else before now pushes to me.",
        body: PushSubscriptionBody,
        response: {
          201: z.object({ subscribed: z.literal(true) }),
          ...errors("auth.unauthenticated", "push.endpoint_not_allowed"),
        },
      },
    },
    async (request, reply) => {
      if (!pushEndpointAllowed(request.body.endpoint, options.extraHosts))
        throw appError("push.endpoint_not_allowed");
      await saveSubscription(request.db, currentUser(request).id, request.body);
      reply.code(201);
      return { subscribed: true as const };
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Stop Web Push to this browser",
        body: PushUnsubscribeBody,
        response: { 204: z.null(), ...errors("auth.unauthenticated") },
      },
    },
    async (request, reply) => {
      await deleteSubscription(request.db, currentUser(request).id, request.body.endpoint);
      reply.code(204);
    },
  );

  app.post(
    "/api/push/devices",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Receive my notifications as native push on this phone (the app's FCM token)",
        description:
          "The token is what the app's push plugin registered with; pushes go to it through Firebase Cloud Messaging when the server has FCM credentials. A phone registered by someone else before now pushes to me; I keep my 5 most recently registered phones.",
        body: DeviceTokenBody,
        response: {
          201: z.object({ registered: z.literal(true) }),
          ...errors("auth.unauthenticated"),
        },
      },
    },
    async (request, reply) => {
      await saveDeviceToken(request.db, currentUser(request).id, request.body);
      reply.code(201);
      return { registered: true as const };
    },
  );

  app.delete(
    "/api/push/devices",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Stop native push to this phone",
        body: DeviceTokenDeleteBody,
        response: { 204: z.null(), ...errors("auth.unauthenticated") },
      },
    },
    async (request, reply) => {
      await deleteDeviceToken(request.db, currentUser(request).id, request.body.token);
      reply.code(204);
    },
  );
};
