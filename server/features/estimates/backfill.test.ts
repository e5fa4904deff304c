import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobArea } from "../../../domain/estimates/areas";
import { MIGRATIONS_FOLDER } from "../../db/migrate";
import { jobs } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";

const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0020_job_district.sql"), "utf8");
const backfill = migration
  .split("--> statement-breakpoint")
  .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
  .find((statement) => statement.startsWith("UPDATE"));
const named = [...migration.matchAll(/^ {2}\('((?:[^']|'')+)', '([^']+)', '([^']+)'\),?$/gm)].map(
  ([, name, district, province]) => ({ name: name?.replaceAll("''", "'") ?? "", district, province }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("backfills each name into the district and province the app gives a job posted there now", () => {
  expect(named.length).toBeGreaterThan(800);
  for (const { name, district, province } of named)
    expect(jobArea(name), name).toEqual({ district, province });
});

it("fills the district of jobs posted before it, by their location in any case, and leaves unknown places alone", async () => {
  const { user } = await signUp(t.app);
  const old = (location: string) =>
    t.db
      .insert(jobs)
      .values({
        customerId: user.id,
        title: "Posted before estimates",
        description: "A job from before migration 0020.",
        skillCategory: "Plumbing",
        paymentType: "contact",
        location,
      })
      .returning({ id: jobs.id });
  const [picked] = await old("Jawalakhel, Lalitpur");
  const [typed] = await old("  पोखरा ");
  const [unknown] = await old("Behind the old temple");
  await t.db.execute(sql.raw(backfill ?? ""));
  const areaOf = async (id = "") =>
    (
      await t.db
        .select({ district: jobs.district, province: jobs.province })
        .from(jobs)
        .where(eq(jobs.id, id))
    )[0];
  expect(await areaOf(picked?.id)).toEqual({ district: "Lalitpur", province: "Bagmati" });
  expect(await areaOf(typed?.id)).toEqual({ district: "Kaski", province: "Gandaki" });
  expect(await areaOf(unknown?.id)).toEqual({ district: null, province: null });
});
