import { asc, count, type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { earthPoint, snappedHome } from "../../db/home-grid";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { queryPlan } from "../../test/query-plan";
import { type DirectoryOrder, findProfessionals, listedProfessionals } from "./queries";

let t: TestApp;

// A national directory: 20,000 professionals over 14 skills, 400 neighbourhoods in 10 cities.
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    insert into users (email, password, first_name, last_name, role, skill_categories, location, rating, completed_jobs,
      review_count, hourly_rate, home_latitude, home_longitude)
    select
      'bulk' || n || '@example.np', 'x', 'Pro', 'Number' || n, 'professional',
      array[(array['Electrical','Plumbing','Carpentry','Beauty & Spa','Cleaning','Web Design','Photography',
        'Catering','Driving','Painting','Tutoring','Security','Massage','Fitness'])[1 + n % 14],
        'Helper ' || (n % 97)],
      case when n % 500 = 0 then 'Jawalakhel, Lalitpur'
        else initcap(substr(md5((n % 400)::text), 1, 9)) || ', ' || (array['Kathmandu','Lalitpur','Bhaktapur',
        'Pokhara','Biratnagar','Butwal','Dharan','Hetauda','Janakpur','Nepalgunj'])[1 + n % 10] end,
      round((3 + (n % 200) / 100.0)::numeric, 2), n % 90,
      n % 37, case when n % 5 = 0 then null else 300 + (n % 80) * 50 end,
      case when n % 3 = 0 then 26.5 + (n % 997) / 500.0 end, case when n % 3 = 0 then 80.2 + (n % 991) / 150.0 end
    from generate_series(1, 20000) as n`);
  // As autovacuum would: flush the GIN pending lists and gather statistics.
  await t.db.execute(sql`vacuum analyze users`);
}, 120_000);
afterAll(() => t.close());

const plan = (query: SQLWrapper) => queryPlan(t.db, query);

// A term matching a tenth of all users ('lalit') is cheaper to read straight through, and the planner
// rightly does so; narrower terms (a neighbourhood) go through the index.
it("counts matches through the trigram indexes on skills and location", async () => {
  const skills = await plan(
    t.db
      .select({ n: count() })
      .from(users)
      .where(listedProfessionals({ skills: "plumb" })),
  );
  expect(skills).toMatch(/users_skills_trgm_idx/);
  const place = await plan(
    t.db
      .select({ n: count() })
      .from(users)
      .where(listedProfessionals({ location: "jawalakh" })),
  );
  expect(place).toMatch(/users_location_trgm_idx/);
});

it("lists a selective search through the trigram index, not a scan of every user", async () => {
  const listed = await plan(
    t.db
      .select({ id: users.id })
      .from(users)
      .where(listedProfessionals({ skills: "helper 42", location: "jawalakhel" }))
      .limit(12),
  );
  expect(listed).toMatch(/trgm_idx/);
  expect(listed).not.toMatch(/Seq Scan on users/);
  const found = await findProfessionals(
    t.db,
    { skills: "plumb", location: "lalit" },
    { limit: 12, offset: 0 },
  );
  expect(found.length).toBe(12);
  expect(found.every((pro) => pro.skillCategories.includes("Plumbing"))).toBe(true);
});

// Each order of the directory reads a page from an index in that order and stops there, instead of
// sorting every professional: best rated, by hourly rate both ways, and nearest first (KNN).
it("reads each order of the directory from its own index", async () => {
  const page = (order: DirectoryOrder) => plan(findProfessionals(t.db, {}, { limit: 12, offset: 24 }, order));
  expect(await page({ sort: "rating", from: null })).toMatch(/Index Scan using users_listed_rank_idx/);
  expect(await page({ sort: "price-asc", from: null })).toMatch(/Index Scan using users_listed_rate_asc_idx/);
  expect(await page({ sort: "price-desc", from: null })).toMatch(
    /Index Scan using users_listed_rate_desc_idx/,
  );
  const nearest = plan(
    findProfessionals(
      t.db,
      { withHome: true },
      { limit: 12, offset: 24 },
      { sort: "distance", from: { latitude: 27.7, longitude: 85.32 } },
    ),
  );
  expect(await nearest).toMatch(/Index Scan using users_listed_home_idx/);
  for (const shown of [await page({ sort: "price-asc", from: null }), await nearest]) {
    expect(shown).not.toMatch(/Seq Scan on users/);
  }
});

// Thousands of homes share a grid cell here: the pages of nearest first, read one by one through the
// page's reach (queries.ts), are exactly the plain order by distance and then id, ties included.
it("pages nearest first exactly as distance then id, however many homes share a cell", async () => {
  const from = { latitude: 27.7, longitude: 85.32 };
  const expected = await t.db
    .select({ id: users.id })
    .from(users)
    .where(listedProfessionals({ withHome: true }))
    .orderBy(sql`${snappedHome} <-> ${earthPoint(from)}`, asc(users.id))
    .limit(60);
  const pages = [];
  for (let offset = 0; offset < 60; offset += 12) {
    pages.push(
      ...(await findProfessionals(
        t.db,
        { withHome: true },
        { limit: 12, offset },
        { sort: "distance", from },
      )),
    );
  }
  expect(pages.map((pro) => pro.id)).toEqual(expected.map((row) => row.id));
  expect(new Set(pages.map((pro) => pro.distanceM)).size).toBeLessThan(pages.length);
});
