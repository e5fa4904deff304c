import type { LoginBody, SignupBody } from "../../../domain/auth";
import type { CurrentUser } from "../../../domain/user";
import type { Db, DbOrTx } from "../../db/client";
import { AppError, conflict, isUniqueViolation } from "../../errors";
import { hashPassword, verifyPassword } from "./password";
import { deleteSession, findUserForLogin, insertSession, insertUser } from "./queries";
import { newSessionToken } from "./session-token";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const SUSPENDED_ACCOUNT = "Your account has been suspended. Please contact Sipalu support.";
export const EMAIL_TAKEN = "An account with this email already exists";

// A real hash to check against when the email is unknown, so timing doesn't reveal which emails exist.
const decoyHash = hashPassword("not-a-real-password");

type SessionIssuer = { idFor: (token: string) => string; expiry: () => Date };
type Issued = { user: CurrentUser; token: string };

async function startSession(db: DbOrTx, sessions: SessionIssuer, user: CurrentUser): Promise<Issued> {
  const token = newSessionToken();
  await insertSession(
    db,
    sessions.idFor(token),
    { userId: user.id, createdAt: new Date().toISOString() },
    sessions.expiry(),
  );
  return { user, token };
}

export async function signup(db: Db, sessions: SessionIssuer, body: Required<SignupBody>): Promise<Issued> {
  const password = await hashPassword(body.password);
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
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
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
  body: Pick<Required<LoginBody>, "email" | "password">,
): Promise<Issued> {
  const found = await findUserForLogin(db, body.email);
  const ok = await verifyPassword(body.password, found?.password ?? (await decoyHash));
  if (!found || !ok) throw new AppError(401, INVALID_CREDENTIALS);
  if (found.suspendedAt) throw new AppError(403, SUSPENDED_ACCOUNT);
  const { password: _password, suspendedAt: _suspendedAt, ...user } = found;
  return startSession(db, sessions, user);
}

export async function logout(db: Db, sid: string | null): Promise<void> {
  if (sid) await deleteSession(db, sid);
}
