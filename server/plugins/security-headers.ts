import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type SecurityHeadersOptions = { scriptHashes: string[] };

/** Browser hardening headers on every response; a strict CSP on everything but the API docs. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { scriptHashes }: SecurityHeadersOptions) => {
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

    app.addHook("onSend", async (request, reply, payload) => {
      reply.header("x-content-type-options", "nosniff");
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      reply.header("x-frame-options", "DENY");
      reply.header("cross-origin-opener-policy", "same-origin");
      reply.header("permissions-policy", "camera=(self), geolocation=(self), microphone=(), payment=()");
      if (request.protocol === "https")
        reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
      if (!request.url.startsWith("/api/docs")) reply.header("content-security-policy", csp);
      return payload;
    });
  },
);
