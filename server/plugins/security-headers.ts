import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { routePath } from "./route-path";

export type SecurityHeadersOptions = {
  /** Hashes of index.html's inline scripts, the only inline scripts allowed. */
  scriptHashes: string[];
  /** Strict-Transport-Security on every response (production: TLS ends at a proxy in front). */
  hsts?: boolean;
  /** Origins besides our own that a page may post a form to (eSewa's, with a merchant account). */
  formActions?: string[];
};

/**
 * Browser hardening headers on every response (OWASP ASVS 3.4): API JSON, errors, 404s, files, the
 * app's pages and the hijacked live-events stream alike. They go on the raw response as the request
 * arrives, so whatever answers later (a handler, the error handler, a stream) sends them too.
 *
 * Pages and files get a strict CSP (scripts only from our origin and index.html's hashed inline
 * script) and the document policies. API answers are data, never a document: they get the OWASP
 * REST set, `default-src 'none'` (nothing in them may load or run), which is stricter and a third
 * of the bytes on every call of a phone on 3G. The API docs page is left without a CSP, as its page
 * needs inline script.
 *
 * API answers are never stored by a browser or a proxy (`Cache-Control: no-store`): most depend on
 * the session, and a shared computer's back button or a proxy's cache must not show them to the
 * next person. A route whose answer is the same for everyone opts in to caching by setting its own
 * Cache-Control (a job photo's year, the landing page's review highlights), which replaces this one.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { scriptHashes, hsts = false, formActions = [] }: SecurityHeadersOptions) => {
    const pageCsp = [
      "default-src 'self'",
      `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      ["form-action 'self'", ...formActions].join(" "),
      "frame-ancestors 'none'",
    ].join("; ");
    const everywhere: [string, string][] = [
      ["x-content-type-options", "nosniff"],
      ["referrer-policy", "strict-origin-when-cross-origin"],
      ["x-frame-options", "DENY"],
    ];
    if (hsts) everywhere.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
    const api: [string, string][] = [
      ...everywhere,
      ["content-security-policy", API_CSP],
      ["cache-control", API_CACHE_CONTROL],
    ];
    const pages: [string, string][] = [
      ...everywhere,
      ["content-security-policy", pageCsp],
      ["cross-origin-opener-policy", "same-origin"],
      ["permissions-policy", "camera=(self), geolocation=(self), microphone=(), payment=()"],
    ];
    const docs: [string, string][] = [...everywhere, ["cache-control", API_CACHE_CONTROL]];

    app.addHook("onRequest", (request, reply, done) => {
      // As the router sees it: `/%61pi/auth/user` is the API too.
      const path = routePath(request);
      const headers = !path.startsWith("/api/") ? pages : path.startsWith("/api/docs") ? docs : api;
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
);

/** The CSP of API answers: data that may load, run or frame nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The Cache-Control of API answers unless their route sets its own. */
export const API_CACHE_CONTROL = "no-store";
