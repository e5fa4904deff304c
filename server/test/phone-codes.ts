import { eq } from "drizzle-orm";
import type { PhoneCodePurpose } from "../../domain/auth/phone-code-rules";
import { users } from "../db/schema";
import { issuePhoneCode } from "../features/auth/phone-codes";
import type { TestApp } from "./app";

let numbers = 0;
/** A Nepali mobile number (E.164) no other fixture of this run uses. */
export function freshPhone(): string {
  numbers += 1;
  return `+9779851${String(numbers).padStart(6, "0")}`;
}

/** A code as the app would have sent it by SMS (stored the same way, keyed by the app's secret). */
export function codeFor(t: TestApp, whose: { phone: string; purpose: PhoneCodePurpose; userId?: string }) {
  return issuePhoneCode(t.db, { secret: t.secret, now: () => new Date() }, whose);
}

/** Gives a user a proven phone number (as its code would have) and returns it. */
export async function provePhone(t: TestApp, userId: string): Promise<string> {
  const phone = freshPhone();
  await t.db.update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
  return phone;
}
