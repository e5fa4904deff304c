import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgTransaction } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Queries take either the pool-backed db or an open transaction. */
export type DbOrTx = Db | Tx;

export function createDb(pool: Pool): Db {
  return drizzle({ client: pool, schema, casing: "snake_case" });
}

export type { PgTransaction };
