import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "RESULTS.md");

/** What the numbers were measured on. */
export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

const HEADER = `# Sipalu benchmarks

Each section is written by its benchmark (\`npm run bench\` runs them all); a run replaces its own
section and leaves the others. Figures vary from machine to machine: compare ratios within a run.
`;

/** Replaces (or appends) the section `name` of bench/RESULTS.md with `body`. */
export async function writeSection(name: string, body: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(RESULTS_FILE) ? await readFile(RESULTS_FILE, "utf8") : HEADER;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(RESULTS_FILE, next);
}
