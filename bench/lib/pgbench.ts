import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Statement } from "./capture";

const run = promisify(execFile);

/** pgbench: PGBENCH, else the newest Debian PostgreSQL's, else the one on PATH. */
export function findPgbench(): string | null {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, "bin", "pgbench");
      if (existsSync(candidate)) return candidate;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(":")) {
    const candidate = path.join(dir, "pgbench");
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

export type PgbenchRun = { tps: number; latencyMs: number; script: string; transactions: number };

/**
 * Runs `statements` as one pgbench transaction (script) for `seconds` with `clients` connections,
 * in extended protocol with the same parameters as text, as node-postgres sends them.
 */
export async function pgbench(
  binary: string,
  url: string,
  statements: Statement[],
  options: { clients: number; seconds: number; name: string },
): Promise<PgbenchRun> {
  const defines: string[] = [];
  const lines = statements.map((statement, s) => {
    for (const [i, value] of statement.values.entries())
      defines.push("-D", `s${s}p${i + 1}=${String(value)}`);
    const text = statement.text.replace(/\s+/g, " ").replace(/\$(\d+)/g, (_m, i: string) => `:s${s}p${i}`);
    return `${text};`;
  });
  const script = `${lines.join("\n")}\n`;
  const file = path.join(os.tmpdir(), `sipalu-bench-${options.name}-${process.pid}.sql`);
  await writeFile(file, script);
  const { stdout } = await run(
    binary,
    [
      "-n",
      "-M",
      "extended",
      "-c",
      String(options.clients),
      "-j",
      String(Math.min(options.clients, os.cpus().length)),
      "-T",
      String(options.seconds),
      "-f",
      file,
      ...defines,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  ).finally(() => rm(file, { force: true }));
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? Number.NaN);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? Number.NaN);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
  if (!Number.isFinite(tps)) throw new Error(`pgbench gave no TPS:\n${stdout}`);
  return { tps, latencyMs, script, transactions };
}
