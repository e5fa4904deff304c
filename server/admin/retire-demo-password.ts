import { and, eq, sql } from "drizzle-orm";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../domain/auth/schemas";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { hashPassword, verifyPassword } from "../features/auth/password";
import { adminPasswordFile, resolveAdminPassword } from "./admin-password";

/**
 * Databases seeded before the admin had a password of their own still let anyone in as
 * admin@demo.np with the demo password. On start, such an admin gets the generated password of
 * DATA_DIR/admin-password instead and loses every session (any of them may be a stranger's).
 * Returns the new password, or null when there was nothing to retire.
 */
export async function retireDemoAdminPassword(db: Db, dataDir: string): Promise<string | null> {
  const [admin] = await db
    .select({ id: users.id, password: users.password })
    .from(users)
    .where(and(eq(users.email, DEMO_ACCOUNTS.admin), eq(users.role, "admin")));
  if (!admin?.password || !(await verifyPassword(DEMO_PASSWORD, admin.password))) return null;
  const { password } = await resolveAdminPassword(dataDir);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, admin.id));
    await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${admin.id}`);
  });
  return password;
}

/** The start-log line for a retired demo password: the new one, shown this once. */
export const retiredMessage = (dataDir: string, password: string) =>
  `admin@demo.np still had the demo password: it is now ${password} (kept in ${adminPasswordFile(dataDir)})`;
