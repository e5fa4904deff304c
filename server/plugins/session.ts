import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { CurrentUser } from "../../domain/auth/user";
import type { Db } from "../db/client";
import { appError } from "../errors";
import {
  deleteExpiredSessions,
  endSuspendedSession,
  extendSession,
  findSessionUser,
} from "../features/auth/queries";
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

export type SessionOptions = {
  db: Db;
  secret: string;
  /** Ends a session after this long without a request. */
  idleMs: number;
  /** Ends a session this long after sign-in, however active. */
  maxMs: number;
  secureCookie: boolean | "auto";
  now?: () => Date;
};

export type SessionCookies = {
  idFor: (token: string) => string;
  /** The clock sessions are dated by. */
  now: () => Date;
  /** When a session started at `createdAt` ends if no request comes: idle timeout capped by lifetime. */
  expiry: (createdAt: Date) => Date;
  /** A session is live now if its `expire` is after `now` and it started after `startedAfter` (and its user is not suspended). */
  liveAt: () => { now: Date; startedAfter: Date };
  setCookie: (reply: FastifyReply, token: string) => void;
  clearCookie: (reply: FastifyReply) => void;
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** The idle deadline moves at most once an hour per session, not on every request. */
const EXTEND_STEP_MS = 60 * 60 * 1000;

/**
 * Reads the session cookie on every request and puts its user on `request.user`. A session ends
 * server-side after `idleMs` without a request and `maxMs` after sign-in (OWASP ASVS 7.3), at logout,
 * when its user changes their password elsewhere, and when its user is suspended.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  const { db, secret, idleMs, maxMs, secureCookie } = options;
  const now = options.now ?? (() => new Date());
  const expiry = (createdAt: Date) =>
    new Date(Math.min(now().getTime() + idleMs, createdAt.getTime() + maxMs));
  const liveAt = () => {
    const at = now();
    return { now: at, startedAfter: new Date(at.getTime() - maxMs) };
  };
  await app.register(fastifyCookie);

  // The cookie may live the whole lifetime; the server decides when the session behind it has ended.
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookie } as const;
  app.decorate("session", {
    idFor: (token) => sessionIdFor(token, secret),
    now,
    expiry,
    liveAt,
    setCookie: (reply, token) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(maxMs / 1000) }),
    clearCookie: (reply) => reply.clearCookie(SESSION_COOKIE, cookieOptions),
  } satisfies SessionCookies);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  const loadSession = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const sid = sessionIdFor(token, secret);
    const found = await findSessionUser(db, sid, liveAt());
    if (!found) {
      // A session an admin's suspension ended: this one request says so (403 auth.suspended, on any
      // API path), and the session and its cookie go; the browser is a visitor from then on.
      if (!(await endSuspendedSession(db, sid))) return;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      throw appError("auth.suspended");
    }
    request.user = found.user;
    request.sessionId = sid;
    const next = expiry(found.createdAt);
    if (next.getTime() - found.expire.getTime() >= EXTEND_STEP_MS) await extendSession(db, sid, next);
  };
  // A callback hook: the requests without a session (visitors, files, pages) pay for no promise.
  app.addHook("onRequest", (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith("/api/")) return done();
    loadSession(request, reply, token).then(() => done(), done);
  });

  const prune = () =>
    deleteExpiredSessions(db, now()).catch((error: unknown) =>
      app.log.warn({ err: error }, "pruning sessions failed"),
    );
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook("onReady", async () => {
    await prune();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
