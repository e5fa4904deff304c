import { randomUUID } from "node:crypto";
import { POST_JOB_CATEGORIES } from "../../domain/categories";
import { IDEMPOTENCY_KEY_HEADER } from "../../domain/idempotency-rules";
import { call, inParallel, type Outcome, type SoakUser } from "./soak-client";
import type { Ledger, OrderBody, WriteKind } from "./soak-ledger";

export type Product = { id: string; price: number; stock: number };

/** How often each write is chosen (per 100). */
const MIX: [WriteKind, number][] = [
  ["job", 16],
  ["bid", 28],
  ["accept", 5],
  ["message", 21],
  ["save", 5],
  ["unsave", 2],
  ["cart", 12],
  ["order", 8],
  ["cancel", 3],
];
const PLACES = ["Kathmandu", "Lalitpur", "Bhaktapur", "Pokhara", "Biratnagar", "Butwal"];

/**
 * One write: who sends what, and what its answer means. `keyed` writes carry an Idempotency-Key
 * (as the app's client sends them); one left in doubt by a crash is sent again, same key and body,
 * after the restart, and `handle` takes that answer like the first.
 */
type Op = {
  kind: WriteKind;
  user: SoakUser;
  method: string;
  path: string;
  body?: unknown;
  keyed?: boolean;
  handle: (outcome: Outcome) => void;
};
type Pending = Op & { key: string };

/**
 * The write load of the crash phase: about `rate` writes a second, open loop (launched on a clock,
 * not after the previous one answers), each user doing one thing at a time. Every answer goes into
 * the ledger; what the next writes can do (bid on which job, accept which bid, order which cart)
 * follows from what was acknowledged so far.
 */
export class WriteDriver {
  private running = false;
  private inFlight = new Set<Promise<void>>();
  private busy = new Set<string>();
  private seq = 0;
  /** Keyed writes left in doubt by a crash, to send again after the restart. */
  private unresolved: Pending[] = [];
  /** Acknowledged fixed-price jobs nobody accepted yet (nor tried to: an accept in doubt takes it out). */
  private openJobs: string[] = [];
  /** Job → its acknowledged pending bids. */
  private jobBids = new Map<string, string[]>();
  /** Jobs with bids, waiting for their customer to accept one. */
  private biddedJobs: string[] = [];
  private triedBids = new Set<string>();
  /** The last acknowledged bids (for messages about a job). */
  private recentBids: string[] = [];
  private placedOrders = new Map<string, string[]>();
  private readonly customers: SoakUser[];
  private readonly pros: SoakUser[];
  private readonly byId: Map<string, SoakUser>;

  constructor(
    private readonly origin: string,
    users: SoakUser[],
    private readonly products: Product[],
    private readonly listedPros: string[],
    private readonly ledger: Ledger,
    private readonly random: () => number = Math.random,
  ) {
    this.customers = users.filter((u) => u.role === "customer");
    this.pros = users.filter((u) => u.role === "professional");
    this.byId = new Map(users.map((u) => [u.id, u]));
  }

  get pending(): number {
    return this.inFlight.size;
  }

  /** Launches writes at `rate` a second until `hold()`. */
  start(rate: number, maxInFlight = 400): void {
    if (this.running) return;
    this.running = true;
    let tokens = 0;
    let last = performance.now();
    const tick = () => {
      if (!this.running) return;
      const now = performance.now();
      tokens = Math.min(tokens + ((now - last) / 1000) * rate, rate);
      last = now;
      while (tokens >= 1 && this.inFlight.size < maxInFlight) {
        tokens--;
        this.launch();
      }
      setTimeout(tick, 5);
    };
    tick();
  }

  /** Stops launching (at once); `settle()` waits for the writes in flight. */
  hold(): void {
    this.running = false;
  }

  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Sends every keyed write left in doubt again, with its key and body (what the app's client does
   * after a dropped connection): the stored first answer if it had committed, a fresh one if not.
   */
  async retryInDoubt(): Promise<{ retried: number; replayed: number; fresh: number; refused: number }> {
    const retry = this.unresolved;
    this.unresolved = [];
    const result = { retried: retry.length, replayed: 0, fresh: 0, refused: 0 };
    await inParallel(retry, 8, async (op) => {
      const outcome = await call(this.origin, op.method, op.path, op.user, op.body, {
        [IDEMPOTENCY_KEY_HEADER]: op.key,
      });
      this.ledger.resolve(op.kind, outcome);
      if (outcome.kind === "ack") result[outcome.replayed ? "replayed" : "fresh"]++;
      else if (outcome.kind === "refused") result.refused++;
      else this.unresolved.push(op);
      op.handle(outcome);
    });
    return result;
  }

