import { runLine, targetLine, writeSection } from "./results";
import type { SoakUser } from "./soak-client";
import { type Ledger, type Tally, WRITE_KINDS } from "./soak-ledger";
import type { LoadFigures } from "./soak-load";
import type { CrashMode } from "./soak-server";
import type { Check } from "./soak-verify-api";
import { mib, ms, quantile } from "./stats";

export type CrashRecord = {
  mode: CrashMode;
  processes: number;
  inFlight: number;
  inDoubt: number;
  restartMs: number | null;
  /** pg_control's state right after the kill ("in production": the start replays the WAL). */
  clusterState: string;
};

export type Retries = { retried: number; replayed: number; fresh: number; refused: number };

export type SoakRun = {
  kills: number;
  rate: number;
  users: SoakUser[];
  listedPros: number;
  products: number;
  firstStartMs: number;
  crashes: CrashRecord[];
  retries: Retries[];
  writingMs: number;
  crashTotals: Tally;
  ledger: Ledger;
  crashChecks: Check[];
  loadChecks: Check[];
  load: LoadFigures | null;
  rss: { start: number; end: number; peak: number };
  lost: number;
  halfWritten: number;
  passed: boolean;
  minutes: number;
};

const n = (value: number) => value.toLocaleString("en");
/** "in production × 14": how often each pg_control state was found after the kills. */
const states = (crashes: CrashRecord[]) => {
  const counts = new Map<string, number>();
  for (const c of crashes) counts.set(c.clusterState, (counts.get(c.clusterState) ?? 0) + 1);
  return [...counts].map(([state, count]) => `"${state}" × ${count}`).join(", ") || "-";
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const WHAT: Record<string, string> = {
  job: "post a job (job + posting event)",
  bid: "bid on a fixed-price job (bid + the customer's live event)",
  accept: "accept a bid (job hired, bid accepted, others rejected, status event, live events)",
  message: "send a message (message + live event)",
  save: "save a professional",
  unsave: "remove a saved professional",
  cart: "put a product in the cart",
  order: "order the cart (stock taken, order and lines written, cart emptied)",
  cancel: "cancel an order (status, stock given back)",
};

function checksTable(checks: Check[]): string {
  if (checks.length === 0) return "(not run: a restart failed)";
  return [
    "| check | kind | checked | problems |",
    "| --- | --- | --: | --: |",
    ...checks.map(
      (c) =>
        `| ${c.name} | ${c.kind} | ${n(c.checked)} | ${c.problems.length ? `**${c.problems.length}**: ${c.problems.slice(0, 3).join("; ")}` : "0"} |`,
    ),
  ].join("\n");
}

/** The soak's section of bench/RESULTS.md, and a one-paragraph summary for the console. */
export function soakReport(run: SoakRun): { write: () => Promise<void>; summary: string } {
  const restarted = run.crashes.filter((c) => c.restartMs !== null);
  const restartTimes = restarted.map((c) => c.restartMs as number);
  const machine = run.crashes.filter((c) => c.mode === "machine");
  const { crashTotals: t, load } = run;
  const crashRate = t.attempted / (run.writingMs / 1000);
  const kinds = WRITE_KINDS.map((kind) => {
    const k = run.ledger.tally[kind];
    const times = run.ledger.latencies[kind];
    const latency = times.length ? `${ms(quantile(times, 0.5))} / ${ms(quantile(times, 0.99))}` : "-";
    const retried = k.retried ? `${n(k.retried)} (${n(k.replayed)})` : "-";
    return `| ${WHAT[kind]} | ${n(k.attempted)} | ${n(k.acked)} | ${n(k.refused)} | ${retried} | ${n(k.doubt)} | ${latency} |`;
  });
  const refusals = [...run.ledger.refusals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([reason, count]) => `${reason} (${n(count)})`);
  const doubts = [...run.ledger.doubts.entries()].map(([reason, count]) => `${reason} ${n(count)}`);
  const loadErrors = load ? load.non2xx + load.errors + load.timeouts : null;
  const retry = run.retries.reduce(
    (sum, r) => ({
      retried: sum.retried + r.retried,
      replayed: sum.replayed + r.replayed,
      fresh: sum.fresh + r.fresh,
      refused: sum.refused + r.refused,
    }),
    { retried: 0, replayed: 0, fresh: 0, refused: 0 },
  );
  const growth = run.rss.end - run.rss.start;

  const body = `## 6. Crash durability soak

${runLine()}
\`npm run soak\` (bench/soak.ts) took ${run.minutes.toFixed(0)} min. The app as \`npm start\` runs it
(\`tsx server/main.ts\`, NODE_ENV=production, the client built by Vite) with its own embedded PostgreSQL
in a fresh DATA_DIR (fsync and synchronous commit on, as shipped); RATE_LIMITS=off passed to it, and each
simulated phone sends its own X-Forwarded-For. ${run.users.length} users signed up through the API
(${run.users.filter((u) => u.role === "customer").length} customers, ${run.users.filter((u) => u.role === "professional").length} professionals), plus the demo data (${run.listedPros} listed professionals to save,
${run.products} products, restocked except the three scarcest, which sell out and refuse orders with 409).

**Phase 1, crashes.** About ${run.rate} writes a second, open loop (launched on a clock, each user one
write at a time), a mix of the app's multi-row transactions. After a random 4–12 s of writes the server
is killed with SIGKILL: ${machine.length} times as a machine crash (every process of the tree — Node, the
PostgreSQL postmaster and its backends — frozen with SIGSTOP, then all SIGKILLed: a power cut or an
OOM-killed container; PostgreSQL then replays its WAL), ${run.crashes.length - machine.length} times only the Node process (its PostgreSQL is
left running, orphaned, holding the data folder; the next start must take it back). Then it is started
again and the writes go on; 5 s more of writes after the last restart. A write counts as acknowledged
when it got a 2xx (with its id); a 4xx is a refusal that must change nothing; no answer (the connection
died) or a 5xx leaves it in doubt, present or not. Posting a job, bidding, messaging and ordering carry
an Idempotency-Key, as the app's client sends them; those left in doubt are sent again after the
restart with the same key and body, so they end acknowledged (or refused) and must exist exactly once.
A SIGKILL leaves the operating system's page cache intact, so this proves commit-before-answer and
crash recovery, not the disk's flushes (fsync) on a power cut.

| | |
| --- | --- |
| kills (SIGKILL) | ${run.crashes.length} of ${run.kills}: ${machine.length} machine crashes (median ${quantile(
    machine.map((c) => c.processes),
    0.5,
  )} processes killed; pg_control left ${states(machine)}), ${run.crashes.length - machine.length} Node only (pg_control ${states(run.crashes.filter((c) => c.mode === "node"))}) |
| restarts | **${restarted.length} of ${run.kills}**; answering again after median ${s(quantile(restartTimes, 0.5))}, at most ${s(Math.max(...restartTimes))} (the first start, creating the cluster and seeding: ${s(run.firstStartMs)}) |
| writes | ${n(t.attempted)} in ${s(run.writingMs)} of writing (${crashRate.toFixed(0)}/s): ${n(t.acked)} acknowledged, ${n(t.refused)} refused, ${n(t.doubt)} in doubt |
| writes in flight at a kill | median ${quantile(
    run.crashes.map((c) => c.inFlight),
    0.5,
  )}, at most ${Math.max(...run.crashes.map((c) => c.inFlight))}; what the unanswered got: ${doubts.join(", ") || "nothing"} (retries included) |
| in doubt, sent again after the restart with their Idempotency-Key (job, bid, message, order) | ${n(retry.retried)}: ${n(retry.replayed)} had committed before the kill (the stored answer came back, nothing written again), ${n(retry.fresh)} had not (written then), ${n(retry.refused)} refused |
| most frequent refusals | ${refusals.join("; ") || "none"} |

Every write of both phases, by kind (the load phase's are included). The latencies are phase 1's
and include queueing: this rate is near the server's capacity on this shared machine, so when it falls
behind after a restart (cold caches, code compiled again) writes wait for one of its 10 database
connections until the backlog drains:

| write | attempted | acknowledged (2xx) | refused (4xx) | retried (replayed) | still in doubt | p50 / p99 in phase 1 |
| --- | --: | --: | --: | --: | --: | --: |
${kinds.join("\n")}

After phase 1, every acknowledged write looked for through the API (as its owner sees it) and in the
database, and every transaction of the soak's users checked whole (a "lost" problem is an acknowledged
write not there; a "half-written" one is a transaction found in part, a count outside acknowledged …
acknowledged + in doubt, or amcheck finding a damaged heap page or index):

${checksTable(run.crashChecks)}

**Phase 2, load.** ${
    load
      ? `${load.connections} connections for ${load.seconds} s (autocannon), each a customer and a professional of its own
going round: browse jobs, post a fixed-price job, read it, bid, read the bids, accept, message, read
conversations, save a professional, browse professionals, put a product in the cart, order, read the
order, browse the shop (7 reads, 7 writes).

| requests | req/s | writes | p50 | p99 | max | non-2xx | socket errors | timeouts | Node's RSS start → end (peak) |
| --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |
| ${n(load.requests)} | ${load.rps.toFixed(0)} | ${n(load.writes)} | ${ms(load.p50)} | ${ms(load.p99)} | ${ms(load.max)} | ${load.non2xx} | ${load.errors} | ${load.timeouts} | ${mib(run.rss.start)} → ${mib(run.rss.end)} (${growth >= 0 ? "+" : ""}${mib(growth)}; peak ${mib(run.rss.peak)}) |
${load.samples.length ? `\nFirst non-2xx answers: ${load.samples.join("; ")}\n` : ""}
The same checks after phase 2, with its writes:

${checksTable(run.loadChecks)}`
      : "not run (a restart failed)."
  }

${targetLine(`${run.kills} of ${run.kills} restarts after SIGKILL`, `${restarted.length} of ${run.kills}`, restarted.length === run.kills)}

${targetLine("0 acknowledged writes lost, 0 half-written", `${run.lost} lost, ${run.halfWritten} half-written`, run.crashChecks.length > 0 && run.lost === 0 && run.halfWritten === 0)}

${targetLine(`0 errors under load (${load?.connections ?? "-"} connections, ${load?.seconds ?? "-"} s)`, loadErrors === null ? "not run" : `${loadErrors} errors, p99 ${ms(load?.p99 ?? Number.NaN)}`, loadErrors === null ? null : loadErrors === 0)}`;

  const summary = `${run.passed ? "PASSED" : "FAILED"}: ${restarted.length}/${run.kills} restarts, ${run.lost} acknowledged writes lost, ${run.halfWritten} half-written, ${loadErrors ?? "no"} errors under load${load ? ` (p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, ${load.rps.toFixed(0)} req/s, RSS ${mib(run.rss.start)} → ${mib(run.rss.end)})` : ""}.`;
  return { write: () => writeSection("soak", body), summary };
}
