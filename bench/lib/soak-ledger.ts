import type { Outcome } from "./soak-client";

/** The writes of the soak, each a multi-row transaction in the app or a simple upsert. */
export const WRITE_KINDS = [
  "job",
  "bid",
  "accept",
  "message",
  "save",
  "unsave",
  "cart",
  "order",
  "cancel",
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export type JobAck = { id: string; customerId: string; title: string; paymentType: "fixed" | "hourly" };
export type BidAck = { id: string; jobId: string; professionalId: string; amount: number };
export type AcceptAck = { jobId: string; bidId: string; professionalId: string; amount: number };
export type MessageAck = {
  id: string;
  senderId: string;
  receiverId: string;
  jobId: string | null;
  content: string;
};
export type OrderLineAck = { itemId: string; quantity: number; unitPrice: number };
export type OrderAck = {
  id: string;
  userId: string;
  subtotal: number;
  total: number;
  lines: OrderLineAck[];
};

/**
 * Per kind of write. `doubt` is what is still in doubt: a write retried with its Idempotency-Key
 * after the restart leaves it (counted in `retried`) for acked or refused; `replayed` of those got
 * the stored first answer back, so the first attempt had committed before the kill.
 */
export type Tally = {
  attempted: number;
  acked: number;
  refused: number;
  doubt: number;
  retried: number;
  replayed: number;
};

/**
 * Every write the soak made and what the server said: what was acknowledged (with its id) and must
 * be there at the end, how many were refused (4xx: nothing written) and how many are in doubt (no
 * answer or a 5xx: either way is fine, as long as nothing is half-written).
 */
export class Ledger {
  readonly jobs = new Map<string, JobAck>();
  readonly bids = new Map<string, BidAck>();
  /** By job id. */
  readonly accepts = new Map<string, AcceptAck>();
  readonly messages = new Map<string, MessageAck>();
  readonly orders = new Map<string, OrderAck>();
  readonly cancels = new Set<string>();
  /** Cancels that got no answer: the order is placed or cancelled. */
  readonly cancelsInDoubt = new Set<string>();
  /** "user:professional" → saved or not, as last acknowledged; doubt when a later write got no answer. */
  readonly saved = new Map<
    string,
    { userId: string; professionalId: string; saved: boolean; doubt: boolean }
  >();
  /** A user's cart (product → quantity) as last acknowledged; doubt when a later write got no answer. */
  readonly carts = new Map<string, { lines: Map<string, number>; doubt: boolean }>();
  readonly tally = Object.fromEntries(
    WRITE_KINDS.map((kind) => [
      kind,
      { attempted: 0, acked: 0, refused: 0, doubt: 0, retried: 0, replayed: 0 },
    ]),
  ) as Record<WriteKind, Tally>;
  /** Response times (ms) of answered writes of the crash phase, by kind. */
  readonly latencies = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, [] as number[]])) as Record<
    WriteKind,
    number[]
  >;
  /** "409 This job is no longer open" → how many. */
  readonly refusals = new Map<string, number>();
  /** "ECONNRESET" → how many. */
  readonly doubts = new Map<string, number>();
  serverErrors = 0;
  /** Writes of the load phase with no recorded answer (in flight at its end, or failed): of any kind. */
  unanswered = 0;

  count(kind: WriteKind, outcome: Outcome): void {
    const tally = this.tally[kind];
    tally.attempted++;
    tally[outcome.kind === "ack" ? "acked" : outcome.kind === "refused" ? "refused" : "doubt"]++;
    if (outcome.kind === "refused") {
      const message = (outcome.body as { message?: string } | null)?.message ?? "";
      const key = `${kind} ${outcome.status} ${message}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
    if (outcome.kind === "doubt") {
      if (outcome.status !== null) this.serverErrors++;
      const key = outcome.status === null ? outcome.error : `HTTP ${outcome.status}`;
      this.doubts.set(key, (this.doubts.get(key) ?? 0) + 1);
    }
  }

  /** The answer to a retry (same Idempotency-Key, same body) of a write that was in doubt. */
  resolve(kind: WriteKind, outcome: Outcome): void {
    const tally = this.tally[kind];
    tally.retried++;
    if (outcome.kind === "doubt") return;
    tally.doubt--;
    if (outcome.kind === "refused") {
      tally.refused++;
      const key = `${kind} (retried) ${outcome.status} ${(outcome.body as { message?: string } | null)?.message ?? ""}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
      return;
    }
    tally.acked++;
    if (outcome.replayed) tally.replayed++;
  }

  totals(): Tally {
    const sum = { attempted: 0, acked: 0, refused: 0, doubt: 0, retried: 0, replayed: 0 };
    for (const tally of Object.values(this.tally))
      for (const key of Object.keys(sum) as (keyof Tally)[]) sum[key] += tally[key];
    return sum;
  }

  cart(userId: string) {
    let cart = this.carts.get(userId);
    if (!cart) {
      cart = { lines: new Map(), doubt: false };
      this.carts.set(userId, cart);
    }
    return cart;
  }

  /** The whole cart as a 2xx of PUT /api/shop/cart/:id returned it. */
  setCart(userId: string, body: { lines: { item: { id: string }; quantity: number }[] }): void {
    this.carts.set(userId, {
      lines: new Map(body.lines.map((line) => [line.item.id, line.quantity])),
      doubt: false,
    });
  }

  recordOrder(userId: string, body: OrderBody): void {
    this.orders.set(body.id, {
      id: body.id,
      userId,
      subtotal: body.subtotal,
      total: body.total,
      lines: body.lines.map(({ itemId, quantity, unitPrice }) => ({ itemId, quantity, unitPrice })),
    });
    // Every line of the cart was ordered (all products are on sale), so the cart is empty.
    this.carts.set(userId, { lines: new Map(), doubt: false });
  }

  setSaved(userId: string, professionalId: string, saved: boolean, doubt = false): void {
    this.saved.set(`${userId}:${professionalId}`, { userId, professionalId, saved, doubt });
  }
}

export type OrderBody = { id: string; subtotal: number; total: number; lines: OrderLineAck[] };
