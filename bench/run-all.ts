/**
 * `npm run bench`: every benchmark, each in its own process, one after the other, each writing its
 * section of bench/RESULTS.md; then a summary of the targets. Each runs on the embedded PostgreSQL
 * and, where it uses a database, also on DATABASE_URL's server when that is set.
 *
 *   npm run bench                                   the full run (about 25 min on 2 cores; the 1M seed is 9 of them)
 *   npm run bench -- --quick                        every benchmark at a small scale (about 5 min)
 *   npm run bench -- --only overhead,web            some of them
 *   npm run bench -- --scales 10000,100000 --streams 1000 --note "other builds running"
 *   npm run bench -- --summary-only --note "…"      rewrite the summary from the sections there
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { orderSections, runLine, targetLines, writeSection } from "./lib/results";

const BENCHMARKS = ["overhead", "app-vs-db", "scale", "dispatch", "web"] as const;
type Benchmark = (typeof BENCHMARKS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: "string", default: BENCHMARKS.join(",") },
    quick: { type: "boolean", default: false },
    scales: { type: "string" },
    "app-scale": { type: "string" },
    streams: { type: "string" },
    seconds: { type: "string" },
    runs: { type: "string" },
    note: { type: "string" },
    /** Run nothing: only rewrite the summary from the sections already in RESULTS.md. */
    "summary-only": { type: "boolean", default: false },
  },
});

const quick = args.quick;
const only = args.only.split(",").map((name) => name.trim());
for (const name of only)
  if (!BENCHMARKS.includes(name as Benchmark))
    throw new Error(`unknown benchmark ${name}: one of ${BENCHMARKS.join(", ")}`);
const seconds = args.seconds ?? (quick ? "3" : undefined);

const commands: Record<Benchmark, { script: string; args: string[]; node?: string[] }> = {
  overhead: {
    script: "bench/overhead.ts",
    args: [...(seconds ? ["--seconds", seconds] : []), ...(quick ? ["--rounds", "1"] : [])],
  },
  "app-vs-db": {
    script: "bench/app-vs-db.ts",
    args: [
      "--scale",
      args["app-scale"] ?? (quick ? "2000" : "10000"),
      ...(seconds ? ["--seconds", seconds] : []),
      ...(quick ? ["--rounds", "1"] : []),
    ],
  },
  scale: {
    script: "bench/scale.ts",
    args: [
      "--scales",
      args.scales ?? (quick ? "1000,10000" : "10000,1000000"),
      ...(seconds ? ["--seconds", seconds] : []),
    ],
  },
  dispatch: {
    script: "bench/dispatch-latency.ts",
    args: [
      "--streams",
      args.streams ?? (quick ? "200,500" : "1000,5000"),
      "--requests",
      quick ? "30" : "100",
    ],
    node: ["--expose-gc"],
  },
  web: { script: "bench/web.ts", args: ["--runs", args.runs ?? (quick ? "1" : "5")] },
};

function run(name: Benchmark): Promise<number> {
  const { script, args: scriptArgs, node = [] } = commands[name];
  console.log(`\n=== ${name}: tsx ${script} ${scriptArgs.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...node, "--import", "tsx", script, ...scriptArgs], {
      stdio: "inherit",
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
const durations: string[] = [];
const failed: string[] = [];
for (const name of BENCHMARKS.filter((b) => only.includes(b) && !args["summary-only"])) {
  const from = Date.now();
  const code = await run(name);
  const minutes = ((Date.now() - from) / 60_000).toFixed(1);
  durations.push(`${name} ${minutes} min${code === 0 ? "" : " (failed)"}`);
  if (code !== 0) failed.push(name);
  console.log(`=== ${name}: ${code === 0 ? "done" : `failed (${code})`} in ${minutes} min`);
}

const targets = await targetLines();
await writeSection(
  "summary",
  `## Summary

${runLine()}
${args["summary-only"] ? "Summary of the sections below." : `\`npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\` took ${((Date.now() - started) / 60_000).toFixed(0)} min (${durations.join(", ")}).`}${args.note ? `\n${args.note}` : ""}
Sections written by an earlier or separate run keep their own date line.

${targets.map((t) => `- ${t.section}: ${t.line}`).join("\n")}`,
);
await orderSections(["summary", "findings", "overhead", "app-vs-db", "scale", "dispatch-latency", "web"]);
console.log(`\nbench/RESULTS.md written${failed.length ? `; failed: ${failed.join(", ")}` : ""}.`);
process.exit(failed.length ? 1 : 0);
