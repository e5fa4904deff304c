/**
 * Framework overhead: requests per second of Sipalu's GET /api/health (the whole Fastify app in
 * production mode: hooks, security headers, session lookup, zod serialisation) ÷ a bare node:http
 * server returning the same JSON. Same autocannon load (connections, duration) on both, in
 * alternating rounds so background noise hits both alike; the median of the per-round ratios.
 *
 *   npm run bench -- --only overhead      or      tsx bench/overhead.ts --seconds 10 --rounds 3
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { embeddedDatabase } from "./lib/database";
import { httpLoad, type LoadResult } from "./lib/http-load";
import { startScript, stopProcess } from "./lib/process";
import { runLine, targetLine, writeSection } from "./lib/results";
import { prepareDatabase } from "./lib/seed";
import { type BenchServer, freePort, startServer } from "./lib/server";
import { ms, quantile } from "./lib/stats";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
});
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const TARGET = 0.85;

type Contender = { name: string; url: string; results: LoadResult[] };

const median = (values: number[]) => quantile(values, 0.5);

async function main() {
  const database = await embeddedDatabase("sipalu_bench_overhead");
  const servers: BenchServer[] = [];
  const port = await freePort();
  const bare = await startScript("bench/bare-server.ts", [String(port)], `http://127.0.0.1:${port}/`);
  const fastifyPort = await freePort();
  const fastify = await startScript(
    "bench/bare-fastify.ts",
    [String(fastifyPort)],
    `http://127.0.0.1:${fastifyPort}/`,
  );
  try {
    await prepareDatabase(database.url, {});
    const secret = randomBytes(32).toString("hex");
    const quiet = await startServer(database.url, secret, { LOG_LEVEL: "warn" });
    const logged = await startServer(database.url, secret, { LOG_LEVEL: "info" });
    servers.push(quiet, logged);
    const contenders: Contender[] = [
      { name: "bare node:http", url: `http://127.0.0.1:${port}/api/health`, results: [] },
      {
        name: "Fastify alone (no plugins, hooks, zod or logger)",
        url: `http://127.0.0.1:${fastifyPort}/api/health`,
        results: [],
      },
      { name: "Sipalu, LOG_LEVEL=warn", url: `${quiet.origin}/api/health`, results: [] },
      {
        name: "Sipalu, LOG_LEVEL=info (the default: a log line per request)",
        url: `${logged.origin}/api/health`,
        results: [],
      },
    ];
    for (let round = 1; round <= rounds; round++)
      for (const contender of contenders) {
        const result = await httpLoad({ url: contender.url, connections, seconds, warmupSeconds: 2 });
        contender.results.push(result);
        console.log(
          `  round ${round}: ${contender.name}: ${Math.round(result.rps).toLocaleString("en")} req/s, p95 ${ms(result.p95)}`,
        );
      }
    await writeSection("overhead", report(contenders));
  } finally {
    for (const server of servers) await server.stop();
    await stopProcess(bare);
    await stopProcess(fastify);
    await database.close();
  }
}

/**
 * Each contender ÷ the bare server of the same round (measured minutes apart, so background load
 * hits both alike), then the median over rounds: steadier than a ratio of medians on a busy machine.
 */
function roundRatios(contender: Contender, base: Contender): number[] {
  return contender.results.map((r, i) => r.rps / (base.results[i]?.rps ?? Number.NaN));
}

function report(contenders: Contender[]): string {
  const bare = contenders[0];
  if (!bare) throw new Error("no baseline");
  const rows = contenders.map((c) => {
    const rps = median(c.results.map((r) => r.rps));
    const ratios = roundRatios(c, bare);
    return `| ${c.name} | ${Math.round(rps).toLocaleString("en")} | ${c.results.map((r) => Math.round(r.rps).toLocaleString("en")).join(" / ")} | ${ms(median(c.results.map((r) => r.p50)))} | ${ms(median(c.results.map((r) => r.p95)))} | ${ratios.map((x) => x.toFixed(2)).join(" / ")} | **${median(ratios).toFixed(2)}** |`;
  });
  const sipalu = contenders[2];
  const ratio = sipalu ? median(roundRatios(sipalu, bare)) : Number.NaN;
  return `## 1. Framework overhead: GET /api/health ÷ bare node:http

${runLine()}
\`tsx bench/overhead.ts --seconds ${seconds} --rounds ${rounds} --connections ${connections}\`: autocannon with
${connections} keep-alive connections for ${seconds} s (after 2 s of warm-up) on each server in turn, ${rounds} rounds;
each ratio is taken against the bare server of the same round, and the median of those is the result
(the machine's background load changes from minute to minute). The load generator runs on the same
machine as the servers. Both Sipalu servers are the production build of \`server/main.ts\` in their
own process; the baseline is \`bench/bare-server.ts\` (node:http writing the same \`{"status":"ok"}\`),
and \`bench/bare-fastify.ts\` is Fastify with nothing else, to tell the framework's share from what
Sipalu's hooks (session cookie, same-origin check, security headers), zod response serialisation
and logger add.

| server | req/s (median) | each round | p50 | p95 | ÷ bare, each round | ÷ bare (median) |
| --- | --: | --: | --: | --: | --: | --: |
${rows.join("\n")}

${targetLine("overhead ratio ≥ 0.85 (Sipalu at LOG_LEVEL=warn ÷ bare)", ratio.toFixed(2), ratio >= TARGET)}`;
}

await main();
