import { count, type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { marketplaceItems } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { queryPlan } from "../../test/query-plan";
import { catalogWhere, findProducts } from "./catalog-queries";

let t: TestApp;

// A wholesaler's catalog: 20,000 products over every category and brand.
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    insert into marketplace_items (name, category, brand, price, review_count, stock_quantity)
    select
      (array['Bosch','Makita','Stanley','Havells','Kohler'])[1 + n % 5] || ' ' ||
        initcap(substr(md5(n::text), 1, 8)) || ' Model ' || n,
      (array['Power Tools','Hand Tools','Plumbing Supplies','Electrical Supplies','Paint & Supplies',
        'Safety Gear','Cleaning Equipment','Garden Tools','Measuring Tools','Hardware'])[1 + n % 10],
      (array['Bosch','Makita','Stanley','Havells','Kohler'])[1 + n % 5],
      100 + (n % 5000), n % 300, n % 50
    from generate_series(1, 20000) as n`);
  await t.db.execute(sql`vacuum analyze marketplace_items`);
}, 120_000);
afterAll(() => t.close());

const plan = (query: SQLWrapper) => queryPlan(t.db, query);

it("searches names through the trigram index, not a scan of every product", async () => {
  const counted = await plan(
    t.db
      .select({ n: count() })
      .from(marketplaceItems)
      .where(catalogWhere({ q: "model 1234" })),
  );
  expect(counted).toMatch(/marketplace_items_name_trgm_idx/);
  expect(counted).not.toMatch(/Seq Scan on marketplace_items/);

  const found = await findProducts(t.db, { q: "Model 12345" }, "name", { limit: 12, offset: 0 });
  expect(found.map((item) => item.name)).toEqual([expect.stringMatching(/ Model 12345$/)]);
});
