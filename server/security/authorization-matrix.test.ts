import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Contract, createContract } from "../openapi/contract";
import type { TestApp } from "../test/app";
import { type AppRoute, createTestAppWithRoutes, routeKey } from "../test/app-routes";
import { cellName, cellsOf, personOf, ROUTE_KEYS, runCell } from "./cells";
import type { World } from "./fixtures";
import { leaksIn } from "./leaks";
import { refusalBodyProblem } from "./refusal";
import { appWithWorld } from "./world-app";

let t: TestApp & { routes: AppRoute[] };
let w: World;
/** The served API document: every cell's answer must be one it describes. */
let contract: Contract;

beforeAll(async () => {
  ({ t, w } = await appWithWorld(createTestAppWithRoutes));
  contract = createContract((await t.app.inject({ url: "/api/docs/json" })).json());
});
afterAll(() => t.close());

describe("the access table", () => {
  it("lists every route the app registers", () => {
    const listed = new Set<string>(ROUTE_KEYS);
    expect(t.routes.map(routeKey).filter((key) => !listed.has(key))).toEqual([]);
  });

  it("lists only routes the app registers", () => {
    const registered = new Set(t.routes.map(routeKey));
    expect(ROUTE_KEYS.filter((key) => !registered.has(key))).toEqual([]);
  });
});

describe.each(ROUTE_KEYS)("%s", (key) => {
  const leaks: string[] = [];

  it.each(cellsOf(key).map((cell) => [cellName(cell), cell] as const))("%s", async (_name, cell) => {
    const { request, response } = await runCell(w, cell.key, cell.caller, cell.target);
    const stream = String(response.headers["content-type"]).includes("event-stream");
    expect(response.statusCode, stream ? "(stream)" : response.body).toBe(cell.status);
    // Every refusal carries a known code (a stream's is unread here: events.test.ts checks its 401).
    if (response.statusCode >= 400 && !request.stream) expect(refusalBodyProblem(response)).toBeNull();
    // And is the one the API document describes for that status (server/openapi/contract.test.ts).
    if (!request.stream) expect(contract.problemsOf(key, response)).toEqual([]);
    const viewing = {
      viewer: personOf(w, cell.caller),
      sent: JSON.stringify(request.payload ?? {}),
      adminRoute: key.includes(" /api/admin/"),
    };
    for (const leak of leaksIn(w, response, viewing)) leaks.push(`${cellName(cell)}: ${leak}`);
  });

  it("shows nobody a password hash, session data, or another user's email, phone or private text", () => {
    expect(leaks).toEqual([]);
  });
});
