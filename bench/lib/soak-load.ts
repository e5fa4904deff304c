import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { IDEMPOTENCY_KEY_HEADER } from "../../domain/idempotency-rules";
import type { SoakUser } from "./soak-client";
import type { Ledger, OrderBody, WriteKind } from "./soak-ledger";
import { quantile } from "./stats";

export type LoadFigures = {
  connections: number;
  seconds: number;
  requests: number;
  writes: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The first few non-2xx answers, to say what went wrong. */
  samples: string[];
};

type Ctx = { pair?: number; jobId?: string; bidId?: string; orderId?: string };

/** Cart writes (put, order) sent and not answered yet, by connection: unknown when the run stops. */
const CART_WRITES: (WriteKind | undefined)[] = ["cart", "order"];
type Step = {
  method: "GET" | "POST" | "PUT";
  /** Who sends it: the connection's customer, its professional, or nobody (a visitor). */
  as?: "customer" | "pro";
  kind?: WriteKind;
  /** Sent with an Idempotency-Key, as the app's client sends it. */
  keyed?: boolean;
  path: (c: Ctx) => string;
  body?: (c: Ctx) => unknown;
  /** What an acknowledged write leaves in the ledger and the context. */
  done?: (body: unknown, c: Ctx, customer: SoakUser, pro: SoakUser) => void;
};

/**
 * 100 connections (by default), each a customer and a professional of their own doing, in a loop,
 * what people do on Sipalu: browse jobs, post a fixed-price job, read it, bid on it, read the bids,
 * accept the bid, message about it, read conversations, save a professional, browse professionals,
 * put a product in the cart, order it, read the order, browse the shop. Half reads, half writes,
 * every write a transaction of the app; every acknowledged write goes into the ledger.
 */
