import path from "node:path";
import pg from "pg";
import type { Config } from "../config";
import { createDb, type Db } from "./client";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { runMigrations } from "./migrate";

// NUMERIC stays a string (exact money); BIGINT counts become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const EMBEDDED_DATABASE = "sipalu";

export type Database = { pool: pg.Pool; db: Db; url: string; close: () => Promise<void> };
type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on("error", () => {}); // an idle client's lost connection is replaced on next use
  return pool;
}

/**
 * Opens the database named by DATABASE_URL, or starts the embedded PostgreSQL under
 * DATA_DIR/pg when it is unset, and brings its schema up to date.
 */
export async function openDatabase(config: Config, log: Log): Promise<Database> {
  let connectionString = config.databaseUrl;
  let stopServer = async () => {};
  if (!connectionString) {
    const server = await startEmbeddedPostgres({ dir: path.join(config.dataDir, "pg"), log });
    stopServer = server.stop;
    await ensureDatabase(server.url("postgres"), EMBEDDED_DATABASE);
    connectionString = server.url(EMBEDDED_DATABASE);
  }
  const pool = createPool(connectionString);
  const db = createDb(pool);
  try {
    await runMigrations(db);
  } catch (error) {
    await pool.end();
    await stopServer();
    throw error;
  }
  return {
    pool,
    db,
    url: connectionString,
    close: async () => {
      await pool.end();
      await stopServer();
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : "";
      await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}
