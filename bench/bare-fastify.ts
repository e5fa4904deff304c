/**
 * A second baseline for the framework-overhead benchmark: Fastify alone (no plugins, hooks, zod or
 * logger) answering GET /api/health with the same JSON, to tell what Fastify costs from what
 * Sipalu's own hooks and serialisation add. `tsx bench/bare-fastify.ts PORT`
 */
import Fastify from "fastify";

const port = Number(process.argv[2] ?? 3998);
const app = Fastify({ logger: false });
app.get("/api/health", async (_request, reply) => {
  reply.header("cache-control", "no-store");
  return { status: "ok" };
});
await app.listen({ host: "127.0.0.1", port });
