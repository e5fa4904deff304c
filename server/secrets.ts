import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so sessions survive restarts. */
export async function resolveSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" }).catch(async () => undefined);
    return (await fs.readFile(file, "utf8")).trim();
  }
}
