/** What the bid form does on submit (SPEC §5): ask to log in, ask for both fields, or send. */
export type BidCheck =
  | { ok: false; problem: "login" | "missing" }
  | { ok: true; body: { amount: number; message: string } };

export function checkBid(signedIn: boolean, amount: string, message: string): BidCheck {
  if (!signedIn) return { ok: false, problem: "login" };
  const text = message.trim();
  // "amount parsed as a decimal number and sent as a number"
  const value = Number.parseFloat(amount.trim().replaceAll(",", ""));
  if (!text || Number.isNaN(value)) return { ok: false, problem: "missing" };
  return { ok: true, body: { amount: value, message: text } };
}
