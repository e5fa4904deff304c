import { type ChildProcess, spawn } from "node:child_process";

/** Runs `tsx <script> …args` as its own process and waits until `origin` answers. */
export async function startScript(script: string, args: string[], origin: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(origin);
      return child;
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
