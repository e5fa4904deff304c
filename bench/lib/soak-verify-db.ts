import pg from "pg";
import type { Ledger, WriteKind } from "./soak-ledger";
import type { Check } from "./soak-verify-api";

const MAX_LISTED = 20;
const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Each product's stock plus every unit in a live (not cancelled) order: constant unless restocked. */
export async function stockBalance(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ id: string; balance: number }>(`
    select i.id, i.stock_quantity + coalesce(sum(oi.quantity) filter (where o.status <> 'cancelled'), 0)::int as balance
    from marketplace_items i
    left join order_items oi on oi.item_id = i.id
    left join orders o on o.id = oi.order_id
    group by i.id`);
  return new Map(rows.map((row) => [row.id, Number(row.balance)]));
}

/** A finding query: each row it returns is one problem, described by its `problem` column. */
async function findings(client: pg.Client, check: Check, sql: string, params: unknown[]) {
  const { rows } = await client.query<{ problem: string }>(sql, params);
  check.problems.push(...rows.map((row) => row.problem));
}

/**
 * Straight from the database: every acknowledged write is there as acknowledged ("lost" checks),
 * and every transaction of the soak's users is whole ("half-written" checks): a job and its
 * posting event, an accepted job with its one accepted bid, hire, event and no pending bids left,
 * an order with its lines, amounts and stock, counts within what was acknowledged plus what is in
 * doubt; then PostgreSQL's amcheck over the tables' heaps and B-tree indexes.
 */
