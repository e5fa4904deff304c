import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { appError } from "../errors";

/** Whether any string in a parsed body, query or path (at any depth) holds U+0000. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) return true;
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, which JSON bodies and query strings can carry: such input is
 * refused with a 400 before validation, so no route sends it to the database. (The error handler
 * still maps the database's own refusal, 22021, for text that reaches it another way, such as a
 * multipart field.) Iterative, so a body nested 100,000 deep cannot overflow the stack.
 */
export const nulTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", (request, _reply, done) => {
    const refused = holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body);
    done(refused ? appError("request.nul_text") : undefined);
  });
});
