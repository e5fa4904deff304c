import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthResponse, VersionResponse } from "../../../domain/version";

/** GET /api/version: what the update notice compares against; changes with every client build. */
export const versionRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    "/api/version",
    {
      schema: { tags: ["version"], summary: "The running app's version", response: { 200: VersionResponse } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache, no-store, must-revalidate");
      reply.header("pragma", "no-cache");
      reply.header("expires", "0");
      return { version };
    },
  );

  app.get(
    "/api/health",
    {
      schema: {
        tags: ["version"],
        summary: "Liveness: answers while the process serves requests",
        response: { 200: HealthResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );
};
