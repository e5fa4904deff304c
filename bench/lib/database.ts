import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../server/db/embedded-postgres";
import { ensureDatabase } from "../../server/db/postgres";

export type BenchDatabase = {
  label: string;
  url: string;
  /** Drops the database and creates it again, empty (same name, same server). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

async function recreate(adminUrl: string, name: string): Promise<void> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
  } finally {
    await admin.end();
  }
  await ensureDatabase(adminUrl, name);
}

const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };

/** A throwaway embedded PostgreSQL with a fresh database (fsync on: the numbers are a real server's). */
export async function embeddedDatabase(name: string): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "sipalu-bench-"));
  await chmod(dir, 0o755); // run as root, PostgreSQL runs as the postgres user
  const server = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), log: quiet });
  await ensureDatabase(server.url("postgres"), name);
  return {
    label: "embedded PostgreSQL",
    url: server.url(name),
    reset: () => recreate(server.url("postgres"), name),
    close: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database `name` on the server of `adminUrl` (e.g. DATABASE_URL), dropped afterwards. */
export async function externalDatabase(adminUrl: string, name: string): Promise<BenchDatabase> {
  await recreate(adminUrl, name);
  const pg = (await import("pg")).default;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL at ${url.host}`,
    url: url.toString(),
    reset: () => recreate(adminUrl, name),
    close: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      await client.end();
    },
  };
}

/** The databases a benchmark runs on: the embedded one, and DATABASE_URL's server when it is set. */
export async function* benchDatabases(name: string): AsyncGenerator<BenchDatabase> {
  yield await embeddedDatabase(name);
  const external = process.env.DATABASE_URL;
  if (external) yield await externalDatabase(external, name);
}
