import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The port of the server under test (playwright.config.ts): each engineer or CI job has its own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The DATA_DIR of the server under test. The webServer command empties it before the server starts,
 * so what the journeys keep here (the signed-in states) lives exactly as long as that server's data.
 */
export const SERVER_DATA_DIR = fileURLToPath(new URL(`../data/e2e-${E2E_PORT}`, import.meta.url));

/**
 * The seeded admin's password, which the server under test generated on its first start into its
 * DATA_DIR: there is no known admin password to type.
 */
export async function adminPassword(): Promise<string> {
  return (await readFile(path.join(SERVER_DATA_DIR, "admin-password"), "utf8")).trim();
}
