import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IDEMPOTENT_REPLAYED_HEADER, IdempotencyKey } from "../../domain/idempotency";
import type { Db, Tx } from "../db/client";
import { appError } from "../errors";
import { deleteExpiredKeys, storeResponse, takeStoredResponse, tryLockKey } from "./idempotency-queries";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write that honours the Idempotency-Key header; its handler returns its payload (never sends it). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /**
     * The database this request reads and writes through: the transaction its idempotent write
     * runs in (committed with the record of its response) while it has one, else the pool's.
     * Routes hand it to their services and hold no db of their own, so no write can slip out of
     * the transaction.
     */
    readonly db: Db;
  }
}

export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

function requestHash(request: FastifyRequest): string {
  const described = [request.method, request.routeOptions.url, request.params, request.body];
  return createHash("sha256").update(JSON.stringify(described)).digest("hex");
}

/**
 * Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field") for routes with
 * `config: { idempotent: true }`, keyed per signed-in user and kept for 24 hours.
 *
 * Why one transaction: the route's write, its response and the key's record commit together in a
 * transaction the plugin opens and hands the route as `request.db` (the services' own transactions
 * nest in it as savepoints). A crash at any point therefore leaves either both the write and its
 * record, or neither — never a write whose replay would write again, and never a key stuck on a
 * write that did not happen. While the transaction is open, a transaction-scoped advisory lock on
 * (user, key) marks the request in flight: a concurrent replay on any server fails to take it and
 * answers 409 rather than waiting. Only successful responses are recorded: a refused request
 * changed nothing, so running its replay again is safe and answers afresh.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  // The transaction of each idempotent request whose handler is running.
  const transactions = new WeakMap<FastifyRequest, Tx>();
  app.decorateRequest("db", {
    getter(this: FastifyRequest): Db {
      // A transaction answers every query the services make and nests their db.transaction() as a
      // savepoint; all it lacks is the pool handle ($client), which no service touches.
      return (transactions.get(this) as unknown as Db | undefined) ?? db;
    },
  });

  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler;
    route.handler = async function idempotent(request, reply) {
      const header = request.headers["idempotency-key"];
      if (header === undefined) return handler.call(this, request, reply);
      const parsed = IdempotencyKey.safeParse(header);
      if (!parsed.success) throw appError("idempotency.invalid_key");
      if (!request.user) throw appError("auth.unauthenticated");
      const scope = { userId: request.user.id, key: parsed.data };
      const hash = requestHash(request);

      const answer = await db.transaction(async (tx) => {
        if (!(await tryLockKey(tx, scope))) {
          reply.header("retry-after", "1");
          throw appError("idempotency.in_flight");
        }
        const stored = await takeStoredResponse(tx, scope, KEY_TTL_MS);
        if (stored) {
          if (stored.requestHash !== hash) throw appError("idempotency.key_reused");
          return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
        }
        transactions.set(request, tx);
        let payload: unknown;
        try {
          payload = await handler.call(this, request, reply);
        } finally {
          transactions.delete(request);
        }
        if (reply.sent || payload === reply) {
          throw new Error(`${route.url} is idempotent: its handler must return its payload, not send it`);
        }
        const serialized = reply.serialize(payload);
        const body =
          typeof serialized === "string"
            ? serialized
            : Buffer.from(serialized as Uint8Array).toString("utf8");
        await storeResponse(tx, {
          ...scope,
          requestHash: hash,
          responseStatus: reply.statusCode,
          responseBody: body,
        });
        return { status: reply.statusCode, body, replayed: false };
      });

      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, "true");
      // A string with a JSON content type is sent as it is: the stored bytes, already serialized.
      return reply.code(answer.status).type("application/json; charset=utf-8").send(answer.body);
    };
  });

  const prune = () =>
    deleteExpiredKeys(db, KEY_TTL_MS).catch((error: unknown) =>
      app.log.warn({ err: error }, "pruning idempotency keys failed"),
    );
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook("onReady", async () => {
    await prune();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
