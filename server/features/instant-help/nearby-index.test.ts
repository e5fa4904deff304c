import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { queryPlan } from "../../test/query-plan";
import { nearbyAvailable } from "./queries";

let t: TestApp;

// 5,000 professionals available now around the Kathmandu valley.
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    insert into users (email, password, first_name, last_name, role, skill_categories, is_online, is_free_now,
      home_latitude, home_longitude)
    select 'near' || n || '@example.np', 'x', 'Pro', 'Number' || n, 'professional', array['Plumbing'], true, true,
      27.55 + (n % 71) * 0.005, 85.2 + (n / 71) * 0.004
    from generate_series(1, 5000) as n`);
  await t.db.execute(sql`vacuum analyze users`);
}, 120_000);
afterAll(() => t.close());

const plan = (query: SQLWrapper) => queryPlan(t.db, query);

it("reads the nearest snapped homes from users_available_home_idx (same expression), not every professional", async () => {
  const shown = await plan(nearbyAvailable(t.db, { latitude: 27.7, longitude: 85.33 }, undefined, 50));
  expect(shown).toContain("users_available_home_idx");
  expect(shown).not.toMatch(/Seq Scan on users/);
});
