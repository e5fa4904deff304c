import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
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

const sessionCreatedAt = sql`(${sessions.sess}->>'createdAt')::timestamptz`;

/**
 * The live session's user, or nothing when the session is unknown, idle past its expiry, started
 * before `startedAfter` (past its lifetime) or its user is suspended.
 */
export async function findSessionUser(db: DbOrTx, sid: string, at: { now: Date; startedAfter: Date }) {
  const [row] = await db
    .select({
      user: currentUserColumns,
      expire: sessions.expire,
      createdAt: sql<string>`${sessionCreatedAt}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(
      and(
        eq(sessions.sid, sid),
        gt(sessions.expire, at.now),
        gt(sessionCreatedAt, at.startedAfter.toISOString()),
        sql`${users.suspendedAt} is null`,
      ),
    );
  return row && { ...row, createdAt: new Date(row.createdAt) };
}

export async function extendSession(db: DbOrTx, sid: string, expire: Date) {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function findPasswordHash(db: DbOrTx, userId: string) {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row?.password;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, password: string) {
  await db.update(users).set({ password }).where(eq(users.id, userId));
}

/** Ends every session of the user but `keepSid` (the one that asked). */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSid: string) {
  await db
    .delete(sessions)
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, ne(sessions.sid, keepSid)));
}

export async function deleteSession(db: DbOrTx, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  const deleted = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return deleted.length;
}
