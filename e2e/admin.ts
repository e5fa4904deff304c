import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The seeded admin's password, which the server under test generated on its first start into its
 * DATA_DIR (data/e2e-<port>, see playwright.config.ts): there is no known admin password to type.
 */
export async function adminPassword(): Promise<string> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const file = path.join("data", `e2e-${port}`, "admin-password");
  return (await readFile(file, "utf8")).trim();
}
