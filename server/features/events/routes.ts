import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageResponse } from "../../../domain/auth";
import { EventsQuery, LIVE_EVENT_TYPES } from "../../../domain/events";
import type { Db } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/guards";
import { createEventHub } from "./hub";

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,18}$/.test(value) ? Number(value) : undefined;
}

export const eventRoutes: FastifyPluginAsyncZod<{ db: Db; listenUrl: string }> = async (
  app,
  { db, listenUrl },
) => {
  const hub = createEventHub({ db, listenUrl, log: app.log });
  app.addHook("onReady", hub.start);
  // Before the server closes: open streams would otherwise keep it waiting.
  app.addHook("preClose", hub.close);

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
          "replays the events after it from the last few minutes.",
        ].join(" "),
        security: [{ session: [] }],
        querystring: EventsQuery,
        headers: z.object({ "last-event-id": z.string().optional() }),
        produces: ["text/event-stream"],
        response: {
          200: z.string().describe("text/event-stream"),
          401: MessageResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lastEventId = parseLastEventId(request.headers["last-event-id"]) ?? request.query.lastEventId;
      reply.hijack();
      const res = reply.raw;
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