export async function mixedLoad(options: {
  origin: string;
  customers: SoakUser[];
  pros: SoakUser[];
  listedPro: string;
  productId: string;
  connections: number;
  seconds: number;
  ledger: Ledger;
}): Promise<LoadFigures> {
  const { ledger, customers, pros } = options;
  const writesBefore = ledger.totals().attempted;
  let seq = 0;
  const steps: Step[] = [
    { method: "GET", path: () => "/api/jobs?limit=24" },
    {
      method: "POST",
      as: "customer",
      kind: "job",
      keyed: true,
      path: () => "/api/jobs",
      body: () => ({
        title: `Load job ${++seq}: tiles for a bathroom`,
        description: "Posted during the load phase of the soak.",
        skillCategory: "Plumbing",
        location: "Lalitpur",
        jobType: "fixed",
        budget: 4000,
      }),
      done: (body, c, customer) => {
        const job = body as { id: string; title: string };
        c.jobId = job.id;
        ledger.jobs.set(job.id, {
          id: job.id,
          customerId: customer.id,
          title: job.title,
          paymentType: "fixed",
        });
      },
    },
    { method: "GET", path: (c) => `/api/jobs/${c.jobId}` },
    {
      method: "POST",
      as: "pro",
      kind: "bid",
      keyed: true,
      path: () => "/api/bids",
      body: (c) => ({ jobId: c.jobId, amount: 3500, message: "Done by Friday.", estimatedTime: "3 days" }),
      done: (body, c, _customer, pro) => {
        const bid = body as { id: string; jobId: string };
        c.bidId = bid.id;
        ledger.bids.set(bid.id, { id: bid.id, jobId: bid.jobId, professionalId: pro.id, amount: 3500 });
      },
    },
    { method: "GET", path: (c) => `/api/jobs/${c.jobId}/bids` },
    {
      method: "POST",
      as: "customer",
      kind: "accept",
      path: (c) => `/api/bids/${c.bidId}/accept`,
      done: (_body, c, _customer, pro) => {
        if (c.jobId && c.bidId)
          ledger.accepts.set(c.jobId, {
            jobId: c.jobId,
            bidId: c.bidId,
            professionalId: pro.id,
            amount: 3500,
          });
      },
    },
    {
      method: "POST",
      as: "pro",
      kind: "message",
      keyed: true,
      path: () => "/api/messages",
      body: (c) => ({
        receiverId: customerOf(c).id,
        jobId: c.jobId,
        content: `Thank you, see you on Friday (${++seq}).`,
      }),
      done: (body, c, customer, pro) => {
        const m = body as { id: string; content: string };
        ledger.messages.set(m.id, {
          id: m.id,
          senderId: pro.id,
          receiverId: customer.id,
          jobId: c.jobId ?? null,
          content: m.content,
        });
      },
    },
    { method: "GET", as: "customer", path: () => "/api/messages/conversations" },
    {
      method: "PUT",
      as: "customer",
      kind: "save",
      path: () => `/api/saved-professionals/${options.listedPro}`,
      done: (_body, _c, customer) => ledger.setSaved(customer.id, options.listedPro, true),
    },
    { method: "GET", path: () => "/api/professionals?limit=12" },
    {
      method: "PUT",
      as: "customer",
      kind: "cart",
      path: () => `/api/shop/cart/${options.productId}`,
      body: () => ({ quantity: 1 }),
      done: (body, _c, customer) => ledger.setCart(customer.id, body as Parameters<Ledger["setCart"]>[1]),
    },
    {
      method: "POST",
      as: "customer",
      kind: "order",
      keyed: true,
      path: () => "/api/shop/orders",
      body: () => ({
        deliveryName: `Load Customer ${++seq}`,
        deliveryPhone: "9851234567",
        deliveryAddress: "Jhamsikhel, Lalitpur",
      }),
      done: (body, c, customer) => {
        const order = body as OrderBody;
        c.orderId = order.id;
        ledger.recordOrder(customer.id, order);
      },
    },
    { method: "GET", as: "customer", path: (c) => `/api/shop/orders/${c.orderId}` },
    { method: "GET", path: () => "/api/shop/products" },
  ];
  const customerOf = (c: Ctx) => customers[c.pair ?? 0] as SoakUser;
  const proOf = (c: Ctx) => pros[c.pair ?? 0] as SoakUser;

  const samples: string[] = [];
  const cartPending = new Set<number>();
  let pairs = 0;
  const requests = steps.map((step, index) => ({
    method: step.method,
    path: step.path({}),
    ...(index === 0
      ? {}
      : {
          setupRequest: (request: autocannon.Request, context: object) => {
            const c = context as Ctx;
            if (CART_WRITES.includes(step.kind)) cartPending.add(c.pair ?? 0);
            const user = step.as === "customer" ? customerOf(c) : step.as === "pro" ? proOf(c) : null;
            const headers: Record<string, string> = {};
            if (user) Object.assign(headers, { cookie: user.cookie, "x-forwarded-for": user.ip });
            if (step.method !== "GET") headers["content-type"] = "application/json";
            if (step.keyed) headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
            return {
              ...request,
              method: step.method,
              path: step.path(c),
              headers,
              body: step.method === "GET" ? undefined : JSON.stringify(step.body?.(c) ?? {}),
            };
          },
        }),
    onResponse: (status: number, body: string, context: object) => {
      const c = context as Ctx;
      if (CART_WRITES.includes(step.kind)) cartPending.delete(c.pair ?? 0);
      if (step.kind) {
        let parsed: unknown = null;
        try {
          parsed = body ? JSON.parse(body) : null;
        } catch {
          parsed = body;
        }
        const outcome =
          status < 300
            ? ({ kind: "ack", status, body: parsed } as const)
            : status < 500
              ? ({ kind: "refused", status, body: parsed } as const)
              : ({ kind: "doubt", status, error: `HTTP ${status}` } as const);
        ledger.count(step.kind, outcome);
        if (status < 300) step.done?.(parsed, c, customerOf(c), proOf(c));
      }
      if (status >= 300 && samples.length < 10)
        samples.push(`${step.method} ${step.path(c)} → ${status} ${body.slice(0, 160)}`);
    },
  }));

  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.seconds,
        timeout: 30,
        requests,
        setupClient: (client) => {
          // Each connection is one customer and one professional for the whole run.
          const iterator = (client as unknown as { requestIterator: { initialContext: Ctx; context: Ctx } })
            .requestIterator;
          const pair = pairs++ % Math.min(customers.length, pros.length);
          iterator.initialContext = { ...iterator.initialContext, pair };
          iterator.context = { ...iterator.context, pair };
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const writes = ledger.totals().attempted - writesBefore;
  for (const pair of cartPending) {
    const customer = customers[pair];
    if (customer) ledger.cart(customer.id).doubt = true;
  }
  // A write on its way when the run stopped, or that failed, may or may not have happened.
  ledger.unanswered += options.connections + result.errors + result.timeouts;
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: latencies.length,
    writes,
    rps: latencies.length / options.seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: Math.max(...latencies),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    samples,
  };
}
