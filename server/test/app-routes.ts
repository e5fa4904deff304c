import type { RouteOptions } from "fastify";
import type { ZodType } from "zod";
import { createTestApp, type TestApp } from "./app";

/** One route of the app as registered: its method, URL pattern and the zod schemas it validates with. */
export type AppRoute = {
  method: string;
  url: string;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType };
};

/** A test app together with every API route it registered (HEAD twins of GET routes left out). */
export async function createTestAppWithRoutes(
  options: Omit<Parameters<typeof createTestApp>[0], "onRoute"> = {},
): Promise<TestApp & { routes: AppRoute[] }> {
  const routes: AppRoute[] = [];
  const t = await createTestApp({
    ...options,
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === "HEAD" || !route.url.startsWith("/api/") || route.url.startsWith("/api/docs"))
          continue;
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as AppRoute["schema"] });
      }
    },
  });
  return { ...t, routes };
}

/** `GET /api/jobs/:id` style key of a route. */
export const routeKey = (route: Pick<AppRoute, "method" | "url">) => `${route.method} ${route.url}`;
