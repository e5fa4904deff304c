/**
 * The requests the benchmarks time, and the app's own code that serves them (to capture their SQL):
 * professional search, the filtered job list and nearby professionals.
 */

import type { CurrentUser } from "../../domain/auth/user";
import { NearbyQuery } from "../../domain/instant-help/schemas";
import { JobsQuery } from "../../domain/jobs/schemas";
import { ProfessionalsQuery } from "../../domain/professionals/schemas";
import type { Db } from "../../server/db/client";
import { listNearby } from "../../server/features/instant-help/service";
import { listJobs } from "../../server/features/jobs/service";
import { listProfessionals } from "../../server/features/professionals/service";

export type BenchQuery = {
  key: "search" | "jobs" | "nearby";
  label: string;
  path: string;
  /** Needs a signed-in user. */
  signedIn: boolean;
  /** What the route handler runs for this path, on `db`. */
  serve: (db: Db, user: CurrentUser) => Promise<unknown>;
};

const query = (path: string) => Object.fromEntries(new URL(path, "http://x").searchParams);

const SEARCH = "/api/professionals?skills=plumb&location=kath";
const JOBS = "/api/jobs?skillCategory=Plumbing&location=kath&status=open";
const NEARBY = "/api/professionals/nearby?lat=27.7&lng=85.32&skillCategory=Plumbing";

export const BENCH_QUERIES: BenchQuery[] = [
  {
    key: "search",
    label: "professional search",
    path: SEARCH,
    signedIn: false,
    serve: (db) =>
      listProfessionals(db, null, ProfessionalsQuery.parse(query(SEARCH)), {
        searchPoints: false,
        now: () => new Date(),
      }),
  },
  {
    key: "jobs",
    label: "job list with filters",
    path: JOBS,
    signedIn: false,
    serve: (db) => listJobs(db, null, JobsQuery.parse(query(JOBS))),
  },
  {
    key: "nearby",
    label: "nearby professionals",
    path: NEARBY,
    signedIn: true,
    serve: (db, user) =>
      listNearby(db, user, NearbyQuery.parse(query(NEARBY)), { limit: false, now: () => new Date() }),
  },
];
