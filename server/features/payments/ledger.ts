import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { accountSide, type TransferKind } from "../../../domain/payments/accounts";
import type { DbOrTx, Tx } from "../../db/client";
import { ledgerEntries } from "../../db/schema";

export type Entry = { account: string; amountPaisa: number };

type Transfer = {
  kind: TransferKind;
  entries: Entry[];
  paymentId?: string;
  payoutId?: string;
  memo?: string;
  /** When it happened (the change's own time; now by default). */
  at?: Date;
};

/**
 * Writes one transfer: entries in integer paisa that sum to zero, or nothing at all. Entries of
 * zero are left out (a commission of 0 % moves nothing). Callers run it inside the transaction of
 * the change it records, with the rows it depends on locked.
 */
export async function postTransfer(tx: Tx, transfer: Transfer): Promise<void> {
  const entries = transfer.entries.filter((entry) => entry.amountPaisa !== 0);
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountPaisa)) {
      throw new Error(`Ledger amounts are whole paisa: ${entry.account} ${entry.amountPaisa}`);
    }
  }
  const sum = entries.reduce((total, entry) => total + entry.amountPaisa, 0);
  if (sum !== 0) throw new Error(`A ${transfer.kind} transfer must sum to zero, not ${sum}`);
  if (entries.length === 0) return;
  const transferId = randomUUID();
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transferId,
      kind: transfer.kind,
      account: entry.account,
      amountPaisa: entry.amountPaisa,
      paymentId: transfer.paymentId ?? null,
      payoutId: transfer.payoutId ?? null,
      memo: transfer.memo ?? null,
      ...(transfer.at ? { createdAt: transfer.at } : {}),
    })),
  );
}

/** The balances of these accounts (0 for one with no entries), as sums of their entries. */
export async function balancesOf(db: DbOrTx, accounts: string[]): Promise<Map<string, number>> {
  const result = new Map(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return result;
  const rows = await db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amountPaisa})` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, accounts))
    .groupBy(ledgerEntries.account);
  for (const row of rows) result.set(row.account, Number(row.sum));
  return result;
}

export const balanceOf = async (db: DbOrTx, account: string) =>
  (await balancesOf(db, [account])).get(account) ?? 0;

/**
 * Every way the ledger can be wrong: a transfer whose entries do not sum to zero, and an account
 * whose balance crossed to the wrong side (Sipalu's funds below zero, a professional's balance or a
 * held payment owing the wrong way). Empty when the books are right; the tests call it after each
 * case, and `npm run ledger:check` on a live database.
 */
export async function checkLedger(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const transfers = await db.execute<{ transfer_id: string; kind: string; sum: string }>(sql`
    select transfer_id, min(kind) as kind, sum(amount_paisa) as sum from ledger_entries
    group by transfer_id having sum(amount_paisa) <> 0`);
  for (const row of transfers.rows) {
    problems.push(`transfer ${row.transfer_id} (${row.kind}) sums to ${row.sum}, not 0`);
  }
  const accounts = await db.execute<{ account: string; sum: string }>(sql`
    select account, sum(amount_paisa) as sum from ledger_entries group by account`);
  for (const row of accounts.rows) {
    const balance = Number(row.sum);
    if (balance * accountSide(row.account) < 0) problems.push(`account ${row.account} stands at ${balance}`);
  }
  return problems;
}
