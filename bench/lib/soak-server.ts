import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, type WriteStream } from "node:fs";
import path from "node:path";
import { crashTree, isDead, processTree, waitDead } from "./process-tree";

/** How a crash happens: the whole machine (Node and its PostgreSQL), or only the Node process. */
export type CrashMode = "machine" | "node";

export type Crash = { mode: CrashMode; killed: string[] };

/**
 * Sipalu as `npm start` runs it (`tsx server/main.ts`, NODE_ENV=production) with its own embedded
 * PostgreSQL in `dataDir`, started, crashed and restarted on one port. Its log goes to
 * DATA_DIR/server.log.
 */
export class SoakServer {
  private child: ChildProcess | undefined;
  private readonly log: WriteStream;
  readonly origin: string;

  constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
    this.log = createWriteStream(path.join(dataDir, "server.log"), { flags: "a" });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server and waits until it answers; resolves with how long that took (ms). */
  async start(timeoutMs = 180_000): Promise<number> {
    const started = Date.now();
    this.log.write(`\n--- start ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        SMS_SANDBOX: "on",
        HOST: "127.0.0.1",
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}): ${this.logTail()}`);
      const ok = await fetch(`${this.origin}/api/version`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not answer within ${timeoutMs / 1000} s: ${this.logTail()}`);
  }

  /**
   * SIGKILL. "machine": Node, its PostgreSQL postmaster and every backend, frozen then killed
   * together (a power cut, an OOM-killed container). "node": only the Node process; its PostgreSQL
   * carries on without it, holding the data folder, until the next start takes it back.
   */
  async crash(mode: CrashMode, afterKill: () => void = () => {}): Promise<Crash> {
    const child = this.child;
    if (!child?.pid) throw new Error("not running");
    const exited = new Promise((resolve) => child.once("exit", resolve));
    let killed: { pid: number; comm: string }[];
    if (mode === "machine") {
      killed = crashTree(child.pid);
    } else {
      killed = processTree(child.pid).slice(0, 1);
      child.kill("SIGKILL");
    }
    afterKill();
    await exited;
    await waitDead(killed.map((p) => p.pid));
    this.child = undefined;
    this.log.write(`--- ${mode} crash: SIGKILL to ${killed.map((p) => `${p.comm}(${p.pid})`).join(" ")}\n`);
    return { mode, killed: killed.map((p) => p.comm) };
  }

  /** A clean stop (SIGTERM: the server closes and stops its PostgreSQL). */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    this.child = undefined;
    // A postmaster left by a "node" crash that no start took back.
    const pid = this.postmasterPid();
    if (pid && !isDead(pid) && readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") {
      process.kill(pid, "SIGINT");
      await waitDead([pid], 60_000);
    }
  }

  close(): void {
    this.log.end();
  }

  /** The server process's resident memory in bytes (Linux). */
  rssBytes(): number {
    if (!this.child?.pid) return 0;
    const status = readFileSync(`/proc/${this.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  }

  private postmasterPid(): number | undefined {
    const file = path.join(this.dataDir, "pg", "postmaster.pid");
    if (!existsSync(file)) return undefined;
    return Number(readFileSync(file, "utf8").split("\n")[0]) || undefined;
  }

  /**
   * What PostgreSQL's control file says of the cluster (DBState at byte 16 of global/pg_control):
   * "in production" after a crash means the next start replays the WAL (crash recovery).
   */
  clusterState(): string {
    const states = [
      "starting up",
      "shut down",
      "shut down in recovery",
      "shutting down",
      "in crash recovery",
      "in archive recovery",
      "in production",
    ];
    const control = readFileSync(path.join(this.dataDir, "pg", "global", "pg_control"));
    return states[control.readInt32LE(16)] ?? "unknown";
  }

  /** The embedded PostgreSQL's address (as its superuser), from its lock file and password file. */
  databaseUrl(): string {
    const lock = readFileSync(path.join(this.dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
    const password = readFileSync(path.join(this.dataDir, ".pg-password"), "utf8").trim();
    return `postgres://sipalu:${encodeURIComponent(password)}@127.0.0.1:${lock[3]}/sipalu`;
  }

  logTail(lines = 20): string {
    const file = path.join(this.dataDir, "server.log");
    if (!existsSync(file)) return "(no log)";
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  }
}
