import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../db/embedded-postgres";
import { createTemplate } from "./template";

const TEMPLATE = "sipalu_template";

/** One throwaway embedded cluster per test run; durability is irrelevant here, speed is not. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-test-"));
  await fs.chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dir: path.join(dataDir, "pg"),
    log: { info: () => {}, warn: (msg) => console.warn(msg) },
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" },
  });
  await createTemplate(server.url("postgres"), TEMPLATE);
  project.provide("databaseAdminUrl", server.url("postgres"));
  project.provide("templateDatabase", TEMPLATE);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
