import type { ChangePasswordBody, LoginBody, SignupBody } from "../../../domain/auth/schemas";
import type { CurrentUser } from "../../../domain/auth/user";
import type { Db, DbOrTx } from "../../db/client";
import { appError, isUniqueViolation } from "../../errors";
import type { PasswordHasher } from "./password";
import {
  deleteOtherSessions,
  deleteSession,
  findPasswordHash,
  findUserForLogin,
  insertSession,
  insertUser,
  updatePasswordHash,
} from "./queries";
import { newSessionToken } from "./session-token";

export type SessionIssuer = {
  idFor: (token: string) => string;
  now: () => Date;
  expiry: (createdAt: Date) => Date;
};
export type Issued = { user: CurrentUser; token: string };

export async function startSession(db: DbOrTx, sessions: SessionIssuer, user: CurrentUser): Promise<Issued> {
  const token = newSessionToken();
  const createdAt = sessions.now();
  await insertSession(
    db,
    sessions.idFor(token),
    { userId: user.id, createdAt: createdAt.toISOString() },
    sessions.expiry(createdAt),
  );
  return { user, token };
}

export async function signup(
  db: Db,
  sessions: SessionIssuer,
  passwords: PasswordHasher,
  body: Required<SignupBody>,
): Promise<Issued> {
  const password = await passwords.hash(body.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: body.email,
        password,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
      });
      return startSession(tx, sessions, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError("auth.email_taken");
    throw error;
  }
}

/**
 * Checks the password and opens a new session (a new sid every login, so a planted cookie is useless).
 * The role of the login tab is the caller's intent; the account's own role decides what they get.
 */
export async function login(
  db: Db,
  sessions: SessionIssuer,
  passwords: PasswordHasher,
  body: Pick<Required<LoginBody>, "email" | "password">,
): Promise<Issued> {
  const found = await findUserForLogin(db, body.email);
  // An unknown email is checked against a real hash, so timing doesn't reveal which emails exist.
  const ok = await passwords.verify(body.password, found?.password ?? (await passwords.decoy()));
  if (!found || !ok) throw appError("auth.invalid_credentials");
  if (found.suspendedAt) throw appError("auth.suspended");
  const { password: _password, suspendedAt: _suspendedAt, ...user } = found;
  return startSession(db, sessions, user);
}

export async function logout(db: Db, sid: string | null): Promise<void> {
  if (sid) await deleteSession(db, sid);
}

/**
 * Sets a new password once the current one is confirmed, and ends every other session of the user
 * (a thief's copy of a cookie stops working); the session that asked stays signed in.
 */
export async function changePassword(
  db: Db,
  user: CurrentUser,
  sid: string,
  passwords: PasswordHasher,
  body: Required<ChangePasswordBody>,
): Promise<void> {
  const stored = await findPasswordHash(db, user.id);
  if (!stored || !(await passwords.verify(body.currentPassword, stored))) {
    throw appError("auth.wrong_current_password");
  }
  const password = await passwords.hash(body.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, password);
    await deleteOtherSessions(tx, user.id, sid);
  });
}
