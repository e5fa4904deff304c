import { call, getJson, inParallel, type SoakUser } from "./soak-client";
import type { Ledger } from "./soak-ledger";

/** One check of the end state: how many things it looked at and what it found wrong. */
export type Check = { name: string; kind: "lost" | "half-written"; checked: number; problems: string[] };

const MAX_LISTED = 20;
const note = (check: Check, problem: string) => {
  check.problems.push(problem);
};
const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Every acknowledged write, read back through the API as its owner sees it. */
export async function verifyThroughApi(origin: string, users: SoakUser[], ledger: Ledger): Promise<Check[]> {
  const byId = new Map(users.map((u) => [u.id, u]));
  const checks: Check[] = [];

  const sessions: Check = {
    name: "API: accounts and sessions (GET /api/auth/user)",
    kind: "lost",
    checked: 0,
    problems: [],
  };
  await inParallel(users, 16, async (user) => {
    sessions.checked++;
    const outcome = await call(origin, "GET", "/api/auth/user", user);
    const id = outcome.kind === "ack" ? (outcome.body as { id?: string }).id : undefined;
    if (id !== user.id)
      note(sessions, `${user.email}: ${outcome.kind} ${"status" in outcome ? outcome.status : ""}`);
  });
  checks.push(sessions);

  const jobs: Check = {
    name: "API: jobs, and accepted bids' hires (GET /api/jobs/:id)",
    kind: "lost",
    checked: 0,
    problems: [],
  };
  await inParallel([...ledger.jobs.values()], 16, async (job) => {
    jobs.checked++;
    const outcome = await call(origin, "GET", `/api/jobs/${job.id}`);
    if (outcome.kind !== "ack") return note(jobs, `job ${job.id}: ${outcome.kind}`);
    const found = outcome.body as { title: string; status: string; hiredProfessionalId: string | null };
    if (found.title !== job.title) note(jobs, `job ${job.id}: title ${found.title}`);
    const accept = ledger.accepts.get(job.id);
    if (accept && (found.status !== "accepted" || found.hiredProfessionalId !== accept.professionalId))
      note(
        jobs,
        `job ${job.id}: accepted bid ${accept.bidId} but ${found.status}, hired ${found.hiredProfessionalId}`,
      );
  });
  checks.push(jobs);

  const bids: Check = {
    name: "API: bids (GET /api/bids, each professional's own)",
    kind: "lost",
    checked: 0,
    problems: [],
  };
  const bidsByPro = groupBy([...ledger.bids.values()], (bid) => bid.professionalId);
  await inParallel([...bidsByPro.entries()], 8, async ([proId, acked]) => {
    const listed = new Map<string, { amount: string; status: string }>();
    for (let offset = 0; ; offset += 100) {
      const page = await getJson<{ id: string; amount: string; status: string }[]>(
        origin,
        `/api/bids?limit=100&offset=${offset}`,
        byId.get(proId),
      );
      for (const bid of page) listed.set(bid.id, bid);
      if (page.length < 100) break;
    }
    for (const bid of acked) {
      bids.checked++;
      const found = listed.get(bid.id);
      if (!found) note(bids, `bid ${bid.id} missing`);
      else if (!near(Number(found.amount), bid.amount)) note(bids, `bid ${bid.id}: amount ${found.amount}`);
      else if (ledger.accepts.get(bid.jobId)?.bidId === bid.id && found.status !== "accepted")
        note(bids, `bid ${bid.id}: accepted but ${found.status}`);
    }
  });
  checks.push(bids);

  const orders: Check = {
    name: "API: orders and cancellations (GET /api/shop/orders)",
    kind: "lost",
    checked: 0,
    problems: [],
  };
  const ordersByUser = groupBy([...ledger.orders.values()], (order) => order.userId);
  await inParallel([...ordersByUser.entries()], 8, async ([userId, acked]) => {
    type Listed = {
      id: string;
      status: string;
      total: number;
      lines: { itemId: string; quantity: number }[];
    };
    const listed = new Map(
      (await getJson<Listed[]>(origin, "/api/shop/orders", byId.get(userId))).map((o) => [o.id, o]),
    );
    for (const order of acked) {
      orders.checked++;
      const found = listed.get(order.id);
      if (!found) {
        note(orders, `order ${order.id} missing`);
        continue;
      }
      if (!near(found.total, order.total))
        note(orders, `order ${order.id}: total ${found.total}, acknowledged ${order.total}`);
      const lines = (l: { itemId: string; quantity: number }[]) =>
        l
          .map((line) => `${line.itemId}×${line.quantity}`)
          .sort()
          .join(",");
      if (lines(found.lines) !== lines(order.lines)) note(orders, `order ${order.id}: lines differ`);
      const expected = ledger.cancels.has(order.id)
        ? "cancelled"
        : ledger.cancelsInDoubt.has(order.id)
          ? null
          : "placed";
      if (expected && found.status !== expected)
        note(orders, `order ${order.id}: ${found.status}, expected ${expected}`);
    }
  });
  checks.push(orders);

  const saved: Check = {
    name: "API: saved professionals (GET /api/saved-professionals)",
    kind: "lost",
    checked: 0,
    problems: [],
  };
  const savedByUser = groupBy(
    [...ledger.saved.values()].filter((s) => !s.doubt),
    (s) => s.userId,
  );
  await inParallel([...savedByUser.entries()], 8, async ([userId, pairs]) => {
    const listed = new Set(
      (await getJson<{ id: string }[]>(origin, "/api/saved-professionals", byId.get(userId))).map(
        (p) => p.id,
      ),
    );
    for (const pair of pairs) {
      saved.checked++;
      if (listed.has(pair.professionalId) !== pair.saved)
        note(
          saved,
          `${userId} ${pair.saved ? "saved" : "removed"} ${pair.professionalId}, API says otherwise`,
        );
    }
  });
  checks.push(saved);

  const carts: Check = { name: "API: carts (GET /api/shop/cart)", kind: "lost", checked: 0, problems: [] };
  const knownCarts = [...ledger.carts.entries()].filter(([, cart]) => !cart.doubt);
  await inParallel(knownCarts, 8, async ([userId, cart]) => {
    carts.checked++;
    const found = await getJson<{ lines: { item: { id: string }; quantity: number }[] }>(
      origin,
      "/api/shop/cart",
      byId.get(userId),
    );
    const got = found.lines
      .map((l) => `${l.item.id}×${l.quantity}`)
      .sort()
      .join(",");
    const want = [...cart.lines]
      .map(([id, q]) => `${id}×${q}`)
      .sort()
      .join(",");
    if (got !== want) note(carts, `cart of ${userId}: ${got || "empty"}, expected ${want || "empty"}`);
  });
  checks.push(carts);

  checks.push(await verifyThreads(origin, byId, ledger));
  for (const check of checks) check.problems.splice(MAX_LISTED);
  return checks;
}

