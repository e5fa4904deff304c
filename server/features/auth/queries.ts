import { and, eq, gt, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type SessionData, sessions, users } from "../../db/schema";

/** The columns a client may see of the signed-in user (SPEC §3 "Current user"). */
export const currentUserColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  phoneVerified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
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

/**
 * Ends a session whose user is suspended (it is not live: findSessionUser skips it) and tells
 * whether it was one, so its request can answer "suspended" once instead of "not logged in".
 */
export async function endSuspendedSession(db: DbOrTx, sid: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.sid, sid),
        sql`exists (select 1 from ${users} where ${users.id} = (${sessions.sess}->>'userId')::uuid and ${users.suspendedAt} is not null)`,
      ),
    )
    .returning({ sid: sessions.sid });
  return ended.length > 0;
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

/** The account a proven phone signs in to (one at most: migration 0030's unique index). */
export async function findUserByVerifiedPhone(db: DbOrTx, phone: string) {
  const [row] = await db
    .select({ ...currentUserColumns, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return row;
}

/** Proves `phone` on the account; any other account's unproven copy of the number stays as typed. */
export async function setVerifiedPhone(db: DbOrTx, userId: string, phone: string, at: Date) {
  const [row] = await db
    .update(users)
    .set({ phone, phoneVerifiedAt: at })
    .where(eq(users.id, userId))
    .returning(currentUserColumns);
  return row;
}

export async function deleteUserSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
}
