import { eq, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import { jobs, users } from "../db/schema";
import type { World } from "./fixtures";
import type { RouteRequest } from "./route-requests";

/** Reads back, after a request, what it made or changed (`body` is its JSON response, {} when empty). */
export type Check = (w: World, request: RouteRequest, body: Record<string, unknown>) => Promise<void>;

export const idIn = (url: string) => url.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)?.[0] ?? "";

export async function one<T>(rows: Promise<T[]>) {
  const [row] = await rows;
  if (!row) throw new Error("no row");
  return row;
}

/** Every row of `table` whose `column` is `value`. */
export async function rowsWhere<T extends PgTable>(w: World, table: T, column: PgColumn, value: string) {
  const rows: unknown[] = await w.t.db
    .select()
    .from(table as PgTable)
    .where(eq(column, value));
  return rows as InferSelectModel<T>[];
}

/** The row of `table` whose id is `id`. */
export const rowOf = <T extends PgTable & { id: PgColumn }>(w: World, table: T, id: string) =>
  one(rowsWhere(w, table, table.id, id));

/** What the other customer has in a table of people's things (a wishlist, a cart, a saved list). */
export const otherCustomersRows = <T extends PgTable & { userId: PgColumn }>(w: World, table: T) =>
  rowsWhere(w, table, table.userId, w.otherCustomer.user.id);

/**
 * Reads back the row of `table` the request changed (`idFrom` "url": the id in its URL) or made (the
 * id in that field of its response): it must hold `fields`, and pass `more`.
 */
export function readBack<T extends PgTable & { id: PgColumn }>(
  table: T,
  idFrom: "url" | "id" | "jobId",
  fields: (w: World, request: RouteRequest) => object,
  more?: (w: World, row: InferSelectModel<T>) => Promise<void> | void,
): Check {
  return async (w, request, body) => {
    const row = await rowOf(w, table, idFrom === "url" ? idIn(request.url) : String(body[idFrom]));
    expect(row).toMatchObject(fields(w, request));
    await more?.(w, row);
  };
}

/** A row made just now: its own id (not the one the request sent) and its own creation time. */
export function expectMadeNow(row: { id: string; createdAt: Date }, sentId: string) {
  expect(row.id).not.toBe(sentId);
  expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
}

/** A professional's completed-jobs count follows the jobs they completed; their rating is `rating`. */
export async function expectStats(w: World, professionalId: string, rating: string) {
  const stats = await rowOf(w, users, professionalId);
  const done = await rowsWhere(w, jobs, jobs.hiredProfessionalId, professionalId);
  expect(stats.completedJobs).toBe(done.filter((job) => job.status === "completed").length);
  expect(stats.rating).toBe(rating);
}
