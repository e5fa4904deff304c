/**
 * Crash durability soak (`npm run soak`): the production app with its own embedded PostgreSQL in a
 * fresh DATA_DIR, about 200 writes a second from a few hundred signed-up users, killed with SIGKILL
 * at random moments and restarted, 20 times; then every acknowledged write is looked for through
 * the API and in the database, and every transaction checked whole. Then a load phase: 100
 * connections for 60 s of reads and writes, with zero errors allowed. Writes its section of
 * bench/RESULTS.md; exits non-zero unless every restart worked, no acknowledged write was lost,
 * nothing is half-written and the load phase had no error.
 *
 *   npm run soak
 *   npm run soak -- --kills 3 --load-seconds 10 --no-write      a quick check, RESULTS.md untouched
 *   npm run soak -- --client-dir dist/client                    reuse a client build
 */
import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import pg from "pg";
import { freePort } from "./lib/server";
import { call, getJson, inParallel, type SoakUser } from "./lib/soak-client";
import { Ledger } from "./lib/soak-ledger";
import { mixedLoad } from "./lib/soak-load";
import { type CrashRecord, soakReport } from "./lib/soak-report";
import { type CrashMode, SoakServer } from "./lib/soak-server";
import { type Check, verifyThroughApi } from "./lib/soak-verify-api";
import { stockBalance, verifyInDatabase } from "./lib/soak-verify-db";
import { type Product, WriteDriver } from "./lib/soak-writes";
import { mib, ms, quantile } from "./lib/stats";

