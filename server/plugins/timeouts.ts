import type http from "node:http";
import type { FastifyHttpOptions, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** How long a connection may take over each part of a request (ms). */
export type Timeouts = {
  /** From a request's first byte to the end of its headers (Node's headersTimeout). */
  headersMs: number;
  /**
   * From a request's first byte to the end of its body (Node's requestTimeout). Only receiving is
   * timed: once the request is read, a long answer (the live-events stream) is not cut.
   */
  requestMs: number;
  /** A connection with no byte either way for this long is closed (Fastify's connectionTimeout). */
  idleMs: number;
  /** An idle kept-alive connection between requests is closed after this long. */
  keepAliveMs: number;
  /** How often Node looks for requests past headersMs / requestMs (the granularity of both). */
  checkEveryMs: number;
};

/**
 * A 5 MB photo over a slow mobile uplink (~350 kbit/s) takes about two minutes, so a request may
 * take that long; headers are a few hundred bytes and get 15 s. Kept-alive connections outlive a
 * load balancer's usual 60 s idle timeout, so the balancer, not Sipalu, closes them first.
 */
export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

/** Request line and headers together (Node's maxHeaderSize): larger is refused with 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** The server options that bound how long and how much a connection may hold. */
export function connectionOptions(timeouts: Timeouts): FastifyHttpOptions<http.Server> {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: timeouts.headersMs,
      // Node requires it at least as long as headersTimeout when both are given to createServer.
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}

/**
 * Routes whose answer lives on: the live-events stream sends a comment every 25 s, but how long a
 * stream stays quiet is the stream's business, so the idle timeout is lifted for it (a dead peer
 * is still found when a write fails).
 */
export const STREAM_ROUTES = new Set(["/api/events"]);

export const streamTimeoutsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, _reply, done) => {
    // (An injected request's socket is a stand-in without timers.)
    const socket = request.raw.socket;
    if (STREAM_ROUTES.has(request.routeOptions.url ?? "") && typeof socket?.setTimeout === "function") {
      socket.setTimeout(0);
    }
    done();
  });
});
