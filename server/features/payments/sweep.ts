import type { FastifyInstance } from "fastify";
import { sweepEvery } from "../../lib/interval-sweep";
import { releaseDuePayments, sendOwedRefunds } from "./actions";
import { checkPendingPayments, type PaymentsContext } from "./checkout";

/** One round of the payments' housekeeping: ask about pending payments, release due ones, send owed refunds. */
export async function sweepPayments(context: PaymentsContext) {
  await checkPendingPayments(context);
  await releaseDuePayments(context);
  await sendOwedRefunds(context);
}

/** Runs sweepPayments every `intervalMs` (0: never), one round at a time, stopped with the app. */
export function startPaymentSweeps(app: FastifyInstance, context: PaymentsContext, intervalMs: number) {
  sweepEvery(app, intervalMs, "payment sweep", () => sweepPayments(context));
}
