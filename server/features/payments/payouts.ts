import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import { paisaToRupees } from "../../../domain/paisa";
import { feesOwedAccount, professionalAccount } from "../../../domain/payments/accounts";
import { MIN_PAYOUT_PAISA, type PayoutStatus } from "../../../domain/payments/rules";
import type { Balance, CreatePayoutBody, Payout, Statement } from "../../../domain/payments/schemas";
import type { Db, DbOrTx } from "../../db/client";
import { jobs, ledgerEntries, payments, payouts, users } from "../../db/schema";
import { appError } from "../../errors";
import { balanceOf, balancesOf } from "./ledger";
import { lockProfessionalMoney, reservePayout, settlePayout } from "./settle";

/** A professional's money: what they can withdraw, what is held for work, what they owe, what is on its way. */
export async function readBalance(
  db: DbOrTx,
  professionalId: string,
  commissionPercent: number,
): Promise<Balance> {
  const pro = professionalAccount(professionalId);
  const owed = feesOwedAccount(professionalId);
  const sums = await balancesOf(db, [pro, owed]);
  const [held] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountPaisa}), 0)` })
    .from(payments)
    .where(and(eq(payments.professionalId, professionalId), eq(payments.status, "held")));
  const [pending] = await db
    .select({ sum: sql<string>`coalesce(sum(${payouts.amountPaisa}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.professionalId, professionalId), eq(payouts.status, "requested")));
  return {
    availablePaisa: -(sums.get(pro) ?? 0),
    heldPaisa: Number(held?.sum ?? 0),
    feesOwedPaisa: sums.get(owed) ?? 0,
    payoutsPendingPaisa: Number(pending?.sum ?? 0),
    commissionPercent,
  };
}

/**
 * A professional asks to be paid (part of) their available balance to a wallet or bank account.
 * The amount leaves the balance at once, so two requests cannot spend it twice.
 */
export async function requestPayout(db: Db, user: CurrentUser, body: z.output<typeof CreatePayoutBody>) {
  const { amountPaisa, method, destination } = body;
  if (amountPaisa < MIN_PAYOUT_PAISA)
    throw appError("payout.below_minimum", { minimumPaisa: MIN_PAYOUT_PAISA });
  const id = await db.transaction(async (tx) => {
    await lockProfessionalMoney(tx, user.id);
    const available = -(await balanceOf(tx, professionalAccount(user.id)));
    if (amountPaisa > available) throw appError("payout.over_balance");
    const [payout] = await tx
      .insert(payouts)
      .values({ professionalId: user.id, amountPaisa, method, destination })
      .returning({ id: payouts.id });
    if (!payout) throw new Error("The payout was not written");
    await reservePayout(tx, user.id, payout.id, amountPaisa);
    return payout.id;
  });
  return readPayout(db, id);
}

const payoutColumns = {
  payout: payouts,
  firstName: users.firstName,
  lastName: users.lastName,
};

function toPayout(row: { payout: typeof payouts.$inferSelect; firstName: string; lastName: string }): Payout {
  const { payout } = row;
  return {
    id: payout.id,
    amountPaisa: payout.amountPaisa,
    method: payout.method,
    destination: payout.destination,
    status: payout.status,
    reference: payout.reference,
    note: payout.note,
    requestedAt: payout.requestedAt.toISOString(),
    decidedAt: payout.decidedAt ? payout.decidedAt.toISOString() : null,
    professional: { id: payout.professionalId, name: `${row.firstName} ${row.lastName}`.trim() },
  };
}

async function readPayout(db: DbOrTx, id: string) {
  const [row] = await db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.professionalId))
    .where(eq(payouts.id, id));
  if (!row) throw appError("payout.not_found");
  return toPayout(row);
}

/**
 * A professional's payouts, newest first; or (admin) everyone's with this status: the requests
 * waiting first, oldest first (whoever asked first is paid first), then the decided, latest first.
 */
export async function listPayouts(db: DbOrTx, filter: { professionalId?: string; status?: PayoutStatus }) {
  const rows = await db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.professionalId))
    .where(
      and(
        filter.professionalId ? eq(payouts.professionalId, filter.professionalId) : undefined,
        filter.status ? eq(payouts.status, filter.status) : undefined,
      ),
    )
    .orderBy(
      ...(filter.professionalId
        ? [desc(payouts.requestedAt)]
        : [
            desc(sql`${payouts.status} = 'requested'`),
            asc(sql`case when ${payouts.status} = 'requested' then ${payouts.requestedAt} end`),
            desc(payouts.decidedAt),
          ]),
      desc(payouts.id),
    )
    .limit(200);
  return { payouts: rows.map(toPayout) };
}

