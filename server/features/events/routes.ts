import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { EventsQuery, LIVE_EVENT_TYPES } from "../../../domain/events/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { eventStreamResponse } from "../../openapi/responses";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { createEventHub } from "./hub";
import { createStreamGuard } from "./stream-guard";

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,18}$/.test(value) ? Number(value) : undefined;
}

export const eventRoutes: FastifyPluginAsyncZod<{
  db: Db;
  listenUrl: string;
  /** How often open streams are checked against their sessions (ms); tests shorten it. */
  streamCheckMs?: number;
}> = async (app, { db, listenUrl, streamCheckMs }) => {
  const hub = createEventHub({ db, listenUrl, log: app.log });
  const guard = createStreamGuard({ db, checkMs: streamCheckMs, liveAt: app.session.liveAt, log: app.log });
  app.addHook("onReady", async () => {
    await hub.start();
    guard.start();
  });
  // Before the server closes: open streams would otherwise keep it waiting.
  app.addHook("preClose", async () => {
    await guard.close();
    await hub.close();
  });

  app.get(
    "/api/events",
    {
      onRequest: authenticated,
      schema: {
        tags: ["events"],
        summary: "My live events as Server-Sent Events",
        description: [
          `A text/event-stream of named events (${LIVE_EVENT_TYPES.join(", ")}), each with an id and JSON data;`,
          "a comment every 25 s keeps it open. Reconnecting with Last-Event-ID (or ?lastEventId=)",
          "replays the events after it from the last few minutes. The stream ends within seconds of its",
          "session ending (logout, password change, suspension, expiry), with a last `stream.end` event",
          '({ reason: "session-ended" }); a user\'s 11th stream ends their oldest the same way',
          '({ reason: "replaced" }). After `stream.end` the client must not reconnect.',
        ].join(" "),
        querystring: EventsQuery,
        headers: z.object({ "last-event-id": z.string().optional() }),
        response: {
          200: eventStreamResponse("The stream of my live events"),
          ...errors("auth.unauthenticated"),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.sessionId) throw appError("auth.unauthenticated");
      const lastEventId = parseLastEventId(request.headers["last-event-id"]) ?? request.query.lastEventId;
      // Recorded before it starts, so every instance can end it (session over, too many streams).
      const streamId = await guard.admit(user.id, request.sessionId);
      reply.hijack();
      const res = reply.raw;
      // Hung up while it was being recorded: nothing to stream.
      if (!guard.watch(streamId, res)) return;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
        connection: "keep-alive",
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      const disconnect = hub.connect(user.id, res, lastEventId);
      res.on("close", disconnect);
    },
  );
};
