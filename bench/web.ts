/**
 * Web: for the first load of /, /professionals and /jobs (as a visitor), the gzipped JavaScript and
 * CSS from the Vite manifest (scripts/bundle-budget.ts's pageWeights), and Lighthouse's mobile
 * performance score, LCP, TBT and CLS (default mobile emulation and simulated throttling, Debian's
 * Chromium), the median of 5 runs per page, against the production build served by the app with the
 * demo data.
 *
 *   tsx bench/web.ts --runs 5
 */
import { execFile, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BUDGET_KB, type Manifest, pageWeights } from "../scripts/bundle-budget";
import { embeddedDatabase } from "./lib/database";
import { runLine, targetLine, writeSection } from "./lib/results";
import { prepareDatabase } from "./lib/seed";
import { startServer } from "./lib/server";
import { quantile } from "./lib/stats";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(args.runs);
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The pages measured and the page module each one loads first (client/src/app/pages.ts). */
const PAGES = [
  { path: "/", module: "features/landing/landing-page.tsx", what: "landing page (visitors)" },
  {
    path: "/professionals",
    module: "features/professionals/professionals-page.tsx",
    what: "find professionals",
  },
  { path: "/jobs", module: "features/jobs/jobs-page.tsx", what: "jobs" },
] as const;

type Lighthouse = { score: number; lcp: number; tbt: number; cls: number; fcp: number; advice: string[] };
type PageResult = { path: string; what: string; jsBytes: number; cssBytes: number; runs: Lighthouse[] };

const median = (values: number[]) => quantile(values, 0.5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildClient(outDir: string) {
  console.log("web: building the client…");
  await promisify(execFile)(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

function weights(outDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const sizeOf = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  const all = pageWeights(manifest, sizeOf);
  return PAGES.map((page) => {
    const weight = all.find((w) => w.page.endsWith(page.module));
    if (!weight) throw new Error(`no lazy chunk for ${page.module} in the manifest`);
    return weight;
  });
}

async function audit(url: string): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    // What Lighthouse says costs the most: failed audits with estimated savings, biggest first.
    const advice = Object.values(lhr.audits)
      .map((a) => {
        const details = a.details as { overallSavingsMs?: number } | undefined;
        const savings = Math.max(
          details?.overallSavingsMs ?? 0,
          ...Object.values(a.metricSavings ?? {}).map(Number),
        );
        return { a, savings };
      })
      .filter(({ a, savings }) => a.score !== null && a.score < 0.9 && savings > 0)
      .sort((x, y) => y.savings - x.savings)
      .slice(0, 5)
      .map(({ a }) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      fcp: value("first-contentful-paint"),
      advice,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "sipalu-bench-web-"));
  const outDir = path.join(dir, "client");
  const database = await embeddedDatabase("sipalu_bench_web");
  try {
    await buildClient(outDir);
    const sizes = weights(outDir);
    await prepareDatabase(database.url, { demo: true });
    const server = await startServer(database.url, "w".repeat(64), { CLIENT_DIR: outDir });
    const results: PageResult[] = [];
    try {
      for (const [i, page] of PAGES.entries()) {
        const result: PageResult = {
          path: page.path,
          what: page.what,
          jsBytes: sizes[i]?.jsBytes ?? 0,
          cssBytes: sizes[i]?.cssBytes ?? 0,
          runs: [],
        };
        for (let run = 1; run <= runs; run++) {
          const url = `${server.origin}${page.path}`;
          // One retry: a busy machine now and then makes Lighthouse give up on a load.
          const measured = await audit(url).catch((error: unknown) => {
            console.warn(`  ${page.path} run ${run}: ${String(error)}; retrying`);
            return audit(url);
          });
          result.runs.push(measured);
          console.log(
            `  ${page.path} run ${run}: performance ${measured.score}, LCP ${Math.round(measured.lcp)} ms, TBT ${Math.round(measured.tbt)} ms, CLS ${measured.cls.toFixed(3)}`,
          );
        }
        results.push(result);
      }
    } finally {
      await server.stop();
    }
    await writeSection("web", report(results));
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function report(results: PageResult[]): string {
  const rows = results.map((r) => {
    const m = (pick: (l: Lighthouse) => number) => median(r.runs.map(pick));
    return `| \`${r.path}\` (${r.what}) | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} | ${m((l) => l.score)} (${r.runs.map((l) => l.score).join(", ")}) | ${(m((l) => l.fcp) / 1000).toFixed(2)} s | ${(m((l) => l.lcp) / 1000).toFixed(2)} s | ${Math.round(m((l) => l.tbt))} ms | ${m((l) => l.cls).toFixed(3)} |`;
  });
  const advice = results.map(
    (r) => `- \`${r.path}\`: ${r.runs.at(-1)?.advice.join("; ") || "nothing flagged"}`,
  );
  const worstScore = Math.min(...results.map((r) => median(r.runs.map((l) => l.score))));
  const heaviest = Math.max(...results.map((r) => r.jsBytes));
  return `## 5. Web: first-load weight and Lighthouse (mobile)

${runLine()}
\`tsx bench/web.ts --runs ${runs}\`: the client built with Vite into a temporary folder and served by the app in
production mode (demo data); sizes are the gzipped (level 9) JavaScript and CSS a cold load of the page
downloads (entry chunk, the page's lazy chunk and their static imports, from the Vite manifest, as
\`npm run check:bundle\` counts them). Lighthouse ${"12.8"} (Node API, performance only, default mobile form
factor and simulated throttling: Moto G Power-class CPU ×4 slowdown, slow 4G), Chromium ${chromeVersion()}
headless, a fresh browser per run, signed out; medians of ${runs} runs (each run's score in brackets).
Lighthouse's simulated CPU slowdown applies on top of this machine's own speed, so a busy machine
lowers the score and raises TBT.

| page | JS (gzip) | CSS (gzip) | performance | FCP | LCP | TBT | CLS |
| --- | --: | --: | --: | --: | --: | --: | --: |
${rows.join("\n")}

What Lighthouse flags with the largest estimated savings (last run of each page):

${advice.join("\n")}

${targetLine("Lighthouse mobile performance ≥ 95 on all three pages", `lowest median ${worstScore}`, worstScore >= 95)}

${targetLine(`first-load JS ≤ ${BUDGET_KB} KB gzipped`, `heaviest ${kb(heaviest)}`, heaviest <= BUDGET_KB * 1024)}`;
}

function chromeVersion(): string {
  try {
    return /[\d.]+/.exec(execFileSync(CHROME, ["--version"]).toString())?.[0] ?? "";
  } catch {
    return "";
  }
}

await main();
