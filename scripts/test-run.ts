/**
 * `npm test` (and `npm run test:deep`, which sets SIPALU_DEEP=1): the phases one after another,
 * the lanes of a phase side by side and the commands of a lane one after another, stopping after
 * the first phase that fails. Ends with each command's wall time, the figures the README's "Test
 * it" table reports. TEST_RUN_SERIAL=1 runs every command one after another, to compare.
 */
import { spawn } from "node:child_process";
import { DEEP } from "../server/test/depth";

type Command = { name: string; run: string };
type Phase = { name: string; lanes: Command[][] };

const SERIAL = process.env.TEST_RUN_SERIAL === "1";

/**
 * Vitest runs one worker on two cores (cores − 1), which PostgreSQL shares: the other core takes
 * the typecheck, lint and build meanwhile. Playwright's browsers and server want both cores, so
 * the journeys run alone, on the build the first phase made (README, "Test it", for the figures).
 */
const PHASES: Phase[] = [
  {
    name: "unit + API tests ∥ typecheck, lint, build",
    lanes: [
      [{ name: "vitest", run: "npm run test:unit" }],
      [
        { name: "typecheck", run: "npm run typecheck" },
        { name: "lint", run: "npm run lint" },
        { name: "build", run: "npm run build && npm run check:bundle" },
      ],
    ],
  },
  {
    name: DEEP ? "e2e (deep)" : "e2e",
    lanes: [[{ name: "e2e", run: DEEP ? "npm run test:e2e:deep" : "npm run test:e2e" }]],
  },
];

type Result = { command: Command; ok: boolean; seconds: number };

/** Runs a shell command; beside other lanes, its lines are prefixed with its name. */
function run(command: Command, prefixed: boolean): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command.run, {
      shell: true,
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...(prefixed ? { FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } : {}) },
    });
    if (prefixed) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        let rest = "";
        from?.setEncoding("utf8");
        from?.on("data", (chunk: string) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) to.write(`[${command.name}] ${line}\n`);
        });
        from?.on("end", () => {
          if (rest) to.write(`[${command.name}] ${rest}\n`);
        });
      }
    }
    child.on("close", (code) =>
      resolve({ command, ok: code === 0, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** A lane's commands one after another; the lane stops at its first failure. */
async function runLane(lane: Command[], prefixed: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const command of lane) {
    const result = await run(command, prefixed);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const seconds = (value: number) => `${Math.round(value)} s`;

async function main() {
  const phases = SERIAL
    ? PHASES.flatMap((phase) =>
        phase.lanes.flat().map((command) => ({ name: command.name, lanes: [[command]] })),
      )
    : PHASES;
  const rows: string[][] = [];
  const started = performance.now();
  let failed: string | null = null;
  for (const phase of phases) {
    console.log(`\n▶ ${phase.name}\n`);
    const phaseStarted = performance.now();
    const results = (
      await Promise.all(phase.lanes.map((lane) => runLane(lane, phase.lanes.length > 1)))
    ).flat();
    const ran = phase.lanes.flat().length;
    const ok = results.length === ran && results.every((result) => result.ok);
    rows.push([phase.name, seconds((performance.now() - phaseStarted) / 1000), ok ? "passed" : "FAILED"]);
    if (ran > 1) {
      for (const result of results) {
        rows.push([`  ${result.command.name}`, seconds(result.seconds), result.ok ? "" : "FAILED"]);
      }
    }
    if (!ok) {
      failed = results
        .filter((result) => !result.ok)
        .map((result) => result.command.name)
        .join(", ");
      break;
    }
  }
  rows.push([
    "total",
    seconds((performance.now() - started) / 1000),
    failed ? `FAILED: ${failed}` : "passed",
  ]);
  const width = Math.max(...rows.map((row) => row[0]?.length ?? 0));
  console.log(`\n${DEEP ? "npm run test:deep" : "npm test"}${SERIAL ? " (serial)" : ""}, wall time:`);
  for (const [name, time, result] of rows) {
    console.log(`  ${name?.padEnd(width)}  ${time?.padStart(6)}  ${result}`);
  }
  process.exit(failed ? 1 : 0);
}

await main();
