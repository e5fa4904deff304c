/**
 * Which requests the service worker may answer from its runtime caches. Only reads that look the
 * same to every visitor qualify: never sign-in, live events, writes or anything that depends on the
 * session cookie (a user's jobs, cart, enrolments, messages …), which must always come from the server.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const PUBLIC_READS = [
  /^\/api\/professionals$/,
  new RegExp(`^/api/professionals/${UUID}(/(reviews|jobs))?$`, "i"),
  /^\/api\/reviews\/highlights$/,
  /^\/api\/shop\/(products|categories|brands)$/,
  new RegExp(`^/api/shop/products/${UUID}$`, "i"),
  /^\/api\/training\/categories$/,
];

/** A same-origin GET of public API data (the query string is free: filters and pages). */
export function isPublicRead(request: Pick<Request, "method">, url: URL, origin: string): boolean {
  return (
    request.method === "GET" &&
    url.origin === origin &&
    PUBLIC_READS.some((pattern) => pattern.test(url.pathname))
  );
}

/** A same-origin image outside the API (the API's images, e.g. verification documents, are private). */
export function isCacheableImage(request: Pick<Request, "destination">, url: URL, origin: string): boolean {
  return request.destination === "image" && url.origin === origin && !url.pathname.startsWith("/api/");
}

/** Navigations the app shell must not answer (tested on path + query): the API, and files. */
export const NOT_APP_PAGES = [/^\/api\//, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i];