export async function verifyInDatabase(
  url: string,
  userIds: string[],
  ledger: Ledger,
  balance: Map<string, number>,
): Promise<Check[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const checks: Check[] = [];
  const check = (name: string, kind: Check["kind"]) => {
    const c: Check = { name: `DB: ${name}`, kind, checked: 0, problems: [] };
    checks.push(c);
    return c;
  };
  try {
    const users = check("acknowledged sign-ups: user and session rows", "lost");
    users.checked = userIds.length;
    await findings(
      client,
      users,
      `select u.id || ' has no user row or no session' as problem from unnest($1::uuid[]) as u(id)
       where not exists (select 1 from users where users.id = u.id)
          or not exists (select 1 from sessions s where s.sess->>'userId' = u.id::text)`,
      [userIds],
    );

    const jobs = check("acknowledged jobs", "lost");
    const jobRows = await rowsById(
      client,
      "select id, customer_id, title from jobs where id = any($1::uuid[])",
      [...ledger.jobs.keys()],
    );
    for (const job of ledger.jobs.values()) {
      jobs.checked++;
      const row = jobRows.get(job.id);
      if (!row) jobs.problems.push(`job ${job.id} missing`);
      else if (row.customer_id !== job.customerId || row.title !== job.title)
        jobs.problems.push(`job ${job.id} differs`);
    }

    const bids = check("acknowledged bids and accepts", "lost");
    const bidRows = await rowsById(
      client,
      "select id, job_id, professional_id, amount, status from bids where id = any($1::uuid[])",
      [...ledger.bids.keys()],
    );
    for (const bid of ledger.bids.values()) {
      bids.checked++;
      const row = bidRows.get(bid.id);
      if (!row) bids.problems.push(`bid ${bid.id} missing`);
      else if (
        row.job_id !== bid.jobId ||
        row.professional_id !== bid.professionalId ||
        !near(Number(row.amount), bid.amount)
      )
        bids.problems.push(`bid ${bid.id} differs`);
    }
    const acceptRows = await rowsById(
      client,
      "select id, status, hired_professional_id, final_price from jobs where id = any($1::uuid[])",
      [...ledger.accepts.keys()],
    );
    for (const accept of ledger.accepts.values()) {
      bids.checked++;
      const job = acceptRows.get(accept.jobId);
      const bid = bidRows.get(accept.bidId);
      if (
        job?.status !== "accepted" ||
        job.hired_professional_id !== accept.professionalId ||
        !near(Number(job.final_price), accept.amount) ||
        bid?.status !== "accepted"
      )
        bids.problems.push(
          `accept of bid ${accept.bidId} on job ${accept.jobId} not there (job ${job?.status}, bid ${bid?.status})`,
        );
    }

    const messages = check("acknowledged messages", "lost");
    const messageRows = await rowsById(
      client,
      "select id, sender_id, receiver_id, job_id, content from messages where id = any($1::uuid[])",
      [...ledger.messages.keys()],
    );
    for (const m of ledger.messages.values()) {
      messages.checked++;
      const row = messageRows.get(m.id);
      if (!row) messages.problems.push(`message ${m.id} missing`);
      else if (
        row.sender_id !== m.senderId ||
        row.receiver_id !== m.receiverId ||
        row.content !== m.content ||
        (row.job_id ?? null) !== m.jobId
      )
        messages.problems.push(`message ${m.id} differs`);
    }

    const orders = check("acknowledged orders, their lines and cancellations", "lost");
    const orderRows = await rowsById(
      client,
      `select o.id, o.user_id, o.status, o.total, string_agg(oi.item_id || 'x' || oi.quantity, ',' order by oi.item_id) as lines
       from orders o left join order_items oi on oi.order_id = o.id where o.id = any($1::uuid[]) group by o.id`,
      [...ledger.orders.keys()],
    );
    for (const order of ledger.orders.values()) {
      orders.checked++;
      const row = orderRows.get(order.id);
      const lines = order.lines
        .map((l) => `${l.itemId}x${l.quantity}`)
        .sort()
        .join(",");
      const status = ledger.cancels.has(order.id)
        ? "cancelled"
        : ledger.cancelsInDoubt.has(order.id)
          ? row?.status
          : "placed";
      if (!row) orders.problems.push(`order ${order.id} missing`);
      else if (
        row.user_id !== order.userId ||
        !near(Number(row.total), order.total) ||
        row.lines !== lines ||
        row.status !== status
      )
        orders.problems.push(`order ${order.id} differs (${row.status}, ${row.total})`);
    }

    const saved = check("acknowledged saved professionals and carts", "lost");
    const { rows: savedRows } = await client.query<{ key: string }>(
      "select user_id || ':' || professional_id as key from saved_professionals where user_id = any($1::uuid[])",
      [userIds],
    );
    const savedNow = new Set(savedRows.map((row) => row.key));
    for (const [key, pair] of ledger.saved) {
      if (pair.doubt) continue;
      saved.checked++;
      if (savedNow.has(key) !== pair.saved) saved.problems.push(`saved ${key}: expected ${pair.saved}`);
    }
    const { rows: cartRows } = await client.query<{ user_id: string; lines: string }>(
      "select user_id, string_agg(item_id || 'x' || quantity, ',' order by item_id) as lines from cart_items where user_id = any($1::uuid[]) group by user_id",
      [userIds],
    );
    const cartsNow = new Map(cartRows.map((row) => [row.user_id, row.lines]));
    for (const [userId, cart] of ledger.carts) {
      if (cart.doubt) continue;
      saved.checked++;
      const want = [...cart.lines]
        .map(([id, q]) => `${id}x${q}`)
        .sort()
        .join(",");
      if ((cartsNow.get(userId) ?? "") !== want) saved.problems.push(`cart of ${userId} differs`);
    }

    await wholeTransactions(
      client,
      check("whole transactions (jobs, events, bids, hires, orders, stock)", "half-written"),
      userIds,
      balance,
    );
    await writtenOnce(
      client,
      check("written once: no job title, message or order name twice", "half-written"),
      userIds,
    );
    await countsWithinBounds(
      client,
      check("counts within acknowledged … acknowledged + in doubt", "half-written"),
      userIds,
      ledger,
    );
    await storageIntegrity(
      client,
      check("amcheck: heaps and B-tree indexes of the written tables", "half-written"),
    );
  } finally {
    await client.end();
  }
  for (const c of checks) c.problems.splice(MAX_LISTED);
  return checks;
}

