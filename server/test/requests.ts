/** API requests as the browser sends them, for any feature's tests. */
import type { FastifyInstance } from "fastify";

type Payload = Record<string, unknown>;

/** A JSON write as the browser sends it, signed in with `cookie` when given. */
export function send(
  app: FastifyInstance,
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  cookie?: string,
  payload: Payload = {},
) {
  return app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}
