import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { queryPlan } from "../../test/query-plan";
import { nearbyAvailable } from "./queries";

let t: TestApp;

// 10,000 professionals with a home around the Kathmandu valley, a fifth of them available now: the
// directory's index of every listed home (users_listed_home_idx) is no match for the smaller one of
// those who can take work.
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    insert into users (email, password, first_name, last_name, role, skill_categories, is_online, is_free_now,
      home_latitude, home_longitude)
    select 'near' || n || '@example.np', 'x', 'Pro', 'Number' || n, 'professional', array['Plumbing'],
      n % 5 = 0, n % 5 = 0, 27.55 + (n % 71) * 0.005, 85.2 + (n / 71) * 0.002
    from generate_series(1, 10000) as n`);
  await t.db.execute(sql`vacuum analyze users`);
}, 120_000);
afterAll(() => t.close());

const plan = (query: SQLWrapper) => queryPlan(t.db, query);

it("reads the nearest snapped homes from users_available_home_idx (same expression), not every professional", async () => {
  const shown = await plan(nearbyAvailable(t.db, { latitude: 27.7, longitude: 85.33 }, undefined, 50));
  expect(shown).toContain("users_available_home_idx");
  expect(shown).not.toMatch(/Seq Scan on users/);
});
