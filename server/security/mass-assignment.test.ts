import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { ROUTE_KEYS, runCell } from "./cells";
import type { World } from "./fixtures";
import { CASES, withForbidden } from "./mass-assignment-cases";
import type { RouteRequest } from "./route-requests";
import { appWithWorld } from "./world-app";

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await appWithWorld(createTestApp));
});
afterAll(() => t.close());

/** What no request may change about the world's people (their rating and jobs follow their work). */
async function people() {
  const ids = [w.customer, w.professional, w.admin, w.otherCustomer, w.otherProfessional].map(
    (person) => person.user.id,
  );
  const rows = await t.db
    .select({
      id: users.id,
      email: users.email,
      password: users.password,
      role: users.role,
      isVerified: users.isVerified,
      kycStatus: users.kycStatus,
      subscriptionTier: users.subscriptionTier,
      suspendedAt: users.suspendedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

describe("fields the caller may not set are ignored or refused", () => {
  it("covers every POST, PUT and PATCH route of the access table", () => {
    const writes = ROUTE_KEYS.filter((key) => /^(POST|PUT|PATCH) /.test(key));
    const covered = new Set(CASES.map((c) => c.key));
    expect(writes.filter((key) => !covered.has(key))).toEqual([]);
  });

  it.each(
    CASES.map((c) => [`${c.key} as ${c.caller}${c.what ? `, ${c.what}` : ""} → ${c.status}`, c] as const),
  )("%s", async (_name, c) => {
    const before = await people();
    const adjust = (request: RouteRequest) => {
      const poisoned = withForbidden(w, request, c.extra);
      return c.replace ? c.replace(w, poisoned) : poisoned;
    };
    const { request, response } = await runCell(w, c.key, c.caller, c.target, adjust);
    expect(response.statusCode, response.body).toBe(c.status);
    if (c.message) expect(response.json().message).toMatch(c.message);
    expect(await people()).toEqual(before);
    await c.check?.(w, request, response.body ? response.json() : {});
  });
});
