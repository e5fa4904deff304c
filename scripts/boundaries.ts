/**
 * Feature boundaries, checked by `npm run lint`:
 * - a client feature (client/src/features/NAME) imports no other feature, and the shared code
 *   (client/src/lib, client/src/components) imports none at all: what two features share lives in
 *   lib/ or components/, and only the app shell (client/src/app) puts features together;
 * - server features (server/features/NAME) may call each other, but never in a cycle.
 * Imports are read as text (static `from "..."`, `import "..."` and dynamic `import("...")`), which
 * is all this codebase writes; type-only imports count too, since they tie the features as tightly.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type Source = { file: string; code: string };
export type Violation = { file: string; imports: string; rule: string };

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The module paths a source file imports. */
export function importsOf(code: string): string[] {
  return [...code.matchAll(SPECIFIER)].map((match) => match[1] ?? "");
}

/** The repository-relative path an import names, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.posix.join("client/src", specifier.slice(2));
  if (specifier.startsWith("@domain/")) return path.posix.join("domain", specifier.slice(8));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

/** The feature a repository path belongs to under root ("client/src/features"), or null. */
export function featureOf(file: string, root: string): string | null {
  if (!file.startsWith(`${root}/`)) return null;
  const [name] = file.slice(root.length + 1).split("/");
  return name && !name.includes(".") ? name : null;
}

const CLIENT_FEATURES = "client/src/features";
const CLIENT_SHARED = ["client/src/lib", "client/src/components"];
const SERVER_FEATURES = "server/features";

/** Client imports that cross a feature's edge. */
export function clientViolations(sources: readonly Source[]): Violation[] {
  const found: Violation[] = [];
  for (const { file, code } of sources) {
    const own = featureOf(file, CLIENT_FEATURES);
    const shared = CLIENT_SHARED.some((root) => file.startsWith(`${root}/`));
    if (!own && !shared) continue;
    for (const specifier of importsOf(code)) {
      const target = resolveImport(file, specifier);
      const other = target && featureOf(target, CLIENT_FEATURES);
      if (!other || other === own) continue;
      found.push({
        file,
        imports: specifier,
        rule: own
          ? `the ${own} feature imports the ${other} feature: move what both use to client/src/lib or client/src/components`
          : `shared code imports the ${other} feature: shared code must not know a feature`,
      });
    }
  }
  return found;
}

/** Import cycles between server features, each as the features in order ("jobs → bids → jobs"). */
export function serverCycles(sources: readonly Source[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { file, code } of sources) {
    const own = featureOf(file, SERVER_FEATURES);
    if (!own) continue;
    for (const specifier of importsOf(code)) {
      const target = resolveImport(file, specifier);
      const other = target && featureOf(target, SERVER_FEATURES);
      if (!other || other === own) continue;
      edges.set(own, (edges.get(own) ?? new Set()).add(other));
    }
  }
  return stronglyConnected(edges).map((group) => cycleThrough(group, edges));
}

/** Tarjan's strongly connected components of more than one node. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** One cycle inside a strongly connected group, from its first member back to it. */
function cycleThrough(group: string[], edges: Map<string, Set<string>>): string[] {
  const members = new Set(group);
  const start = group[0] ?? "";
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? "";
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at) ?? start) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...group, start];
}

function sourcesUnder(root: string, dir: string): Source[] {
  const found: Source[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) found.push(...sourcesUnder(root, relative));
    else if (/\.(ts|tsx)$/.test(name))
      found.push({ file: relative, code: readFileSync(path.join(root, relative), "utf8") });
  }
  return found;
}

/** Every broken boundary in the repository at root, as lines to print. */
export function checkBoundaries(root: string): string[] {
  const client = sourcesUnder(root, "client/src");
  const server = sourcesUnder(root, SERVER_FEATURES);
  return [
    ...clientViolations(client).map(({ file, imports, rule }) => `${file}: imports "${imports}": ${rule}`),
    ...serverCycles(server).map(
      (cycle) => `server features import each other in a cycle: ${cycle.join(" → ")}`,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkBoundaries(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} broken feature boundar${problems.length === 1 ? "y" : "ies"}`);
    process.exit(1);
  }
  console.log("Feature boundaries hold: no feature imports another in the client, no cycle on the server.");
}
