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

/** "Run <time> UTC on <machine>, load average …": the first line of every section. */
export function runLine(): string {
  const [one] = os.loadavg();
  return `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineLine()}; load average ${(one ?? 0).toFixed(2)} (1 min) as the section was written.`;
}

/** A target and how this run did against it; `npm run bench` collects these lines into its summary. */
export function targetLine(target: string, figure: string, met: boolean | null): string {
  const verdict = met === null ? "not measured" : met ? "**met**" : "**not met**";
  return `Target: ${target} — ${figure}: ${verdict}.`;
}

/** Puts the sections named in `order` first, in that order, after the header; others keep their place after them. */
export async function orderSections(order: string[]): Promise<void> {
  if (!existsSync(RESULTS_FILE)) return;
  const text = await readFile(RESULTS_FILE, "utf8");
  const blocks = new Map<string, string>();
  let rest = text;
  for (const match of text.matchAll(/<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g)) {
    if (match[1]) blocks.set(match[1], match[0]);
    rest = rest.replace(match[0], "");
  }
  const names = [
    ...order.filter((name) => blocks.has(name)),
    ...[...blocks.keys()].filter((name) => !order.includes(name)),
  ];
  const body = names.map((name) => blocks.get(name)).join("\n\n");
  await writeFile(RESULTS_FILE, `${rest.replace(/\n{3,}/g, "\n\n").trimEnd()}\n\n${body}\n`);
}

/** Every "Target: …" line in RESULTS.md, with the section it is in. */
export async function targetLines(): Promise<{ section: string; line: string }[]> {
  if (!existsSync(RESULTS_FILE)) return [];
  const text = await readFile(RESULTS_FILE, "utf8");
  const found: { section: string; line: string }[] = [];
  for (const match of text.matchAll(/<!-- ([\w-]+):start -->([\s\S]*?)<!-- \1:end -->/g))
    for (const line of (match[2] ?? "").split("\n"))
      if (line.startsWith("Target: "))
        found.push({ section: match[1] ?? "", line: line.slice("Target: ".length) });
  return found;
}
