import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type SessionData, sessions, users } from "../../db/schema";

/** The columns a client may see of the signed-in user (SPEC §3 "Current user"). */
export const currentUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  location: users.location,
  isVerified: users.isVerified,
};

export async function findUserForLogin(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...currentUserColumns, password: users.password, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning(currentUserColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function insertSession(db: DbOrTx, sid: string, data: SessionData, expire: Date) {
  await db.insert(sessions).values({ sid, sess: data, expire });
}

/** The live session's user, or nothing when the session is unknown, expired or its user suspended. */
export async function findSessionUser(db: DbOrTx, sid: string) {
  const [row] = await db
    .select({ user: currentUserColumns, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`), sql`${users.suspendedAt} is null`));
  return row;
}

export async function extendSession(db: DbOrTx, sid: string, expire: Date) {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: DbOrTx, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteExpiredSessions(db: DbOrTx) {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
