/**
 * App vs database: requests per second of GET /api/professionals?skills=plumb&location=kath and of
 * the filtered GET /api/jobs, through the whole app, ÷ pgbench TPS of the identical SQL (the
 * statements the route runs, captured from the app's own query code with the same parameters, run
 * as one pgbench transaction in extended protocol). The same number of concurrent clients on both
 * sides; what is left is what Node, Fastify, node-postgres and JSON add on top of PostgreSQL.
 *
 *   tsx bench/app-vs-db.ts --scale 10000 --seconds 10 --rounds 2
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { captureStatements, type Statement } from "./lib/capture";
import { benchDatabases } from "./lib/database";
import { httpLoad } from "./lib/http-load";
import { findPgbench, pgbench } from "./lib/pgbench";
import { BENCH_QUERIES } from "./lib/queries";
import { runLine, targetLine, writeSection } from "./lib/results";
import { prepareDatabase } from "./lib/seed";
import { startServer } from "./lib/server";
import { signedInCustomer } from "./lib/session";
import { ms, quantile } from "./lib/stats";

const { values: args } = parseArgs({
  options: {
    scale: { type: "string", default: "10000" },
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
  },
});
const scale = Number(args.scale);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const TARGET = 0.5;

type Row = {
  database: string;
  label: string;
  path: string;
  appRps: number[];
  appP95: number[];
  tps: number[];
  statements: Statement[];
  script: string;
};

const median = (values: number[]) => quantile(values, 0.5);

async function main() {
  const binary = findPgbench();
  if (!binary)
    throw new Error("pgbench not found: apt-get install postgresql (Debian ships it there), or set PGBENCH");
  const rows: Row[] = [];
  for await (const database of benchDatabases("sipalu_bench_app_vs_db")) {
    try {
      console.log(
        `app vs database on ${database.label}: seeding ${scale.toLocaleString("en")} professionals…`,
      );
      await prepareDatabase(database.url, { scale });
      const secret = randomBytes(32).toString("hex");
      const server = await startServer(database.url, secret);
      try {
        const { user } = await signedInCustomer(database.url, secret);
        for (const query of BENCH_QUERIES.filter((q) => q.key !== "nearby")) {
          const statements = await captureStatements(database.url, (db) => query.serve(db, user));
          const row: Row = {
            database: database.label,
            label: query.label,
            path: query.path,
            appRps: [],
            appP95: [],
            tps: [],
            statements,
            script: "",
          };
          for (let round = 1; round <= rounds; round++) {
            const bench = await pgbench(binary, database.url, statements, {
              clients: connections,
              seconds,
              name: query.key,
            });
            row.tps.push(bench.tps);
            row.script = bench.script;
            const app = await httpLoad({
              url: `${server.origin}${query.path}`,
              connections,
              seconds,
              warmupSeconds: 2,
            });
            row.appRps.push(app.rps);
            row.appP95.push(app.p95);
            console.log(
              `  round ${round}: ${query.path}: app ${app.rps.toFixed(0)} req/s, pgbench ${bench.tps.toFixed(0)} TPS`,
            );
          }
          rows.push(row);
        }
      } finally {
        await server.stop();
      }
    } finally {
      await database.close();
    }
  }
  await writeSection("app-vs-db", report(rows));
}

function report(rows: Row[]): string {
  const table = rows.map((r) => {
    const ratio = median(r.appRps) / median(r.tps);
    return `| ${r.database} | \`${r.path}\` | ${Math.round(median(r.appRps)).toLocaleString("en")} | ${ms(median(r.appP95))} | ${Math.round(median(r.tps)).toLocaleString("en")} | ${ratio.toFixed(2)} |`;
  });
  const search = rows.filter((r) => r.path.startsWith("/api/professionals"));
  const worst = Math.min(...search.map((r) => median(r.appRps) / median(r.tps)));
  const scripts = rows
    .filter((r, i) => rows.findIndex((other) => other.path === r.path) === i)
    .map(
      (r) =>
        `\`${r.path}\` (parameters: ${r.statements.map((s) => JSON.stringify(s.values)).join("; ")}):\n\n\`\`\`sql\n${r.script.trim()}\n\`\`\``,
    );
  return `## 2. App vs database: the API ÷ pgbench of its own SQL

${runLine()}
\`tsx bench/app-vs-db.ts --scale ${scale} --seconds ${seconds} --rounds ${rounds} --connections ${connections}\`: a fresh
database seeded with \`--scale ${scale}\` (${scale.toLocaleString("en")} professionals, ${(scale * 2).toLocaleString("en")} jobs). For each route, the SQL
it runs is captured from the app's own service code with the same parameters; pgbench runs those
statements as one transaction (\`-M extended -c ${connections}\`, ${seconds} s) and autocannon loads the route on
the app (${connections} connections, ${seconds} s after 2 s of warm-up; the app's pool has 10 connections), alternating,
${rounds} rounds, medians. Both share the machine's two cores with PostgreSQL and the load generator.

| database | route | app req/s | app p95 | pgbench TPS of its SQL | app ÷ pgbench |
| --- | --- | --: | --: | --: | --: |
${table.join("\n")}

<details><summary>The pgbench scripts (the route's SQL)</summary>

${scripts.join("\n\n")}

</details>

${targetLine("search req/s ≥ 0.5 × pgbench TPS of its SQL", Number.isFinite(worst) ? worst.toFixed(2) : "n/a", Number.isFinite(worst) ? worst >= TARGET : null)}`;
}

await main();
