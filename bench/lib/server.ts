import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import net from "node:net";

export type BenchServer = {
  origin: string;
  process: ChildProcess;
  /** The server process's resident memory in bytes (Linux /proc). */
  rssBytes: () => Promise<number>;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts Sipalu (`server/main.ts`) as its own process on `databaseUrl`, in production mode;
 * `env` overrides its environment (e.g. CLIENT_DIR, LOG_LEVEL).
 */
export async function startServer(
  databaseUrl: string,
  sessionSecret: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SMS_SANDBOX: "on",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    process: child,
    rssBytes: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
