import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../db/postgres";
import { AdminNotCreated, createAdmin } from "./create-admin";

const USAGE = "Usage: npm run admin -- create EMAIL [--first-name NAME] [--last-name NAME]";

/**
 * `npm run admin -- create EMAIL`: makes an administrator on the configured database (DATABASE_URL,
 * or the embedded one under DATA_DIR while the server is stopped) and prints their new password once.
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "first-name": { type: "string" }, "last-name": { type: "string" } },
  });
  const [command, email] = positionals;
  if (command !== "create" || !email || positionals.length !== 2) {
    console.error(USAGE);
    process.exit(2);
  }
  const log = { info: () => {}, warn: (msg: string) => console.warn(msg) };
  const database = await openDatabase(loadConfig(), log);
  try {
    const admin = await createAdmin(database.db, {
      email,
      firstName: values["first-name"],
      lastName: values["last-name"],
    });
    console.log(`Admin ${admin.email} created. Password (shown once, change it after signing in):`);
    console.log(admin.password);
  } catch (error) {
    if (!(error instanceof AdminNotCreated)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