const { values: args } = parseArgs({
  options: {
    kills: { type: "string", default: "20" },
    rate: { type: "string", default: "200" },
    users: { type: "string", default: "300" },
    "min-run": { type: "string", default: "4" },
    "max-run": { type: "string", default: "12" },
    connections: { type: "string", default: "100" },
    "load-seconds": { type: "string", default: "60" },
    "client-dir": { type: "string" },
    "no-write": { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
  },
});
const kills = Number(args.kills);
const rate = Number(args.rate);
const userCount = Number(args.users);
const connections = Number(args.connections);
const loadSeconds = Number(args["load-seconds"]);
const [minRun, maxRun] = [Number(args["min-run"]), Number(args["max-run"])];

const log = (message: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const n = (value: number) => value.toLocaleString("en");

async function buildClient(outDir: string) {
  log(`building the client into ${outDir} (as npm start does)…`);
  await promisify(execFile)(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Signs `count` people up through the API (60 % customers), each from an address of their own. */
async function signUp(origin: string, count: number): Promise<SoakUser[]> {
  const run = Date.now().toString(36);
  const users: SoakUser[] = [];
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const role = i % 5 < 3 ? "customer" : "professional";
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;
      const email = `soak-${run}-${i}@soak.np`;
      const response = await fetch(`${origin}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({
          email,
          password: "soak-password",
          firstName: "Soak",
          lastName: `User ${i}`,
          role,
        }),
      });
      if (response.status !== 201)
        throw new Error(`signup ${email}: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      users.push({ id, email, role, cookie, ip });
    },
  );
  return users;
}

/**
 * The shop restocked for the soak (100,000 of each product) except the three with the least stock,
 * which run out and answer 409 (an order refused changes nothing, the stock checks that).
 */
async function prepareShop(url: string): Promise<{ products: Product[]; balance: Map<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; price: string; stock: number }>(
      "select id, price, stock_quantity as stock from marketplace_items where is_active order by stock_quantity, id",
    );
    const scarce = rows.slice(0, 3).map((row) => row.id);
    await client.query(
      "update marketplace_items set stock_quantity = 100000 where is_active and id <> all($1::uuid[])",
      [scarce],
    );
    const products = rows.map((row) => ({
      id: row.id,
      price: Number(row.price),
      stock: scarce.includes(row.id) ? row.stock : 100_000,
    }));
    return { products, balance: await stockBalance(client) };
  } finally {
    await client.end();
  }
}

async function verify(server: SoakServer, users: SoakUser[], ledger: Ledger, balance: Map<string, number>) {
  const checks = [
    ...(await verifyThroughApi(server.origin, users, ledger)),
    ...(await verifyInDatabase(
      server.databaseUrl(),
      users.map((u) => u.id),
      ledger,
      balance,
    )),
  ];
  for (const check of checks)
    log(
      `  ${check.problems.length === 0 ? "ok  " : "FAIL"} ${check.name}: ${n(check.checked)} checked${check.problems.length ? `, ${check.problems.length}+ problems:\n      ${check.problems.slice(0, 5).join("\n      ")}` : ""}`,
    );
  return checks;
}

async function main() {
  const started = Date.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sipalu-soak-"));
  await chmod(dataDir, 0o755); // run as root, PostgreSQL runs as the postgres user
  const clientDir = args["client-dir"] ? path.resolve(args["client-dir"]) : path.join(dataDir, "client");
  if (!args["client-dir"]) await buildClient(clientDir);
  // TRUST_PROXY=1: the load generator stands in for the proxy in front, each phone with its own address.
  const server = new SoakServer(dataDir, await freePort(), {
    CLIENT_DIR: clientDir,
    RATE_LIMITS: "off",
    TRUST_PROXY: "1",
  });
  let failed = true;
  try {
    const firstStart = await server.start();
    log(
      `server up in ${(firstStart / 1000).toFixed(1)} s (new cluster, migrations, demo data) at ${server.origin}; DATA_DIR ${dataDir}`,
    );
    const shop = await prepareShop(server.databaseUrl());
    const listedPros = (
      await getJson<{ professionals: { id: string }[] }>(server.origin, "/api/professionals?limit=50")
    ).professionals.map((p) => p.id);
    const signupStarted = Date.now();
    const users = await signUp(server.origin, userCount);
    log(
      `${users.length} users signed up in ${((Date.now() - signupStarted) / 1000).toFixed(1)} s; ${listedPros.length} listed professionals to save, ${shop.products.length} products`,
    );

    // Phase 1: writes, crashes, restarts.
    const ledger = new Ledger();
    const driver = new WriteDriver(server.origin, users, shop.products, listedPros, ledger);
    const crashes: CrashRecord[] = [];
    const retries: Awaited<ReturnType<WriteDriver["retryInDoubt"]>>[] = [];
    let writingMs = 0;
    const runWrites = async (seconds: number, label: string) => {
      const from = Date.now();
      const before = ledger.totals();
      driver.start(rate);
      while (Date.now() - from < seconds * 1000) {
        await sleep(Math.min(2_000, seconds * 1000 - (Date.now() - from)));
        const t = ledger.totals();
        const elapsed = (Date.now() - from) / 1000;
        log(
          `  ${label} ${elapsed.toFixed(1)} s: ${n(t.attempted - before.attempted)} writes (${((t.attempted - before.attempted) / elapsed).toFixed(0)}/s), total ${n(t.acked)} acked, ${n(t.refused)} refused, ${n(t.doubt)} in doubt; ${driver.pending} in flight`,
        );
      }
      writingMs += Date.now() - from;
    };
    for (let i = 1; i <= kills; i++) {
      const seconds = minRun + Math.random() * (maxRun - minRun);
      await runWrites(seconds, `run ${i}/${kills}`);
      const mode: CrashMode = i % 3 === 0 ? "node" : "machine";
      const inFlight = driver.pending;
      const doubtBefore = ledger.totals().doubt;
      const crash = await server.crash(mode, () => driver.hold());
      await driver.settle();
      const inDoubt = ledger.totals().doubt - doubtBefore;
      const clusterState = server.clusterState();
      log(
        `crash ${i}/${kills} (${mode}): SIGKILL to ${crash.killed.length} processes (${[...new Set(crash.killed)].join(", ")}) with ${inFlight} writes in flight; ${inDoubt} went unanswered; cluster left "${clusterState}"`,
      );
      let restartMs: number | null = null;
      try {
        restartMs = await server.start();
        log(`restart ${i}/${kills}: answering again after ${(restartMs / 1000).toFixed(1)} s`);
        const r = await driver.retryInDoubt();
        retries.push(r);
        log(
          `  sent again with their Idempotency-Key: ${r.retried} writes in doubt — ${r.replayed} had committed (stored answer replayed), ${r.fresh} had not (written now), ${r.refused} refused`,
        );
      } catch (error) {
        log(`restart ${i}/${kills} FAILED: ${String(error)}`);
      }
      crashes.push({ mode, processes: crash.killed.length, inFlight, inDoubt, restartMs, clusterState });
      if (restartMs === null) break;
    }
    const restarts = crashes.filter((c) => c.restartMs !== null).length;
    if (restarts === kills) await runWrites(5, "after the last restart");
    driver.hold();
    await driver.settle();
    log(`phase 1 done: ${restarts}/${kills} restarts; write latency p50 / p99 by kind:`);
    for (const [kind, times] of Object.entries(ledger.latencies))
      log(`  ${kind}: ${ms(quantile(times, 0.5))} / ${ms(quantile(times, 0.99))} (${times.length} answered)`);
    log("verifying every acknowledged write…");
    const crashChecks = restarts === kills ? await verify(server, users, ledger, shop.balance) : [];
    const crashTotals = ledger.totals();

    // Phase 2: load.
    let load: Awaited<ReturnType<typeof mixedLoad>> | null = null;
    let loadChecks: Check[] = [];
    let rss = { start: 0, end: 0, peak: 0 };
    if (restarts === kills) {
      const customers = users.filter((u) => u.role === "customer").slice(0, connections);
      const pros = users.filter((u) => u.role === "professional").slice(0, connections);
      await emptyCarts(server.origin, customers, ledger);
      const product = shop.products.find((p) => p.stock >= 100_000);
      if (!product || listedPros[0] === undefined)
        throw new Error("no product or professional for the load phase");
      rss = { start: server.rssBytes(), end: 0, peak: 0 };
      log(`phase 2: ${connections} connections for ${loadSeconds} s; server RSS ${mib(rss.start)}`);
      const sampler = setInterval(() => {
        rss.peak = Math.max(rss.peak, server.rssBytes());
      }, 1_000);
      load = await mixedLoad({
        origin: server.origin,
        customers,
        pros,
        listedPro: listedPros[0],
        productId: product.id,
        connections,
        seconds: loadSeconds,
        ledger,
      });
      clearInterval(sampler);
      rss.end = server.rssBytes();
      rss.peak = Math.max(rss.peak, rss.end);
      log(
        `  ${n(load.requests)} requests (${load.rps.toFixed(0)}/s, ${n(load.writes)} writes), p50 ${ms(load.p50)}, p99 ${ms(load.p99)}; ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts; RSS ${mib(rss.start)} → ${mib(rss.end)} (peak ${mib(rss.peak)})`,
      );
      for (const sample of load.samples) log(`    ${sample}`);
      log("verifying again, with the load phase's writes…");
      loadChecks = await verify(server, users, ledger, shop.balance);
    }
    await server.stop();

    const all = [...crashChecks, ...loadChecks];
    const lost = all.filter((c) => c.kind === "lost").reduce((sum, c) => sum + c.problems.length, 0);
    const halfWritten = all
      .filter((c) => c.kind === "half-written")
      .reduce((sum, c) => sum + c.problems.length, 0);
    const loadErrors = load ? load.non2xx + load.errors + load.timeouts : null;
    const passed =
      restarts === kills && all.length > 0 && lost === 0 && halfWritten === 0 && loadErrors === 0;
    const report = soakReport({
      kills,
      rate,
      users,
      listedPros: listedPros.length,
      products: shop.products.length,
      firstStartMs: firstStart,
      crashes,
      retries,
      writingMs,
      crashTotals,
      ledger,
      crashChecks,
      loadChecks,
      load,
      rss,
      lost,
      halfWritten,
      passed,
      minutes: (Date.now() - started) / 60_000,
    });
    if (!args["no-write"]) await report.write();
    log(report.summary);
    failed = !passed;
  } catch (error) {
    log(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    log(`server log (tail):\n${server.logTail(40)}`);
  } finally {
    await server.stop().catch(() => {});
    server.close();
    if (failed || args.keep) log(`DATA_DIR kept for inspection: ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

/** The load phase's customers start with empty carts (a leftover of a sold-out product would be a 409). */
async function emptyCarts(origin: string, customers: SoakUser[], ledger: Ledger) {
  await inParallel(customers, 8, async (user) => {
    const cart = await getJson<{ lines: { item: { id: string } }[] }>(origin, "/api/shop/cart", user);
    for (const line of cart.lines) {
      const outcome = await call(origin, "DELETE", `/api/shop/cart/${line.item.id}`, user);
      if (outcome.kind !== "ack") throw new Error(`emptying the cart of ${user.email}: ${outcome.kind}`);
      ledger.setCart(user.id, outcome.body as Parameters<Ledger["setCart"]>[1]);
    }
  });
}

await main();