  private pick<T>(items: T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  private idle(users: SoakUser[]): SoakUser | undefined {
    for (let tries = 0; tries < 8; tries++) {
      const user = this.pick(users);
      if (user && !this.busy.has(user.id)) return user;
    }
    return undefined;
  }

  private launch(): void {
    for (let tries = 0; tries < 6; tries++) {
      const op = this.build(this.chooseKind());
      if (!op || this.busy.has(op.user.id)) continue;
      this.busy.add(op.user.id);
      const done: Promise<void> = this.run(op).finally(() => {
        this.busy.delete(op.user.id);
        this.inFlight.delete(done);
      });
      this.inFlight.add(done);
      return;
    }
  }

  private async run(op: Op): Promise<void> {
    const key = randomUUID();
    const from = performance.now();
    const outcome = await call(
      this.origin,
      op.method,
      op.path,
      op.user,
      op.body,
      op.keyed ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
    );
    this.ledger.count(op.kind, outcome);
    if (outcome.kind !== "doubt") this.ledger.latencies[op.kind].push(performance.now() - from);
    else if (op.keyed) this.unresolved.push({ ...op, key });
    op.handle(outcome);
  }

  private chooseKind(): WriteKind {
    let roll = this.random() * 100;
    for (const [kind, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return "job";
  }

  private build(kind: WriteKind): Op | undefined {
    switch (kind) {
      case "job":
        return this.postJob();
      case "bid":
        return this.placeBid();
      case "accept":
        return this.acceptBid();
      case "message":
        return this.sendMessage();
      case "save":
      case "unsave":
        return this.saveProfessional(kind);
      case "cart":
        return this.fillCart();
      case "order":
        return this.placeOrder();
      case "cancel":
        return this.cancelOrder();
    }
  }

  private postJob(): Op | undefined {
    const user = this.idle(this.customers);
    if (!user) return undefined;
    const n = ++this.seq;
    const fixed = this.random() < 0.75;
    // The title is unique to this write: a retry that wrote a second job would show as a duplicate.
    const title = `Soak job ${n}: ${this.pick([...POST_JOB_CATEGORIES])} work`;
    return {
      kind: "job",
      user,
      keyed: true,
      method: "POST",
      path: "/api/jobs",
      body: {
        title,
        description: `Job ${n} of the crash soak, posted by ${user.email}.`,
        skillCategory: this.pick([...POST_JOB_CATEGORIES]),
        location: this.pick(PLACES),
        jobType: fixed ? "fixed" : "hourly",
        budget: 500 + Math.floor(this.random() * 50) * 100,
      },
      handle: (outcome) => {
        if (outcome.kind !== "ack") return;
        const { id } = outcome.body as { id: string };
        this.ledger.jobs.set(id, { id, customerId: user.id, title, paymentType: fixed ? "fixed" : "hourly" });
        if (fixed) this.openJobs.push(id);
        if (this.openJobs.length > 400) this.openJobs.shift();
      },
    };
  }

  private placeBid(): Op | undefined {
    const user = this.idle(this.pros);
    const jobId = this.pick(this.openJobs.slice(-150));
    if (!user || !jobId || this.triedBids.has(`${user.id}:${jobId}`)) return undefined;
    this.triedBids.add(`${user.id}:${jobId}`);
    const amount = 400 + Math.floor(this.random() * 20_000) / 4;
    return {
      kind: "bid",
      user,
      keyed: true,
      method: "POST",
      path: "/api/bids",
      body: { jobId, amount, message: `I can do this for NPR ${amount}.`, estimatedTime: "2 days" },
      handle: (outcome) => {
        if (outcome.kind !== "ack") return;
        const { id } = outcome.body as { id: string };
        this.ledger.bids.set(id, { id, jobId, professionalId: user.id, amount });
        this.recentBids.push(id);
        if (this.recentBids.length > 200) this.recentBids.shift();
        const bids = this.jobBids.get(jobId);
        if (bids) bids.push(id);
        else if (this.openJobs.includes(jobId)) {
          this.jobBids.set(jobId, [id]);
          this.biddedJobs.push(jobId);
        }
      },
    };
  }

  private acceptBid(): Op | undefined {
    const jobId = this.pick(this.biddedJobs);
    const job = jobId ? this.ledger.jobs.get(jobId) : undefined;
    const user = job ? this.byId.get(job.customerId) : undefined;
    const bidId = jobId ? this.pick(this.jobBids.get(jobId) ?? []) : undefined;
    if (!jobId || !user || !bidId || this.busy.has(user.id)) return undefined;
    // The job leaves the pools now: whatever the answer, nobody bids on it or accepts on it again.
    this.biddedJobs = this.biddedJobs.filter((id) => id !== jobId);
    this.openJobs = this.openJobs.filter((id) => id !== jobId);
    this.jobBids.delete(jobId);
    return {
      kind: "accept",
      user,
      method: "POST",
      path: `/api/bids/${bidId}/accept`,
      handle: (outcome) => {
        const bid = this.ledger.bids.get(bidId);
        if (outcome.kind === "ack" && bid)
          this.ledger.accepts.set(jobId, {
            jobId,
            bidId,
            professionalId: bid.professionalId,
            amount: bid.amount,
          });
      },
    };
  }

  private sendMessage(): Op | undefined {
    let sender: SoakUser | undefined;
    let receiverId: string | undefined;
    let jobId: string | null = null;
    const bid = this.random() < 0.5 ? this.ledger.bids.get(this.pick(this.recentBids) ?? "") : undefined;
    const job = bid ? this.ledger.jobs.get(bid.jobId) : undefined;
    if (bid && job) {
      // About a job: its customer and a professional who bid on it, either way round.
      const fromPro = this.random() < 0.5;
      sender = this.byId.get(fromPro ? bid.professionalId : job.customerId);
      receiverId = fromPro ? job.customerId : bid.professionalId;
      jobId = job.id;
    } else {
      sender = this.idle(this.random() < 0.5 ? this.customers : this.pros);
      receiverId = this.pick(this.random() < 0.5 ? this.customers : this.pros)?.id;
    }
    if (!sender || !receiverId || sender.id === receiverId) return undefined;
    const from = sender;
    const to = receiverId;
    const content = `Soak message ${++this.seq} from ${from.email}`;
    return {
      kind: "message",
      user: from,
      keyed: true,
      method: "POST",
      path: "/api/messages",
      body: { receiverId: to, content, ...(jobId ? { jobId } : {}) },
      handle: (outcome) => {
        if (outcome.kind !== "ack") return;
        const { id } = outcome.body as { id: string };
        this.ledger.messages.set(id, { id, senderId: from.id, receiverId: to, jobId, content });
      },
    };
  }

  private saveProfessional(kind: "save" | "unsave"): Op | undefined {
    const user = this.idle(this.customers.concat(this.pros));
    const professionalId = this.pick(this.listedPros);
    if (!user || !professionalId || professionalId === user.id) return undefined;
    return {
      kind,
      user,
      method: kind === "save" ? "PUT" : "DELETE",
      path: `/api/saved-professionals/${professionalId}`,
      handle: (outcome) => {
        const before = this.ledger.saved.get(`${user.id}:${professionalId}`)?.saved ?? false;
        if (outcome.kind === "ack") this.ledger.setSaved(user.id, professionalId, kind === "save");
        else if (outcome.kind === "doubt") this.ledger.setSaved(user.id, professionalId, before, true);
      },
    };
  }

  private fillCart(): Op | undefined {
    const user = this.idle(this.customers);
    const product = this.pick(this.products);
    if (!user || !product) return undefined;
    return {
      kind: "cart",
      user,
      method: "PUT",
      path: `/api/shop/cart/${product.id}`,
      body: { quantity: 1 + Math.floor(this.random() * 3) },
      handle: (outcome) => {
        if (outcome.kind === "ack")
          this.ledger.setCart(user.id, outcome.body as Parameters<Ledger["setCart"]>[1]);
        else if (outcome.kind === "doubt") this.ledger.cart(user.id).doubt = true;
      },
    };
  }

  private placeOrder(): Op | undefined {
    const user = this.idle(
      this.customers.filter((u) => {
        const cart = this.ledger.carts.get(u.id);
        return cart && (cart.doubt || cart.lines.size > 0);
      }),
    );
    if (!user) return undefined;
    return {
      kind: "order",
      user,
      keyed: true,
      method: "POST",
      path: "/api/shop/orders",
      // The name is unique to this write, as a job's title is.
      body: {
        deliveryName: `Soak Customer ${++this.seq}`,
        deliveryPhone: "9841234567",
        deliveryAddress: "Ward 4, Baneshwor, Kathmandu",
      },
      handle: (outcome) => {
        if (outcome.kind === "ack") {
          const order = outcome.body as OrderBody;
          this.ledger.recordOrder(user.id, order);
          this.placedOrders.set(user.id, [...(this.placedOrders.get(user.id) ?? []), order.id]);
        } else if (outcome.kind === "doubt") this.ledger.cart(user.id).doubt = true;
        else if (outcome.status === 400) this.ledger.carts.set(user.id, { lines: new Map(), doubt: false });
      },
    };
  }

  private cancelOrder(): Op | undefined {
    const user = this.idle(this.customers.filter((u) => (this.placedOrders.get(u.id)?.length ?? 0) > 0));
    const orderId = user ? this.placedOrders.get(user.id)?.shift() : undefined;
    if (!user || !orderId) return undefined;
    return {
      kind: "cancel",
      user,
      method: "POST",
      path: `/api/shop/orders/${orderId}/cancel`,
      handle: (outcome) => {
        if (outcome.kind === "ack") this.ledger.cancels.add(orderId);
        else if (outcome.kind === "doubt") this.ledger.cancelsInDoubt.add(orderId);
      },
    };
  }
}
