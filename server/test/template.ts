import pg from "pg";
import { createDb } from "../db/client";
import { runMigrations } from "../db/migrate";
import { ensureDatabase } from "../db/postgres";

declare module "vitest" {
  interface ProvidedContext {
    /** A connection to the test server allowed to create databases. */
    databaseAdminUrl: string;
    /** A migrated database that every test file clones. */
    templateDatabase: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates and migrates the template database that each test file clones. */
export async function createTemplate(adminUrl: string, name: string): Promise<void> {
  await dropDatabase(adminUrl, name);
  await ensureDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 1 });
  try {
    await runMigrations(createDb(pool));
  } finally {
    await pool.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}
