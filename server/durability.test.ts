import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

// The real program, as `npm start` runs it: its own embedded PostgreSQL in a fresh DATA_DIR.
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-durability-"));
  await fs.chmod(dataDir, 0o755);
  port = await freePort();
});

const pidFile = () => path.join(dataDir, "pg", "postmaster.pid");

afterAll(async () => {
  if (server?.exitCode === null) await stop("SIGTERM");
  if (existsSync(pidFile())) process.kill(Number(readFileSync(pidFile(), "utf8").split("\n")[0]), "SIGINT");
  await fs.rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

async function start(): Promise<void> {
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "ignore",
  });
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not start in 90 s");
}

function stop(signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    server?.once("exit", () => resolve());
    server?.kill(signal);
  });
}

const api = (url: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });

it("keeps accounts and sessions across a clean restart and after being killed with SIGKILL", async () => {
  await start();
  const signup = await api("/api/auth/signup", {
    method: "POST",
    body: JSON.stringify({
      email: "durable@example.np",
      password: "survives-restarts",
      firstName: "Dil",
      lastName: "Rai",
    }),
  });
  expect(signup.status).toBe(201);
  const cookie = (signup.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const demo = await api("/api/auth/login", {
    method: "POST",
    body: JSON.stringify({ email: "pro@demo.np", password: "demo1234", role: "professional" }),
  });
  expect(demo.status).toBe(200);

  await stop("SIGTERM");
  await start();
  expect((await api("/api/auth/user", { headers: { cookie } })).status).toBe(200);

  await stop("SIGKILL"); // leaves the embedded PostgreSQL running, holding the data folder
  await start();
  const me = await api("/api/auth/user", { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ email: "durable@example.np", firstName: "Dil" });
  const relogin = await api("/api/auth/login", {
    method: "POST",
    body: JSON.stringify({ email: "durable@example.np", password: "survives-restarts", role: "customer" }),
  });
  expect(relogin.status).toBe(200);

  await stop("SIGTERM"); // a clean stop takes the embedded PostgreSQL down with it
  expect(existsSync(pidFile())).toBe(false);
}, 240_000);
