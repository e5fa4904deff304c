import type { FastifyRequest } from "fastify";

/**
 * The path a request is for, as the router sees it: the matched route's path ("/api/jobs/:id"), or
 * for a path no route matches, the decoded path. The router decodes before matching, so the raw
 * URL is not it: `/%61pi/jobs` reaches the route `/api/jobs`.
 */
export function routePath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  const path = request.url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a request is for the API (see routePath). */
export const isApiRequest = (request: FastifyRequest) => routePath(request).startsWith("/api/");
