/**
 * Instant-help dispatch latency: with N professionals holding open event streams on one server
 * instance, customers ask for help and we time each `instant.request` from the commit of the
 * request's transaction (when PostgreSQL delivers its NOTIFY to a separate listener) to its arrival
 * on the professional's stream. Also the server's memory per open stream.
 *
 *   npm run bench:dispatch -- --streams 1000,5000 --requests 100
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { newSessionToken, SESSION_COOKIE, sessionIdFor } from "../server/features/auth/session-token";
import { EVENTS_CHANNEL, type EventNotice } from "../server/features/events/publish";
import { benchDatabases } from "./lib/database";
import { openEventStream, type ReceivedEvent } from "./lib/event-stream";
import { runLine, targetLine, writeSection } from "./lib/results";
import { startServer } from "./lib/server";
import { mib, ms, quantile } from "./lib/stats";

const { values: args } = parseArgs({
  options: {
    streams: { type: "string", default: "1000" },
    requests: { type: "string", default: "100" },
  },
});
const streamCounts = args.streams.split(",").map(Number);
const requestCount = Number(args.requests);

// Kathmandu valley: professionals live within ~6 km of the centre and serve 25 km around home.
const CENTRE = { latitude: 27.7, longitude: 85.32 };
const jitter = (spread: number) => (Math.random() - 0.5) * spread;

type Person = { id: string; cookie: string };

/** N professionals (Plumbing, online, free) and one customer, each with a live session. */
async function createPeople(client: pg.Client, secret: string, professionals: number) {
  const make = async (role: "professional" | "customer", count: number): Promise<Person[]> => {
    const people: Person[] = [];
    for (let start = 0; start < count; start += 500) {
      const size = Math.min(500, count - start);
      const rows = Array.from({ length: size }, () => [
        `${role}-${randomBytes(6).toString("hex")}@bench.np`,
        (CENTRE.latitude + jitter(0.1)).toFixed(7),
        (CENTRE.longitude + jitter(0.1)).toFixed(7),
      ]);
      const { rows: inserted } = await client.query<{ id: string }>(
        `insert into users (email, password, first_name, last_name, role, skill_categories, is_online,
           is_free_now, service_radius, home_latitude, home_longitude)
         select email, 'bench', 'Bench', 'User', $1::user_role, array['Plumbing'], true, true, 25, lat, lng
         from unnest($2::text[], $3::numeric[], $4::numeric[]) as t(email, lat, lng)
         returning id`,
        [role, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
      );
      const tokens = inserted.map(() => newSessionToken());
      await client.query(
        `insert into sessions (sid, sess, expire)
         select sid, jsonb_build_object('userId', id, 'createdAt', now()), now() + interval '1 day'
         from unnest($1::text[], $2::uuid[]) as t(sid, id)`,
        [tokens.map((token) => sessionIdFor(token, secret)), inserted.map((row) => row.id)],
      );
      for (const [i, row] of inserted.entries())
        people.push({ id: row.id, cookie: `${SESSION_COOKIE}=${tokens[i]}` });
    }
    return people;
  };
  return {
    professionals: await make("professional", professionals),
    customer: (await make("customer", 1))[0],
  };
}

type Run = {
  database: string;
  streams: number;
  deliveries: number;
  commitToEvent: number[];
  sendToEvent: number[];
  rssPerStream: number;
  connectSeconds: number;
};

async function measure(databaseUrl: string, label: string, streams: number): Promise<Run> {
  const secret = randomBytes(32).toString("hex");
  // One customer posts every request: the 10-an-hour limit on instant requests is lifted for the run.
  const server = await startServer(databaseUrl, secret, { RATE_LIMITS: "off" });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  try {
    // Only this run's professionals are available, so every offer goes to an open stream.
    await client.query("update users set is_online = false, is_free_now = false where role = 'professional'");
    const { professionals, customer } = await createPeople(client, secret, streams);
    if (!customer) throw new Error("no customer");

    // The commit clock: PostgreSQL delivers a NOTIFY to every listener when the transaction commits.
    const committedAt = new Map<number, number>();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    client.on("notification", (message) => {
      const at = performance.now();
      const notice = JSON.parse(message.payload ?? "{}") as EventNotice;
      for (const [, eventId] of notice.e ?? []) committedAt.set(eventId, at);
    });

    const received: (ReceivedEvent & { jobId: string })[] = [];
    const onEvent = (event: ReceivedEvent) => {
      if (event.event !== "instant.request") return;
      received.push({ ...event, jobId: (JSON.parse(event.data) as { jobId: string }).jobId });
    };

    if (global.gc) global.gc();
    const rssBefore = await server.rssBytes();
    const connectStart = performance.now();
    for (let start = 0; start < professionals.length; start += 100) {
      const batch = professionals.slice(start, start + 100);
      requests.push(
        ...(await Promise.all(batch.map((p) => openEventStream(server.origin, p.cookie, agent, onEvent)))),
      );
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = await server.rssBytes();

    const sentAt = new Map<string, number>();
    for (let i = 0; i < requestCount; i++) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/api/jobs/instant`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.origin, cookie: customer.cookie },
        body: JSON.stringify({
          title: `Burst pipe ${i + 1}`,
          skillCategory: "Plumbing",
          location: "Kathmandu",
          latitude: CENTRE.latitude + jitter(0.06),
          longitude: CENTRE.longitude + jitter(0.06),
        }),
      });
      if (response.status !== 201)
        throw new Error(`request ${i} answered ${response.status}: ${await response.text()}`);
      sentAt.set(((await response.json()) as { jobId: string }).jobId, started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const commitToEvent = received.flatMap((e) => {
      const committed = committedAt.get(e.id);
      return committed === undefined ? [] : [e.at - committed];
    });
    const sendToEvent = received.flatMap((e) => {
      const sent = sentAt.get(e.jobId);
      return sent === undefined ? [] : [e.at - sent];
    });
    return {
      database: label,
      streams,
      deliveries: received.length,
      commitToEvent,
      sendToEvent,
      rssPerStream: (rssAfter - rssBefore) / streams,
      connectSeconds,
    };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    await client.end();
    await server.stop();
  }
}

/** The target on the first database's 1,000-stream run: commit → event p95 (the dispatch path itself). */
function target(runs: Run[]): string {
  const run = runs.find((r) => r.streams === 1000);
  if (!run) return targetLine("dispatch p95 under 100 ms with 1,000 streams", "no 1,000-stream run", null);
  const p95 = quantile(run.commitToEvent, 0.95);
  const request = quantile(run.sendToEvent, 0.95);
  return targetLine(
    "dispatch p95 under 100 ms with 1,000 streams",
    `commit → event p95 ${ms(p95)} (request → event p95, matching and commit included: ${ms(request)})`,
    p95 < 100,
  );
}

function report(runs: Run[]): string {
  const rows = runs.map(
    (r) =>
      `| ${r.database} | ${r.streams.toLocaleString("en")} | ${r.deliveries} | ${ms(quantile(r.commitToEvent, 0.5))} | ${ms(quantile(r.commitToEvent, 0.95))} | ${ms(quantile(r.sendToEvent, 0.5))} | ${ms(quantile(r.sendToEvent, 0.95))} | ${mib(r.rssPerStream * 1000)} | ${r.connectSeconds.toFixed(1)} s |`,
  );
  return `## Real time: instant-help dispatch latency

${runLine()}
\`npm run bench:dispatch -- --streams ${args.streams} --requests ${requestCount}\`: one server instance
(its own process, production mode) with N professionals connected to \`GET /api/events\`; one customer
sends ${requestCount} instant Plumbing requests at random points of the Kathmandu valley, each offered
to the ${"20"} nearest matching professionals. *Commit → event* runs from PostgreSQL delivering the
transaction's NOTIFY (to a separate listener) to the event's arrival on the professional's socket;
*request → event* from sending \`POST /api/jobs/instant\` to that arrival (matching, insert and
commit included). Memory is the server's resident set growth per open stream.

| database | streams | deliveries | commit → event p50 | p95 | request → event p50 | p95 | memory per 1,000 streams | connect time |
| --- | --: | --: | --: | --: | --: | --: | --: | --: |
${rows.join("\n")}

${target(runs)}`;
}

const runs: Run[] = [];
for await (const database of benchDatabases("sipalu_bench_dispatch")) {
  try {
    for (const streams of streamCounts) {
      console.log(`dispatch latency: ${streams} streams on ${database.label}…`);
      const run = await measure(database.url, database.label, streams);
      console.log(
        `  ${run.deliveries} deliveries, commit→event p50 ${ms(quantile(run.commitToEvent, 0.5))} p95 ${ms(quantile(run.commitToEvent, 0.95))}`,
      );
      runs.push(run);
    }
  } finally {
    await database.close();
  }
}
await writeSection("dispatch-latency", report(runs));
console.log("written to bench/RESULTS.md");
