import { generatePassword } from "../../server/admin/admin-password";
import { createDb } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { createPool } from "../../server/db/postgres";
import { seedDemoData } from "../../server/db/seed";
import { seedScale } from "../../server/db/seed/scale";

const prefixed = (prefix: string) => (message: string) => console.log(`${prefix}${message}`);

/** Brings the database at `url` to the current schema and fills it: the demo data, or a scale seed. */
export async function prepareDatabase(url: string, fill: { demo?: boolean; scale?: number }): Promise<void> {
  const pool = createPool(url, 2);
  try {
    const db = createDb(pool);
    await runMigrations(db);
    if (fill.demo) await seedDemoData(db, { adminPassword: generatePassword() });
    if (fill.scale) await seedScale(pool, fill.scale, prefixed("    "));
  } finally {
    await pool.end();
  }
}
