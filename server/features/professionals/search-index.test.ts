import { count, type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { queryPlan } from "../../test/query-plan";
import { findProfessionals, listedProfessionals } from "./queries";

let t: TestApp;

// A national directory: 20,000 professionals over 14 skills, 400 neighbourhoods in 10 cities.
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    insert into users (email, password, first_name, last_name, role, skill_categories, location, rating, completed_jobs)
    select
      'bulk' || n || '@example.np', 'x', 'Pro', 'Number' || n, 'professional',
      array[(array['Electrical','Plumbing','Carpentry','Beauty & Spa','Cleaning','Web Design','Photography',
        'Catering','Driving','Painting','Tutoring','Security','Massage','Fitness'])[1 + n % 14],
        'Helper ' || (n % 97)],
      case when n % 500 = 0 then 'Jawalakhel, Lalitpur'
        else initcap(substr(md5((n % 400)::text), 1, 9)) || ', ' || (array['Kathmandu','Lalitpur','Bhaktapur',
        'Pokhara','Biratnagar','Butwal','Dharan','Hetauda','Janakpur','Nepalgunj'])[1 + n % 10] end,
      round((3 + (n % 200) / 100.0)::numeric, 2), n % 90
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
