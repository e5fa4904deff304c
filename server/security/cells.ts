import type { LightMyRequestResponse } from "fastify";
import {
  ACCESS_TABLE,
  CALLERS,
  type Caller,
  type Expected,
  type RouteKey,
  type Target,
} from "./access-table";
import type { Person, World } from "./fixtures";
import { ROUTE_REQUESTS, type RouteRequest } from "./route-requests";

/** One cell of the matrix: a route, who calls it, about which object, and the status they must get. */
export type Cell = { key: RouteKey; caller: Caller; target?: Target; status: number };

/** A route names an object when its path has an id, or when the table gives statuses per object. */
export function namesObject(key: RouteKey): boolean {
  return key.includes("/:") || CALLERS.some((caller) => typeof ACCESS_TABLE[key][caller] === "object");
}

function targetsOf(key: RouteKey, expected: Expected): [Target | undefined, number][] {
  if (typeof expected === "object") return Object.entries(expected) as [Target, number][];
  return namesObject(key)
    ? [
        ["other", expected],
        ["missing", expected],
      ]
    : [[undefined, expected]];
}

export function cellsOf(key: RouteKey): Cell[] {
  return CALLERS.flatMap((caller) =>
    targetsOf(key, ACCESS_TABLE[key][caller]).map(([target, status]) => ({ key, caller, target, status })),
  );
}

export const ROUTE_KEYS = Object.keys(ACCESS_TABLE) as RouteKey[];

const describeTarget = { own: "own object", other: "someone else's object", missing: "an id of nothing" };
export const cellName = (cell: Cell) =>
  `${cell.caller}${cell.target ? `, ${describeTarget[cell.target]}` : ""} → ${cell.status}`;

export const personOf = (w: World, caller: Caller): Person | null =>
  caller === "anonymous" ? null : w[caller];

/** Builds the cell's request and sends it as the caller; a stream is read up to its status, then closed. */
export async function runCell(
  w: World,
  key: RouteKey,
  caller: Caller,
  target: Target | undefined,
  /** Changes the valid request before it is sent (e.g. adds fields the caller may not set). */
  adjust: (request: RouteRequest) => RouteRequest = (request) => request,
): Promise<{ request: RouteRequest; response: LightMyRequestResponse }> {
  const me = personOf(w, caller);
  const request = adjust(await ROUTE_REQUESTS[key](w, me, target));
  const method = key.slice(0, key.indexOf(" ")) as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  const cookie = request.cookie ?? me?.cookie;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (request.multipart) headers["content-type"] = request.multipart.contentType;
  const response = await w.t.app.inject({
    method,
    url: request.url,
    headers,
    payload: request.multipart?.payload ?? request.payload,
    remoteAddress: request.remoteAddress,
    payloadAsStream: request.stream,
  });
  if (request.stream) response.raw.res.destroy();
  return { request, response };
}