/** Messages, read back thread by thread (a sample of threads: each is paged through whole). */
async function verifyThreads(origin: string, byId: Map<string, SoakUser>, ledger: Ledger): Promise<Check> {
  const check: Check = {
    name: "API: messages (GET /api/messages/thread, 300 threads)",
    kind: "lost",
    checked: 0,
    problems: [],
  };
  const threads = groupBy(
    [...ledger.messages.values()],
    (m) => `${m.senderId}|${m.receiverId}|${m.jobId ?? ""}`,
  );
  const sample = [...threads.values()].sort((a, b) => b.length - a.length).slice(0, 300);
  await inParallel(sample, 8, async (messages) => {
    const first = messages[0];
    if (!first) return;
    const seen = new Set<string>();
    let before: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ with: first.receiverId, limit: "100" });
      if (first.jobId) query.set("jobId", first.jobId);
      if (before) query.set("before", before);
      const page = await getJson<{ messages: { id: string }[]; hasMore: boolean }>(
        origin,
        `/api/messages/thread?${query}`,
        byId.get(first.senderId),
      );
      for (const m of page.messages) seen.add(m.id);
      before = page.messages[0]?.id;
      if (!page.hasMore || !before) break;
    }
    for (const m of messages) {
      check.checked++;
      if (!seen.has(m.id)) note(check, `message ${m.id} missing from its thread`);
    }
  });
  return check;
}

export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
