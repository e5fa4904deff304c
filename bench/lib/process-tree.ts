import { readdirSync, readFileSync } from "node:fs";

/** One process as /proc/<pid>/stat tells it: its parent, name and state (R, S, Z …). */
type ProcInfo = { pid: number; ppid: number; comm: string; state: string };

function readProc(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid …": the name may hold spaces and parentheses, so split at the last ")".
    const close = stat.lastIndexOf(")");
    const [state = "", ppid = "0"] = stat.slice(close + 2).split(" ");
    return { pid, ppid: Number(ppid), comm: stat.slice(stat.indexOf("(") + 1, close), state };
  } catch {
    return undefined;
  }
}

function allProcesses(): ProcInfo[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((info): info is ProcInfo => info !== undefined);
}

/** `root` and every process below it (children, grandchildren …), root first; Linux only. */
export function processTree(root: number): ProcInfo[] {
  const all = allProcesses();
  const found: ProcInfo[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const info = all.find((p) => p.pid === pid);
    if (!info) continue;
    found.push(info);
    for (const child of all) if (child.ppid === pid) queue.push(child.pid);
  }
  return found;
}

/** Gone, or a zombie (dead, only waiting for its parent to collect its exit status). */
export function isDead(pid: number): boolean {
  const info = readProc(pid);
  return info === undefined || info.state === "Z" || info.state === "X";
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * A crash of `root` and everything below it, as a power cut or a killed container would be:
 * every process is frozen first (SIGSTOP, so none forks or writes anything more while the tree is
 * being read), then all are killed with SIGKILL. Returns what was killed.
 */
export function crashTree(root: number): ProcInfo[] {
  const stopped = new Map<number, ProcInfo>();
  for (let pass = 0; pass < 10; pass++) {
    const tree = processTree(root).filter((p) => !stopped.has(p.pid));
    if (tree.length === 0) break;
    for (const p of tree) {
      signal(p.pid, "SIGSTOP");
      stopped.set(p.pid, p);
    }
  }
  for (const pid of stopped.keys()) signal(pid, "SIGKILL");
  return [...stopped.values()];
}

/** Waits until every one of `pids` is dead (zombies count as dead), at most `timeoutMs`. */
export async function waitDead(pids: number[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some((pid) => !isDead(pid))) {
    if (Date.now() > deadline) throw new Error(`processes ${pids.filter((p) => !isDead(p))} still alive`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