/** An admin marks a payout sent (with the wallet's or bank's reference) or rejects it (the money returns to the balance). */
export async function decidePayout(
  db: Db,
  admin: CurrentUser,
  id: string,
  decision: { status: "paid"; reference: string } | { status: "rejected"; note: string },
) {
  await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for("update");
    if (!payout) throw appError("payout.not_found");
    if (payout.status !== "requested") throw appError("payout.decided");
    await lockProfessionalMoney(tx, payout.professionalId);
    await tx
      .update(payouts)
      .set({
        status: decision.status,
        reference: decision.status === "paid" ? decision.reference.trim() : null,
        note: decision.status === "rejected" ? decision.note.trim() : null,
        decidedBy: admin.id,
        decidedAt: new Date(),
      })
      .where(eq(payouts.id, id));
    await settlePayout(tx, payout, decision.status);
  });
  return readPayout(db, id);
}

const PAYOUT_KINDS = new Set(["payout_requested", "payout_rejected"]);

/**
 * A month of a professional's balance, the month read in Nepal time: what came in (releases,
 * kept fees), what went out (payouts, less rejected ones), with the balance at both ends.
 */
export async function readStatement(db: DbOrTx, professionalId: string, month: string): Promise<Statement> {
  const { start, end } = nepalMonth(month);
  const account = professionalAccount(professionalId);
  const [opening] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account), lt(ledgerEntries.createdAt, start)));
  const rows = await db
    .select({
      at: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amountPaisa,
      jobTitle: jobs.title,
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(jobs, eq(jobs.id, payments.jobId))
    .where(
      and(
        eq(ledgerEntries.account, account),
        gte(ledgerEntries.createdAt, start),
        lt(ledgerEntries.createdAt, end),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const lines = rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind,
    jobTitle: row.jobTitle,
    amountPaisa: -row.amount,
  }));
  const openingPaisa = -Number(opening?.sum ?? 0);
  const total = (kept: (kind: string) => boolean) =>
    lines.filter((line) => kept(line.kind)).reduce((sum, line) => sum + line.amountPaisa, 0);
  const earnedPaisa = total((kind) => !PAYOUT_KINDS.has(kind));
  const paidOutPaisa = -total((kind) => PAYOUT_KINDS.has(kind));
  return {
    month,
    openingPaisa,
    closingPaisa: openingPaisa + lines.reduce((sum, line) => sum + line.amountPaisa, 0),
    earnedPaisa,
    paidOutPaisa,
    lines,
  };
}

/** Nepal's UTC offset, 5 hours 45 minutes: a month's statement runs from its first midnight in Nepal. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

function nepalMonth(month: string) {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, number - 1, 1) - NEPAL_OFFSET_MS),
    end: new Date(Date.UTC(year, number, 1) - NEPAL_OFFSET_MS),
  };
}

const KIND_LABELS: Record<string, string> = {
  release: "Payment released",
  late_fee: "Late-cancellation fee",
  refund: "Kept of a partial refund",
  payout_requested: "Payout",
  payout_rejected: "Payout rejected",
};

/** The statement as CSV (RFC 4180), for a spreadsheet: the opening balance, a row a movement, the closing balance. */
export function statementCsv(statement: Statement): string {
  // A job title a customer typed may start with = + - @ (a formula to a spreadsheet): it is
  // prefixed with ' so a spreadsheet shows it as text.
  const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rupees = (paisa: number) => `${paisa < 0 ? "-" : ""}${paisaToRupees(Math.abs(paisa))}`;
  const rows = [
    ["Date", "Kind", "Job", "Amount (NPR)"],
    [statement.month, "Opening balance", "", rupees(statement.openingPaisa)],
    ...statement.lines.map((line) => [
      line.at,
      KIND_LABELS[line.kind] ?? line.kind,
      text(line.jobTitle ?? ""),
      rupees(line.amountPaisa),
    ]),
    [statement.month, "Closing balance", "", rupees(statement.closingPaisa)],
  ];
  return `${rows.map((row) => row.map(quote).join(",")).join("\r\n")}\r\n`;
}
