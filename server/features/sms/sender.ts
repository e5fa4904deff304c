import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { smsMessages } from "../../db/schema";
import type { SmsGateway } from "./sparrow";

/** At most this many SMS to one phone in 24 hours, whatever they are for (OTP codes included). */
export const DEFAULT_SMS_DAILY_CAP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SmsOutcome = "sent" | "capped" | "failed";

export type SmsSender = {
  send: (message: {
    to: string;
    text: string;
    purpose: string;
    userId?: string | null;
  }) => Promise<SmsOutcome>;
};

/**
 * Sends SMS through a gateway, each counted against its phone's daily cap first: the count and
 * the record are one transaction under a lock on the phone, so messages racing for the last one
 * of the day send one. A message the gateway refused still counts (it may have cost).
 */
export function createSmsSender(options: {
  db: Db;
  gateway: SmsGateway;
  dailyCap?: number;
  now?: () => Date;
  log?: { warn: (details: object, message: string) => void };
}): SmsSender {
  const cap = options.dailyCap ?? DEFAULT_SMS_DAILY_CAP;
  const now = options.now ?? (() => new Date());
  return {
    async send({ to, text, purpose, userId = null }) {
      const at = now();
      const allowed = await options.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${to}`}))`);
        const [sent] = await tx
          .select({ n: count() })
          .from(smsMessages)
          .where(and(eq(smsMessages.phone, to), gt(smsMessages.sentAt, new Date(at.getTime() - DAY_MS))));
        if ((sent?.n ?? 0) >= cap) return false;
        await tx.insert(smsMessages).values({ phone: to, userId, purpose, sentAt: at });
        return true;
      });
      if (!allowed) return "capped";
      try {
        await options.gateway.send(to, text);
        return "sent";
      } catch (error) {
        options.log?.warn({ err: error, purpose }, "an SMS was not sent");
        return "failed";
      }
    },
  };
}
