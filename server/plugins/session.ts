import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { CurrentUser } from "../../domain/user";
import type { Db } from "../db/client";
import { deleteExpiredSessions, extendSession, findSessionUser } from "../features/auth/queries";
import { SESSION_COOKIE, sessionIdFor } from "../features/auth/session-token";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: CurrentUser | null;
    /** The stored id of the request's session, when it has a live one. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    session: SessionCookies;
  }
}

export type SessionOptions = { db: Db; secret: string; ttlMs: number; secureCookie: boolean | "auto" };

export type SessionCookies = {
  idFor: (token: string) => string;
  expiry: () => Date;
  setCookie: (reply: FastifyReply, token: string) => void;
  clearCookie: (reply: FastifyReply) => void;
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Reads the session cookie on every request and puts its user on `request.user`. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  const { db, secret, ttlMs, secureCookie } = options;
  await app.register(fastifyCookie);

  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookie } as const;
  app.decorate("session", {
    idFor: (token) => sessionIdFor(token, secret),
    expiry: () => new Date(Date.now() + ttlMs),
    setCookie: (reply, token) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(ttlMs / 1000) }),
    clearCookie: (reply) => reply.clearCookie(SESSION_COOKIE, cookieOptions),
  } satisfies SessionCookies);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  app.addHook("onRequest", async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith("/api/")) return;
    const sid = sessionIdFor(token, secret);
    const found = await findSessionUser(db, sid);
    if (!found) return;
    request.user = found.user;
    request.sessionId = sid;
    // Rolling expiry, written at most once a day per session rather than on every request.
    if (found.expire.getTime() - Date.now() < ttlMs - 24 * 60 * 60 * 1000) {
      await extendSession(db, sid, new Date(Date.now() + ttlMs));
    }
  });

  const prune = () =>
    deleteExpiredSessions(db).catch((error: unknown) =>
      app.log.warn({ err: error }, "pruning sessions failed"),
    );
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook("onReady", async () => {
    await prune();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
