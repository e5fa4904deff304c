import { and, asc, count, eq, gte, isNotNull, type SQL, sql } from "drizzle-orm";
import type { EstimateScope } from "../../../domain/estimates/areas";
import { MIN_SAMPLE } from "../../../domain/estimates/rules";
import type { DbOrTx } from "../../db/client";
import { jobs, users } from "../../db/schema";

/** The jobs whose agreed price an estimate may use: completed, with a price, neither side suspended. */
const completedWithPrice = and(
  eq(jobs.status, "completed"),
  isNotNull(jobs.finalPrice),
  sql`not exists (select 1 from ${users} where ${users.id} in (${jobs.customerId}, ${jobs.hiredProfessionalId}) and ${users.suspendedAt} is not null)`,
);

export type PriceSpread = {
  sampleSize: number;
  low: number | null;
  median: number | null;
  high: number | null;
};

const percentile = (fraction: number, only: SQL) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${jobs.finalPrice}) filter (where ${only})`;

/** A job is in a district or province by the district and province stored with it (see migration 0020). */
const within = (scope: EstimateScope | null): SQL =>
  !scope
    ? sql`true`
    : "district" in scope
      ? eq(jobs.district, scope.district)
      : eq(jobs.province, scope.province);

/**
 * The 25th, 50th and 75th percentile of the agreed prices of one category's completed jobs, and
 * how many jobs they come from, in each area (null: the whole country), in one pass over the
 * category's rows.
 */
export async function findPriceSpreads(
  db: DbOrTx,
  skillCategory: string,
  scopes: (EstimateScope | null)[],
): Promise<PriceSpread[]> {
  const areas = scopes.map(within);
  const fields = Object.fromEntries(
    areas.flatMap((only, index) => [
      [`n${index}`, sql<number>`count(*) filter (where ${only})`.mapWith(Number)],
      [`low${index}`, percentile(0.25, only)],
      [`median${index}`, percentile(0.5, only)],
      [`high${index}`, percentile(0.75, only)],
    ]),
  );
  const [row] = await db
    .select(fields)
    .from(jobs)
    .where(and(eq(jobs.skillCategory, skillCategory), completedWithPrice));
  return areas.map((_, index) => ({
    sampleSize: Number(row?.[`n${index}`] ?? 0),
    low: (row?.[`low${index}`] as number | null) ?? null,
    median: (row?.[`median${index}`] as number | null) ?? null,
    high: (row?.[`high${index}`] as number | null) ?? null,
  }));
}

const wholePercentile = (fraction: number) =>
  sql<number>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${jobs.finalPrice})`;

/** The same percentiles of every category over the whole country, for the categories with at least MIN_SAMPLE completed jobs. */
export async function findCategorySpreads(db: DbOrTx) {
  return db
    .select({
      skillCategory: jobs.skillCategory,
      sampleSize: count().as("sample_size"),
      low: wholePercentile(0.25),
      median: wholePercentile(0.5),
      high: wholePercentile(0.75),
    })
    .from(jobs)
    .where(completedWithPrice)
    .groupBy(jobs.skillCategory)
    .having(({ sampleSize }) => gte(sampleSize, MIN_SAMPLE))
    .orderBy(asc(jobs.skillCategory));
}
