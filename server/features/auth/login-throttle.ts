import type { Db } from "../../db/client";
import { attemptWithBackoff, countHit, deleteCounter, refundHit } from "../../plugins/rate-counter-queries";

/**
 * Slows password guessing while people who type their password right are never held up. Each
 * sign-in is counted BEFORE its password is checked (one atomic statement per key, in PostgreSQL so
 * every instance counts together), so a burst of parallel guesses gets no more checks than the
 * limit; a sign-in whose password was right is then taken back.
 *
 * - Per address: at most `perIp` failed sign-ins in each `windowMs`.
 * - Per email, from any address: `perEmail` failures, then a wait of `firstLockMs` before the next
 *   try, doubling with each further failure up to `maxLockMs`. Never longer: someone guessing at a
 *   victim's email can slow the owner down, never lock them out for good. The right password
 *   clears it.
 */
export type LoginThrottle = {
  /** Counts a sign-in about to be checked: seconds to wait instead when it may not be tried now, else 0. */
  attempt: (ip: string, email: string) => Promise<number>;
  /** The password was right: the attempt does not count, and the email's failures are forgotten. */
  passed: (ip: string, email: string) => Promise<void>;
};

type LoginLimits = {
  perIp: number;
  windowMs: number;
  perEmail: number;
  firstLockMs: number;
  maxLockMs: number;
};
/** The limits to change; the defaults for the rest. */
export type ThrottleLimits = Partial<LoginLimits>;

const MINUTE = 60 * 1000;

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: 30,
  windowMs: 15 * MINUTE,
  perEmail: 5,
  firstLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
};

/** An email's failures are forgotten a day after the last one. */
const FORGET_EMAIL_MS = 24 * 60 * MINUTE;

const ipKey = (ip: string) => `login:ip:${ip}`;
const emailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;

export function createLoginThrottle(
  db: Db,
  changed: ThrottleLimits = {},
  now: () => Date = () => new Date(),
): LoginThrottle {
  const limits = { ...DEFAULT_LOGIN_LIMITS, ...changed };
  const emailRule = {
    free: limits.perEmail,
    firstWaitMs: limits.firstLockMs,
    maxWaitMs: limits.maxLockMs,
    forgetMs: FORGET_EMAIL_MS,
  };
  const secondsUntil = (time: number, from: Date) => Math.max(1, Math.ceil((time - from.getTime()) / 1000));

  return {
    async attempt(ip, email) {
      const at = now();
      const address = await countHit(db, ipKey(ip), limits.windowMs, at);
      if (address.hits > limits.perIp) return secondsUntil(address.expiresAt, at);
      const account = await attemptWithBackoff(db, emailKey(email), emailRule, at);
      return account.allowed ? 0 : secondsUntil(account.waitUntil, at);
    },
    async passed(ip, email) {
      const at = now();
      await refundHit(db, ipKey(ip), at);
      await deleteCounter(db, emailKey(email));
    },
  };
}
