import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_RESEND_MS,
  PHONE_CODE_TTL_MS,
  PHONE_CODES_PER_HOUR,
  type PhoneCodePurpose,
} from "../../../domain/auth/phone-code-rules";
import type { Db, DbOrTx } from "../../db/client";
import { phoneCodes } from "../../db/schema";
import { appError } from "../../errors";

const HOUR_MS = 60 * 60_000;

export type PhoneCodeKeys = { secret: string; now: () => Date };
type Whose = { phone: string; purpose: PhoneCodePurpose; userId?: string | null };

/** The stored form of a code: keyed by the server's secret and bound to its row, so a dump gives none away. */
const hashOf = (secret: string, id: string, code: string) =>
  createHmac("sha256", secret).update(`phone-code:${id}:${code}`).digest("base64url");

const whoseCodes = ({ phone, purpose, userId }: Whose) =>
  and(
    eq(phoneCodes.phone, phone),
    eq(phoneCodes.purpose, purpose),
    userId ? eq(phoneCodes.userId, userId) : isNull(phoneCodes.userId),
  );

/**
 * A new code for a phone, stored (as its hash) before it is sent: at most one a minute for one
 * purpose (proving a number, then resetting with it, need not wait) and PHONE_CODES_PER_HOUR an
 * hour to one phone for any, counted under a lock on the phone so requests racing each other send
 * one. Only the newest code of a phone and purpose works.
 */
export async function issuePhoneCode(db: Db, keys: PhoneCodeKeys, whose: Whose): Promise<string> {
  const now = keys.now();
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, "0");
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${whose.phone}`}))`);
    const [latest] = await tx
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, whose.phone), eq(phoneCodes.purpose, whose.purpose)))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    const wait = latest ? latest.createdAt.getTime() + PHONE_CODE_RESEND_MS - now.getTime() : 0;
    if (wait > 0) throw appError("auth.code_too_soon", { seconds: Math.ceil(wait / 1000) });
    const [sent] = await tx
      .select({ n: count() })
      .from(phoneCodes)
      .where(
        and(eq(phoneCodes.phone, whose.phone), gt(phoneCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
      );
    if ((sent?.n ?? 0) >= PHONE_CODES_PER_HOUR) throw appError("auth.code_limit");
    const id = randomUUID();
    await tx.insert(phoneCodes).values({
      id,
      phone: whose.phone,
      purpose: whose.purpose,
      userId: whose.userId ?? null,
      codeHash: hashOf(keys.secret, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks a code against the newest one of its phone and purpose. Every check counts a try (one
 * statement finds the newest and counts it, so it stands whatever follows); a code past its 5
 * minutes, its 5 tries or used answers "expired". A right code is not used up here: `consumePhoneCode` does that inside the
 * transaction of what the code allows, so a refused step (a name still needed) keeps it.
 */
export async function checkPhoneCode(
  db: DbOrTx,
  keys: PhoneCodeKeys,
  whose: Whose,
  code: string,
): Promise<string> {
  const now = keys.now();
  const newest = db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(whoseCodes(whose))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  const [tried] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(
        inArray(phoneCodes.id, newest),
        isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, now),
        sql`${phoneCodes.attempts} < ${PHONE_CODE_MAX_TRIES}`,
      ),
    )
    .returning({ id: phoneCodes.id, codeHash: phoneCodes.codeHash, attempts: phoneCodes.attempts });
  if (!tried) throw appError("auth.code_expired");
  const expected = Buffer.from(tried.codeHash);
  const given = Buffer.from(hashOf(keys.secret, tried.id, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = PHONE_CODE_MAX_TRIES - tried.attempts;
    throw left > 0 ? appError("auth.code_wrong", { left }) : appError("auth.code_expired");
  }
  return tried.id;
}

/** Uses a checked code up, inside the caller's transaction: of two requests with one code, one wins. */
export async function consumePhoneCode(tx: DbOrTx, keys: PhoneCodeKeys, id: string): Promise<void> {
  const used = await tx
    .update(phoneCodes)
    .set({ consumedAt: keys.now() })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  if (used.length === 0) throw appError("auth.code_expired");
}

/** Codes a day old are of no use to anyone; the hourly cap reads only the last hour. */
export async function deleteOldPhoneCodes(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(phoneCodes)
    .where(sql`${phoneCodes.createdAt} < ${new Date(now.getTime() - 24 * HOUR_MS)}`)
    .returning({ id: phoneCodes.id });
  return deleted.length;
}