async function rowsById(client: pg.Client, sql: string, ids: string[]) {
  // biome-ignore lint/suspicious/noExplicitAny: rows of ad-hoc check queries
  const { rows } = await client.query<any>(sql, [ids]);
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return new Map<string, any>(rows.map((row) => [row.id, row]));
}

async function wholeTransactions(
  client: pg.Client,
  check: Check,
  userIds: string[],
  balance: Map<string, number>,
) {
  const { rows } = await client.query<{ jobs: number; orders: number }>(
    `select (select count(*) from jobs where customer_id = any($1::uuid[]))::int as jobs,
            (select count(*) from orders where user_id = any($1::uuid[]))::int as orders`,
    [userIds],
  );
  check.checked = (rows[0]?.jobs ?? 0) + (rows[0]?.orders ?? 0) + balance.size;
  await findings(
    client,
    check,
    `with soak_jobs as (select * from jobs where customer_id = any($1::uuid[])),
     per_job as (
       select j.id, j.status, j.hired_professional_id, j.final_price, j.accepted_at,
         (select count(*) from job_status_events e where e.job_id = j.id and e.previous_status is null and e.new_status = 'open') as posted,
         (select count(*) from job_status_events e where e.job_id = j.id and e.previous_status = 'open' and e.new_status = 'accepted') as accepted_events,
         (select count(*) from job_status_events e where e.job_id = j.id) as events,
         (select count(*) from bids b where b.job_id = j.id and b.status = 'pending') as pending,
         (select count(*) from bids b where b.job_id = j.id and b.status = 'rejected') as rejected,
         (select count(*) from bids b where b.job_id = j.id and b.status = 'accepted') as accepted_bids,
         (select count(*) from bids b where b.job_id = j.id and b.status = 'accepted'
            and b.professional_id = j.hired_professional_id and b.amount = j.final_price) as matching_bid
       from soak_jobs j)
     select 'job ' || id || ' (' || status || '): ' || concat_ws(', ',
         case when posted <> 1 then posted || ' posting events' end,
         case when status = 'open' and (events <> 1 or accepted_bids + rejected > 0 or hired_professional_id is not null)
           then 'open but hired, settled or moved' end,
         case when status = 'accepted' and (accepted_events <> 1 or events <> 2 or pending > 0 or accepted_bids <> 1
             or matching_bid <> 1 or accepted_at is null)
           then format('accepted with %s accept events, %s pending, %s accepted bids, %s matching', accepted_events, pending, accepted_bids, matching_bid) end,
         case when status not in ('open', 'accepted') then 'a status the soak never sets' end) as problem
     from per_job
     where posted <> 1 or (status = 'open' and (events <> 1 or accepted_bids + rejected > 0 or hired_professional_id is not null))
        or (status = 'accepted' and (accepted_events <> 1 or events <> 2 or pending > 0 or accepted_bids <> 1 or matching_bid <> 1 or accepted_at is null))
        or status not in ('open', 'accepted')`,
    [userIds],
  );
  await findings(
    client,
    check,
    `select 'order ' || o.id || ': ' || concat_ws(', ',
         case when count(oi.item_id) = 0 then 'no lines' end,
         case when o.subtotal <> coalesce(sum(oi.unit_price * oi.quantity), 0) then 'subtotal is not the sum of its lines' end,
         case when o.total <> o.subtotal + o.delivery_fee then 'total is not subtotal + delivery' end,
         case when o.delivery_fee <> (case when o.subtotal > 15000 then 0 else 150 end) then 'wrong delivery fee' end,
         case when (o.status = 'cancelled') <> (o.cancelled_at is not null) then 'status and cancelled_at disagree' end) as problem
     from orders o left join order_items oi on oi.order_id = o.id
     where o.user_id = any($1::uuid[])
     group by o.id
     having count(oi.item_id) = 0 or o.subtotal <> coalesce(sum(oi.unit_price * oi.quantity), 0)
        or o.total <> o.subtotal + o.delivery_fee
        or o.delivery_fee <> (case when o.subtotal > 15000 then 0 else 150 end)
        or (o.status = 'cancelled') <> (o.cancelled_at is not null)`,
    [userIds],
  );
  for (const [id, now] of await stockBalance(client)) {
    const before = balance.get(id);
    if (before !== now) check.problems.push(`product ${id}: stock + ordered units ${now}, was ${before}`);
  }
}

