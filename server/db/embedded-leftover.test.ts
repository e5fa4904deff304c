import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopLeftoverServer } from "./embedded-postgres";

// Stand-ins for PostgreSQL processes: `sleep` copied under the name "postgres" (what /proc shows).
let root: string;
let fakePostgres: string;
const children: ChildProcess[] = [];
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-leftover-"));
  fakePostgres = path.join(root, "bin", "postgres");
  await fs.mkdir(path.dirname(fakePostgres));
  await fs.copyFile("/bin/sleep", fakePostgres);
  await fs.chmod(fakePostgres, 0o755);
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await fs.rm(root, { recursive: true, force: true });
});

async function clusterDir(name: string): Promise<string> {
  const dir = path.join(root, name);
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

/** A "postmaster" running in `cwd` (a real one works in its data folder). */
function fakePostmaster(cwd: string): ChildProcess {
  const child = spawn(fakePostgres, ["300"], { cwd, stdio: "ignore" });
  children.push(child);
  return child;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const writeLock = (dir: string, pid: number) =>
  fs.writeFile(path.join(dir, "postmaster.pid"), `${pid}\n${dir}\n0\n5432\n`);

describe.runIf(process.platform === "linux")("a PostgreSQL left running by an earlier run", () => {
  it("is stopped when it is the postmaster of this folder", async () => {
    const dir = await clusterDir("own");
    const postmaster = fakePostmaster(dir);
    await writeLock(dir, postmaster.pid as number);
    const exited = new Promise((resolve) => postmaster.once("exit", resolve));
    await stopLeftoverServer(dir, quiet);
    await exited;
    expect(postmaster.signalCode).toBe("SIGINT");
  });

  it("is not another folder's PostgreSQL that now has the stale lock file's pid (reused after a reboot)", async () => {
    const dir = await clusterDir("stale");
    const someoneElses = fakePostmaster(await clusterDir("another-cluster"));
    await writeLock(dir, someoneElses.pid as number);
    await stopLeftoverServer(dir, quiet);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(someoneElses)).toBe(true);
    // The lock file names a live process: PostgreSQL would refuse to start while it is there.
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
  });

  it("counts a killed postmaster nobody has reaped yet (a zombie) as gone, without waiting for it", async () => {
    const dir = await clusterDir("zombie");
    // sh starts the postmaster, then becomes a `sleep` that never collects its exit status.
    const parent = spawn("sh", ["-c", `"${fakePostgres}" 300 & echo $!; exec sleep 300`], {
      cwd: dir,
      stdio: ["ignore", "pipe", "ignore"],
    });
    children.push(parent);
    const pid = Number(
      await new Promise<string>((resolve) => parent.stdout?.once("data", (chunk) => resolve(String(chunk)))),
    );
    // Kill it only once sh has become `sleep`: sh itself may still reap a child that dies before then.
    const comm = () => fs.readFile(`/proc/${parent.pid}/comm`, "utf8").catch(() => "");
    for (let i = 0; i < 100 && (await comm()).trim() !== "sleep"; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    process.kill(pid, "SIGKILL");
    for (let i = 0; i < 50 && !(await fs.readFile(`/proc/${pid}/stat`, "utf8")).includes(") Z "); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await writeLock(dir, pid);
    const started = Date.now();
    await stopLeftoverServer(dir, quiet);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
