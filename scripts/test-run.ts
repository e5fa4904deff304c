/**
 * `npm test` (and `npm run test:deep`, which sets SIPALU_DEEP=1): the phases one after another,
 * the commands of a phase side by side, stopping after the first phase that fails. Ends with each
 * phase's wall time, the figures the README's "Test it" table reports.
 */
import { spawn } from "node:child_process";
import { DEEP } from "../server/test/depth";

type Command = { name: string; run: string };
type Phase = { name: string; commands: Command[] };

/**
 * Typecheck and lint are one core's work each; vitest keeps a worker busy and PostgreSQL the
 * other core; the build and Playwright's browsers want both (README, "Test it", for the figures).
 */
const PHASES: Phase[] = [
  {
    name: "typecheck ∥ lint",
    commands: [
      { name: "typecheck", run: "npm run typecheck" },
      { name: "lint", run: "npm run lint" },
    ],
  },
  { name: "unit + API tests", commands: [{ name: "vitest", run: "npm run test:unit" }] },
  {
    name: "build + bundle check",
    commands: [{ name: "build", run: "npm run build && npm run check:bundle" }],
  },
  {
    name: DEEP ? "e2e (deep)" : "e2e",
    commands: [{ name: "e2e", run: DEEP ? "npm run test:e2e:deep" : "npm run test:e2e" }],
  },
];

/** Runs a shell command; side by side with others, its lines are prefixed with its name. */
function run(command: Command, prefixed: boolean): Promise<{ ok: boolean; seconds: number }> {
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
    child.on("close", (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 }));
  });
}

const seconds = (value: number) => `${Math.round(value)} s`;

async function main() {
  const rows: string[][] = [];
  const started = performance.now();
  let failed: string | null = null;
  for (const phase of PHASES) {
    console.log(`\n▶ ${phase.name}\n`);
    const phaseStarted = performance.now();
    const results = await Promise.all(
      phase.commands.map((command) => run(command, phase.commands.length > 1)),
    );
    const each =
      phase.commands.length > 1
        ? ` (${phase.commands.map((command, i) => `${command.name} ${seconds(results[i]?.seconds ?? 0)}`).join(", ")})`
        : "";
    const ok = results.every((result) => result.ok);
    rows.push([
      phase.name,
      `${seconds((performance.now() - phaseStarted) / 1000)}${each}`,
      ok ? "passed" : "FAILED",
    ]);
    if (!ok) {
      failed = phase.commands
        .filter((_, i) => !results[i]?.ok)
        .map((command) => command.name)
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
  console.log(`\n${DEEP ? "npm run test:deep" : "npm test"}, wall time per phase:`);
  for (const [name, time, result] of rows) console.log(`  ${name?.padEnd(width)}  ${time}  ${result}`);
  process.exit(failed ? 1 : 0);
}

await main();
