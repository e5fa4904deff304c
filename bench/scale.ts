/**
 * Scale: p95 latency of professional search, the filtered job list and nearby professionals through
 * the HTTP API on a fresh database seeded at each scale (default 10k and 1M professionals), the
 * ratio of the largest scale to the smallest, and EXPLAIN (ANALYZE, BUFFERS) of each route's SQL
 * showing which indexes it reads.
 *
 *   tsx bench/scale.ts --scales 10000,1000000 --seconds 15 --connections 4
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { captureStatements, executionMs, explainStatements, indexesUsed } from "./lib/capture";
import { benchDatabases } from "./lib/database";
import { httpLoad } from "./lib/http-load";
import { BENCH_QUERIES } from "./lib/queries";
import { runLine, targetLine, writeSection } from "./lib/results";
import { prepareDatabase } from "./lib/seed";
import { startServer } from "./lib/server";
import { signedInCustomer } from "./lib/session";
import { ms } from "./lib/stats";

const { values: args } = parseArgs({
  options: {
    scales: { type: "string", default: "10000,1000000" },
    seconds: { type: "string", default: "15" },
    connections: { type: "string", default: "4" },
  },
});
const scales = args.scales.split(",").map((s) => Number(s.replace(/_/g, "")));
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const TARGET = 2;

type Measure = {
  database: string;
  scale: number;
  key: string;
  label: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  plans: string[];
  seedSeconds: number;
};

const measures: Measure[] = [];
const short = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

async function measureScale(database: { label: string; url: string }, scale: number) {
  console.log(`scale ${short(scale)} on ${database.label}: seeding…`);
  const seedStarted = Date.now();
  await prepareDatabase(database.url, { scale });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const secret = randomBytes(32).toString("hex");
  const server = await startServer(database.url, secret);
  try {
    const { cookie, user } = await signedInCustomer(database.url, secret);
    for (const query of BENCH_QUERIES) {
      const statements = await captureStatements(database.url, (db) => query.serve(db, user));
      const plans = await explainStatements(database.url, statements);
      const result = await httpLoad({
        url: `${server.origin}${query.path}`,
        connections,
        seconds,
        warmupSeconds: 2,
        headers: query.signedIn ? { cookie } : undefined,
      });
      console.log(
        `  ${query.label}: ${result.rps.toFixed(0)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}; plans ${plans.map(executionMs).map(ms).join(" + ")}`,
      );
      measures.push({
        database: database.label,
        scale,
        key: query.key,
        label: query.label,
        path: query.path,
        rps: result.rps,
        p50: result.p50,
        p95: result.p95,
        plans,
        seedSeconds,
      });
    }
  } finally {
    await server.stop();
  }
}

function report(): string {
  const smallest = Math.min(...scales);
  const largest = Math.max(...scales);
  const databases = [...new Set(measures.map((m) => m.database))];
  const find = (database: string, scale: number, key: string) =>
    measures.find((m) => m.database === database && m.scale === scale && m.key === key);
  const header = `| database | query | ${scales.map((s) => `p95 at ${short(s)}`).join(" | ")} | ${short(largest)} ÷ ${short(smallest)} | req/s at ${short(largest)} | indexes read at ${short(largest)} (EXPLAIN) |`;
  const ratios: number[] = [];
  const rows = databases.flatMap((database) =>
    BENCH_QUERIES.map((query) => {
      const cells = scales.map((s) => find(database, s, query.key));
      const low = find(database, smallest, query.key);
      const high = find(database, largest, query.key);
      const ratio = low && high ? high.p95 / low.p95 : Number.NaN;
      if (Number.isFinite(ratio)) ratios.push(ratio);
      const indexes = high ? high.plans.map((plan) => indexesUsed(plan).join(", ") || "none").join("; ") : "";
      return `| ${database} | ${query.label}: \`${query.path}\` | ${cells.map((m) => (m ? ms(m.p95) : "—")).join(" | ")} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : "—"} | ${high ? Math.round(high.rps).toLocaleString("en") : "—"} | ${indexes} |`;
    }),
  );
  const seeds = databases.flatMap((database) =>
    scales.flatMap((s) => {
      const m = measures.find((x) => x.database === database && x.scale === s);
      return m ? [`${short(s)} on ${database}: ${Math.round(m.seedSeconds)} s`] : [];
    }),
  );
  const plans = measures.map(
    (m) =>
      `**${m.label}, ${short(m.scale)}, ${m.database}** (${m.plans.map(executionMs).map(ms).join(" + ")} in EXPLAIN ANALYZE):\n\n\`\`\`\n${m.plans.join("\n\n")}\n\`\`\``,
  );
  const worst = ratios.length > 0 ? Math.max(...ratios) : Number.NaN;
  return `## 3. Scale: p95 latency at ${scales.map(short).join(" and ")} professionals

${runLine()}
\`tsx bench/scale.ts --scales ${scales.join(",")} --seconds ${seconds} --connections ${connections}\`: for each scale a fresh
database is seeded with \`npm run seed -- --scale N\`'s generator (N professionals, N/2 customers, 2N jobs,
~5N bids), the app started on it, and each route loaded through HTTP with autocannon (${connections}
connections, ${seconds} s after 2 s of warm-up; nearby as a signed-in customer). p95 is over every response
of the run. Seeding took ${seeds.join("; ") || "—"}.

${header}
| --- | --- | ${scales.map(() => "--:").join(" | ")} | --: | --: | --- |
${rows.join("\n")}

Each route runs two statements (a page and its total; nearby: the user's home point, then the search),
listed in that order in the index column.

<details><summary>EXPLAIN (ANALYZE, BUFFERS) of every statement</summary>

${plans.join("\n\n")}

</details>

${targetLine(`p95 at ${short(largest)} ÷ at ${short(smallest)} ≤ 2 for every query`, Number.isFinite(worst) ? `worst ${worst.toFixed(2)}` : "n/a", scales.length > 1 && Number.isFinite(worst) ? worst <= TARGET : null)}`;
}

for await (const database of benchDatabases("sipalu_bench_scale")) {
  try {
    for (const scale of scales) {
      // A fresh database per scale: drop this one's tables by starting over.
      await measureScale(database, scale);
      await writeSection("scale", report());
      await database.reset();
    }
  } finally {
    await database.close();
  }
}
console.log("written to bench/RESULTS.md");
