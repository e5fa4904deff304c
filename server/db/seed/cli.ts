import { parseArgs } from "node:util";
import { demoSeededMessage, resolveAdminPassword } from "../../admin/admin-password";
import { loadConfig } from "../../config";
import { documentsFolder, localFolderStorage } from "../../storage/local-folder";
import { openDatabase } from "../postgres";
import { seedDemoData } from ".";

/**
 * `npm run seed`: fills an empty database (embedded, or DATABASE_URL's) with the demo data.
 * `npm run seed -- --scale N`: adds N professionals, N/2 customers, 2N jobs and ~5N bids of
 * generated data instead (server/db/seed/scale), for benchmarks.
 */
async function main() {
  const { values } = parseArgs({ options: { scale: { type: "string" } } });
  const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };
  const config = loadConfig();
  const database = await openDatabase(config, log);
  try {
    if (values.scale !== undefined) {
      // Loaded only here: the bulk loader's packages are development dependencies.
      const { seedScale } = await import("./scale");
      await seedScale(database.pool, Number(values.scale.replace(/_/g, "")));
      return;
    }
    const admin = await resolveAdminPassword(config.dataDir);
    const { seeded } = await seedDemoData(database.db, {
      adminPassword: admin.password,
      realSms: Boolean(config.sms.sparrow),
      documents: localFolderStorage(documentsFolder(config.dataDir)),
    });
    log.info(
      seeded
        ? demoSeededMessage(config.dataDir, admin.password)
        : "The database already has users: left as it is.",
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