/**
 * Every job title, message text and order name of the soak is unique to one write: twice means a
 * write done twice (a retry with its Idempotency-Key after a crash that wrote again).
 */
async function writtenOnce(client: pg.Client, check: Check, userIds: string[]) {
  const { rows } = await client.query<{ problem: string; rows: number }>(
    `select what || ' "' || value || '" written ' || n || ' times' as problem from (
       select 'job' as what, title as value, count(*) as n from jobs where customer_id = any($1::uuid[]) group by title
       union all
       select 'message', content, count(*) from messages where sender_id = any($1::uuid[]) group by content
       union all
       select 'order', delivery_name, count(*) from orders where user_id = any($1::uuid[]) group by delivery_name
     ) as written where n > 1`,
    [userIds],
  );
  const counted = await client.query<{ n: number }>(
    `select ((select count(*) from jobs where customer_id = any($1::uuid[])) + (select count(*) from messages where sender_id = any($1::uuid[]))
      + (select count(*) from orders where user_id = any($1::uuid[])))::int as n`,
    [userIds],
  );
  check.checked = counted.rows[0]?.n ?? 0;
  check.problems.push(...rows.map((row) => row.problem));
}

/** Rows of the soak's users: at least what was acknowledged, at most that plus what is in doubt. */
async function countsWithinBounds(client: pg.Client, check: Check, userIds: string[], ledger: Ledger) {
  const { rows } = await client.query<Record<string, number>>(
    `select
       (select count(*) from jobs where customer_id = any($1::uuid[]))::int as job,
       (select count(*) from bids where professional_id = any($1::uuid[]))::int as bid,
       (select count(*) from jobs where customer_id = any($1::uuid[]) and status = 'accepted')::int as accept,
       (select count(*) from messages where sender_id = any($1::uuid[]))::int as message,
       (select count(*) from orders where user_id = any($1::uuid[]))::int as "order",
       (select count(*) from orders where user_id = any($1::uuid[]) and status = 'cancelled')::int as cancel`,
    [userIds],
  );
  const found = rows[0] ?? {};
  const kinds: WriteKind[] = ["job", "bid", "accept", "message", "order", "cancel"];
  for (const kind of kinds) {
    check.checked++;
    const { acked, doubt } = ledger.tally[kind];
    const n = found[kind] ?? 0;
    const most = acked + doubt + ledger.unanswered;
    if (n < acked || n > most)
      check.problems.push(`${kind}: ${n} rows, acknowledged ${acked}, in doubt ${most - acked}`);
  }
}

/** amcheck's verify_heapam and bt_index_check (with heapallindexed) on the tables the soak writes. */
async function storageIntegrity(client: pg.Client, check: Check) {
  await client.query("create extension if not exists amcheck");
  const tables = [
    "users",
    "sessions",
    "jobs",
    "job_status_events",
    "bids",
    "messages",
    "user_events",
    "saved_professionals",
    "cart_items",
    "orders",
    "order_items",
    "marketplace_items",
  ];
  const heap = await client.query<{ problem: string }>(
    `select t || ': block ' || blkno || ' ' || msg as problem
     from unnest($1::text[]) as t, lateral verify_heapam(t::regclass)`,
    [tables],
  );
  check.problems.push(...heap.rows.map((row) => row.problem));
  const { rows: indexes } = await client.query<{ name: string }>(
    `select c.relname as name from pg_index i
     join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid join pg_am am on am.oid = c.relam
     where am.amname = 'btree' and t.relname = any($1::text[])`,
    [tables],
  );
  for (const index of indexes) {
    try {
      await client.query("select bt_index_check($1::regclass, true)", [index.name]);
    } catch (error) {
      check.problems.push(`index ${index.name}: ${(error as Error).message}`);
    }
  }
  check.checked = tables.length + indexes.length;
}
