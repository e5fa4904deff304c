/**
 * `npm run seed -- --scale N`: N professionals, N/2 customers, 2N jobs and about 5N bids, the same
 * on every run (timestamps count back from the start of the UTC day), loaded with COPY. Indexes
 * and keys are dropped for the load and rebuilt once at the end, all in one transaction, then the
 * tables are vacuumed and analysed so the planner sees them as a live database would.
 */
import type pg from "pg";
import { DEMO_PASSWORD } from "../../../../domain/auth/schemas";
import { hashPassword } from "../../../features/auth/password";
import { copyRows, dropLoadIndexes, type Progress, timed } from "./load";
import {
  BID_COLUMNS,
  bidLines,
  customerLine,
  JOB_COLUMNS,
  jobAt,
  planFor,
  professionalLine,
  skillBuckets,
  USER_COLUMNS,
} from "./rows";

export type ScaleSeedResult = {
  professionals: number;
  customers: number;
  jobs: number;
  bids: number;
  seconds: number;
};

const TABLES = ["users", "jobs", "bids"] as const;

/** Scale rows carry these email domains; a database holding them is not seeded twice. */
export const SCALE_EMAIL_DOMAIN = "scale.sipalu.np";

export async function seedScale(
  pool: pg.Pool,
  scale: number,
  progress: Progress = console.log,
): Promise<ScaleSeedResult> {
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error("--scale must be a whole number of professionals, at least 1");
  const started = Date.now();
  const plan = planFor(scale, await hashPassword(DEMO_PASSWORD));
  const client = await pool.connect();
  try {
    const { rowCount } = await client.query("select 1 from users where email like $1 limit 1", [
      `%@%.${SCALE_EMAIL_DOMAIN}`,
    ]);
    if (rowCount) throw new Error("This database already holds scale data: seed a fresh database.");

    progress(
      `Scale seed: ${plan.professionals.toLocaleString("en")} professionals, ${plan.customers.toLocaleString("en")} customers, ${plan.jobs.toLocaleString("en")} jobs, ~${(plan.jobs * 2.5).toLocaleString("en")} bids`,
    );
    progress("Grouping professionals by skill…");
    const buckets = skillBuckets(plan);

    await client.query("begin");
    await client.query("set local maintenance_work_mem = '512MB'");
    await client.query("set local synchronous_commit = off");
    const saved = await dropLoadIndexes(client, TABLES);
    for (const statement of saved.drops) await client.query(statement);

    progress("Loading rows with COPY…");
    await copyRows(
      client,
      "users",
      USER_COLUMNS,
      plan.professionals,
      (n) => professionalLine(plan, n),
      progress,
      "professionals",
    );
    await copyRows(
      client,
      "users",
      USER_COLUMNS,
      plan.customers,
      (n) => customerLine(plan, n),
      progress,
      "customers",
    );
    await copyRows(
      client,
      "jobs",
      JOB_COLUMNS,
      plan.jobs,
      (n) => jobAt(plan, buckets, n).line,
      progress,
      "jobs",
    );
    const bids = await copyRows(
      client,
      "bids",
      BID_COLUMNS,
      plan.jobs,
      (n) => bidLines(plan, buckets, n),
      progress,
      "bids",
    );

    progress(`Rebuilding ${saved.creates.length} indexes and keys…`);
    for (const statement of saved.creates) await timed(client, statement, progress, 1000);
    await client.query("commit");

    progress("Vacuuming and analysing…");
    for (const table of TABLES) await timed(client, `vacuum (analyze) ${table}`, progress);
    const seconds = (Date.now() - started) / 1000;
    progress(`Scale seed done in ${seconds.toFixed(0)} s.`);
    return { professionals: plan.professionals, customers: plan.customers, jobs: plan.jobs, bids, seconds };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
