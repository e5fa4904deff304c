import {
  type PasswordResetBody,
  PHONE_CODE_RESEND_MS,
  PHONE_CODE_TTL_MS,
  type PhoneCodePurpose,
  type PhoneCodeSent,
  type PhoneSignInBody,
  phoneCodeText,
} from "../../../domain/auth/phone-schemas";
import type { CurrentUser } from "../../../domain/auth/user";
import type { Db } from "../../db/client";
import { appError, isUniqueViolation } from "../../errors";
import type { SmsSender } from "../sms/sender";
import type { PasswordHasher } from "./password";
import { checkPhoneCode, consumePhoneCode, issuePhoneCode, type PhoneCodeKeys } from "./phone-codes";
import {
  deleteUserSessions,
  findUserByVerifiedPhone,
  insertUser,
  setVerifiedPhone,
  updatePasswordHash,
} from "./queries";
import { type Issued, type SessionIssuer, startSession } from "./service";

export type PhoneAuth = {
  db: Db;
  keys: PhoneCodeKeys;
  sms: SmsSender;
  sessions: SessionIssuer;
  log?: { warn: (details: object, message: string) => void };
};

const SENT: PhoneCodeSent = {
  expiresInSeconds: PHONE_CODE_TTL_MS / 1000,
  resendInSeconds: PHONE_CODE_RESEND_MS / 1000,
};

type CodeRequest = { phone: string; purpose: PhoneCodePurpose; language: "en" | "ne"; userId?: string };

/**
 * Sends a code by SMS. A reset code goes only to a phone that proves an account, but nothing tells
 * the asker which numbers have one: for any number a code is issued under the same minute and hour
 * limits (a number without an account gets one nobody is sent), and the SMS goes on in the
 * background, so the answer and its time are the same. A sign-in code goes to any number (a new
 * one makes an account when its code comes back), and says when the SMS could not go.
 */
export async function sendPhoneCode(auth: PhoneAuth, request: CodeRequest): Promise<PhoneCodeSent> {
  const owner =
    request.purpose === "reset" ? await findUserByVerifiedPhone(auth.db, request.phone) : undefined;
  const code = await issuePhoneCode(auth.db, auth.keys, request);
  const message = {
    to: request.phone,
    text: phoneCodeText(code, request.language),
    purpose: `code:${request.purpose}`,
    userId: request.userId ?? owner?.id,
  };
  if (request.purpose === "reset") {
    if (owner && !owner.suspendedAt) {
      auth.sms
        .send(message)
        .catch((error: unknown) => auth.log?.warn({ err: error }, "a reset code was not sent"));
    }
    return SENT;
  }
  const outcome = await auth.sms.send(message);
  if (outcome === "capped") throw appError("auth.code_limit");
  if (outcome === "failed") throw appError("auth.sms_failed");
  return SENT;
}

const usable = <T extends { suspendedAt: Date | null }>(found: T | undefined) => {
  if (found?.suspendedAt) throw appError("auth.suspended");
  return found;
};

function withoutSuspension(found: CurrentUser & { suspendedAt: Date | null }): CurrentUser {
  const { suspendedAt: _suspendedAt, ...user } = found;
  return user;
}

/**
 * Signs in with a code: the account the phone proves, or a new customer account for a new number
 * (which needs the person's name: asked for with the code kept). `created` says which.
 */
export async function signInByPhone(
  auth: PhoneAuth,
  body: Required<Pick<PhoneSignInBody, "phone" | "code">> & Pick<PhoneSignInBody, "firstName" | "lastName">,
): Promise<Issued & { created: boolean }> {
  const whose = { phone: body.phone, purpose: "sign-in" as const };
  const id = await checkPhoneCode(auth.db, auth.keys, whose, body.code);
  try {
    return await auth.db.transaction(async (tx) => {
      const found = usable(await findUserByVerifiedPhone(tx, body.phone));
      if (!found && !(body.firstName && body.lastName)) throw appError("auth.name_needed");
      await consumePhoneCode(tx, auth.keys, id);
      if (found)
        return { ...(await startSession(tx, auth.sessions, withoutSuspension(found))), created: false };
      const user = await insertUser(tx, {
        email: null,
        password: null,
        firstName: body.firstName ?? "",
        lastName: body.lastName ?? "",
        role: "customer",
        phone: body.phone,
        phoneVerifiedAt: auth.keys.now(),
      });
      return { ...(await startSession(tx, auth.sessions, user)), created: true };
    });
  } catch (error) {
    // Two first sign-ins of one new number with two codes: one account, the other asks again.
    if (isUniqueViolation(error)) throw appError("auth.code_expired");
    throw error;
  }
}

/** Proves a phone on the signed-in account with the code sent to it. */
export async function verifyPhone(
  auth: PhoneAuth,
  user: CurrentUser,
  body: { phone: string; code: string },
): Promise<CurrentUser> {
  const whose = { phone: body.phone, purpose: "verify" as const, userId: user.id };
  const id = await checkPhoneCode(auth.db, auth.keys, whose, body.code);
  try {
    return await auth.db.transaction(async (tx) => {
      await consumePhoneCode(tx, auth.keys, id);
      const updated = await setVerifiedPhone(tx, user.id, body.phone, auth.keys.now());
      if (!updated) throw appError("auth.unauthenticated");
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError("auth.phone_taken");
    throw error;
  }
}

/**
 * Sets a new password on the account the phone proves, ends every session of it (whoever had the
 * old password is out) and signs this device in.
 */
export async function resetPasswordByPhone(
  auth: PhoneAuth,
  passwords: PasswordHasher,
  body: Required<PasswordResetBody>,
): Promise<Issued> {
  const whose = { phone: body.phone, purpose: "reset" as const };
  const id = await checkPhoneCode(auth.db, auth.keys, whose, body.code);
  const password = await passwords.hash(body.newPassword);
  return auth.db.transaction(async (tx) => {
    const found = usable(await findUserByVerifiedPhone(tx, body.phone));
    await consumePhoneCode(tx, auth.keys, id);
    if (!found) throw appError("auth.code_expired");
    await updatePasswordHash(tx, found.id, password);
    await deleteUserSessions(tx, found.id);
    return startSession(tx, auth.sessions, withoutSuspension(found));
  });
}
