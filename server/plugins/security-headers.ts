import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type SecurityHeadersOptions = {
  /** Hashes of index.html's inline scripts, the only inline scripts allowed. */
  scriptHashes: string[];
  /** Strict-Transport-Security on every response (production: TLS ends at a proxy in front). */
  hsts?: boolean;
};

/**
 * Browser hardening headers on every response (OWASP ASVS 3.4): API JSON, errors, 404s, files, the
 * app's pages and the hijacked live-events stream alike. They go on the raw response as the request
 * arrives, so whatever answers later (a handler, the error handler, a stream) sends them too. A
 * strict CSP on everything but the API docs, whose page needs inline script.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { scriptHashes, hsts = false }: SecurityHeadersOptions) => {
    const csp = [
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
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
    const headers: [string, string][] = [
      ["x-content-type-options", "nosniff"],
      ["referrer-policy", "strict-origin-when-cross-origin"],
      ["x-frame-options", "DENY"],
      ["cross-origin-opener-policy", "same-origin"],
      ["permissions-policy", "camera=(self), geolocation=(self), microphone=(), payment=()"],
    ];
    if (hsts) headers.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);

    app.addHook("onRequest", async (request, reply) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      if (!request.url.startsWith("/api/docs")) reply.raw.setHeader("content-security-policy", csp);
    });
  },
);
