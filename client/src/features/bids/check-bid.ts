import { MAX_AMOUNT } from "@domain/jobs/rules";

/**
 * What the bid form does on submit (SPEC §5): ask to log in, ask for both fields, say what is wrong
 * with the amount (under it, before the server would refuse it), or send.
 */
export type BidCheck =
  | { ok: false; problem: "login" | "missing" | "amount" }
  | { ok: true; body: { amount: number; message: string; estimatedTime?: string } };

/** A price in rupees and paisa: digits, and at most two after the point. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function checkBid(signedIn: boolean, amount: string, message: string, estimatedTime = ""): BidCheck {
  if (!signedIn) return { ok: false, problem: "login" };
  const text = message.trim();
  // "amount parsed as a decimal number and sent as a number"
  const typed = amount.trim().replaceAll(",", "");
  const value = Number.parseFloat(typed);
  if (!text || Number.isNaN(value)) return { ok: false, problem: "missing" };
  if (!AMOUNT.test(typed) || value <= 0 || value > MAX_AMOUNT) return { ok: false, problem: "amount" };
  const time = estimatedTime.trim();
  return { ok: true, body: { amount: value, message: text, ...(time ? { estimatedTime: time } : {}) } };
}
