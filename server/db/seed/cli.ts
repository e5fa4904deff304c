import { loadConfig } from "../../config";
import { openDatabase } from "../postgres";
import { seedDemoData } from ".";

/** `npm run seed`: fills an empty database (embedded, or DATABASE_URL's) with the demo data. */
async function main() {
  const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };
  const database = await openDatabase(loadConfig(), log);
  try {
    const { seeded } = await seedDemoData(database.db);
    log.info(seeded ? "Demo data seeded." : "The database already has users: left as it is.");
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
