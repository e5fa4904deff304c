import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { createFileDurably } from "../durable-file";

/** Where the seeded admin's password is kept (mode 600), for whoever runs the server to read. */
export const adminPasswordFile = (dataDir: string) => path.join(dataDir, "admin-password");

/** A strong random password: 144 bits as 24 URL-safe characters, easy to copy. */
export const generatePassword = () => randomBytes(18).toString("base64url");

/**
 * The seeded admin's password: the one kept in DATA_DIR/admin-password, or a new random one written
 * there durably on first start (`created`), so a second start signs in with the same one. Never a
 * password anyone could know from the code: the demo customer and professional keep the demo one,
 * which the login page shows, but the admin can read and change everything.
 */
export async function resolveAdminPassword(dataDir: string): Promise<{ password: string; created: boolean }> {
  const file = adminPasswordFile(dataDir);
  const kept = await fs.readFile(file, "utf8").catch(() => null);
  if (kept?.trim()) return { password: kept.trim(), created: false };
  // An empty one is what a crash during a plain write could leave; createFileDurably never does.
  if (kept !== null) await fs.rm(file, { force: true });
  const password = generatePassword();
  try {
    await createFileDurably(file, `${password}\n`);
  } catch (error) {
    // Another server starting on the same folder wrote it first: theirs stands.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return { password: (await fs.readFile(file, "utf8")).trim(), created: false };
  }
  return { password, created: true };
}

/** The one start-log line that shows the admin's password: printed only when the demo is first seeded. */
export const demoSeededMessage = (dataDir: string, adminPassword: string) =>
  "Demo data seeded: sign in as customer@demo.np or pro@demo.np (demo1234), or as admin@demo.np " +
  `with the password ${adminPassword} (kept in ${adminPasswordFile(dataDir)})`;
