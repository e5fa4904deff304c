import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { createFileDurably } from "./durable-file";
import { generateVapidKeys, type VapidKeys } from "./features/push/vapid";

/** SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so sessions survive restarts. */
export async function resolveSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  const kept = await fs.readFile(file, "utf8").catch(() => null);
  if (kept?.trim()) return kept.trim();
  // An empty one is what an earlier version's plain write could leave after a power cut.
  if (kept !== null) await fs.rm(file, { force: true });
  const secret = randomBytes(32).toString("base64url");
  await createFileDurably(file, `${secret}\n`).catch(() => undefined); // EEXIST: another server made it first
  return (await fs.readFile(file, "utf8")).trim();
}

/** The VAPID keys configured, or a pair generated on first start and kept in DATA_DIR: browsers' subscriptions are bound to it. */
export async function resolveVapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, "vapid-keys.json");
  const read = async () => {
    const kept = await fs.readFile(file, "utf8").catch(() => null);
    try {
      const keys = kept ? (JSON.parse(kept) as VapidKeys) : null;
      return keys?.publicKey && keys.privateKey ? keys : null;
    } catch {
      return null;
    }
  };
  const kept = await read();
  if (kept) return kept;
  await fs.rm(file, { force: true });
  await createFileDurably(file, `${JSON.stringify(generateVapidKeys())}\n`).catch(() => undefined);
  const made = await read();
  if (!made) throw new Error(`could not keep the VAPID keys in ${file}`);
  return made;
}
