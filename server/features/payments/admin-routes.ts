import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParams } from "../../../domain/jobs/schemas";
import {
  DisputeList,
  DisputesQuery,
  Payment,
  PaymentList,
  PayoutList,
  PayoutsQuery,
  PayPayoutBody,
  RejectPayoutBody,
  ResolveDisputeBody,
  SettleRefundBody,
} from "../../../domain/payments/schemas";
import type { DbOrTx } from "../../db/client";
import { jobs, paymentDisputes, payments, users } from "../../db/schema";
import { errors } from "../../plugins/error-codes";
import { currentUser, requireRole } from "../../plugins/guards";
import { resolveDispute, settleRefund } from "./actions";
import type { PaymentsContext } from "./checkout";
import { decidePayout, listPayouts } from "./payouts";
import { paymentColumns, paymentsWithPurposes, toPayment } from "./queries";

const adminsOnly = requireRole("admin");
const ADMIN = ["auth.unauthenticated", "auth.forbidden"] as const;

/** The disputes queue: open ones oldest first, or resolved ones newest first, with both people. */
async function listDisputes(db: DbOrTx, status: "open" | "resolved") {
  const customer = alias(users, "customer");
  const professional = alias(users, "professional");
  const rows = await db
    .select({
      ...paymentColumns,
      customer: { id: customer.id, firstName: customer.firstName, lastName: customer.lastName },
      professional: {
        id: professional.id,
        firstName: professional.firstName,
        lastName: professional.lastName,
      },
    })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .innerJoin(paymentDisputes, eq(paymentDisputes.paymentId, payments.id))
    .innerJoin(customer, eq(customer.id, payments.customerId))
    .innerJoin(professional, eq(professional.id, payments.professionalId))
    .where(status === "open" ? isNull(paymentDisputes.resolvedAt) : isNotNull(paymentDisputes.resolvedAt))
    .orderBy(status === "open" ? asc(paymentDisputes.createdAt) : desc(paymentDisputes.resolvedAt))
    .limit(200);
  return {
    disputes: rows.flatMap((row) => {
      const payment = toPayment(row);
      if (!payment.dispute) return [];
      return [
        {
          ...payment.dispute,
          payment,
          customer: {
            id: row.customer.id,
            name: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
          },
          professional: {
            id: row.professional.id,
            name: `${row.professional.firstName} ${row.professional.lastName}`.trim(),
          },
        },
      ];
    }),
  };
}

/** eSewa refunds decided and not yet sent, for an admin to settle by hand. */
async function listOwedRefunds(db: DbOrTx) {
  const rows = await paymentsWithPurposes(db)
    .where(
      and(eq(payments.provider, "esewa"), isNull(payments.refundSettledAt), isNotNull(payments.refundedAt)),
    )
    .orderBy(asc(payments.refundedAt))
    .limit(200);
  return { payments: rows.map(toPayment) };
}

export const paymentAdminRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  app.get(
    "/api/admin/payouts",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary:
          "Payouts by status (all by default): the waiting requests oldest first, then the decided ones latest first",
        querystring: PayoutsQuery,
        response: { 200: PayoutList, ...errors(...ADMIN) },
      },
    },
    async (request) => listPayouts(request.db, { status: request.query.status }),
  );

  app.post(
    "/api/admin/payouts/:id/paid",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "Mark a requested payout sent, with the wallet's or bank's reference",
        params: IdParams,
        body: PayPayoutBody,
        response: {
          200: PayoutList.shape.payouts.element,
          ...errors(...ADMIN, "payout.not_found", "payout.decided"),
        },
      },
    },
    async (request) =>
      decidePayout(request.db, currentUser(request), request.params.id, { status: "paid", ...request.body }),
  );

  app.post(
    "/api/admin/payouts/:id/reject",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "Reject a requested payout: its amount returns to the professional's balance",
        params: IdParams,
        body: RejectPayoutBody,
        response: {
          200: PayoutList.shape.payouts.element,
          ...errors(...ADMIN, "payout.not_found", "payout.decided"),
        },
      },
    },
    async (request) =>
      decidePayout(request.db, currentUser(request), request.params.id, {
        status: "rejected",
        ...request.body,
      }),
  );

  app.get(
    "/api/admin/disputes",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "Reported problems with payments: open ones oldest first, or resolved ones",
        querystring: DisputesQuery,
        response: { 200: DisputeList, ...errors(...ADMIN) },
      },
    },
    async (request) => listDisputes(request.db, request.query.status),
  );

  app.post(
    "/api/admin/disputes/:id/resolve",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary:
          "Decide a dispute: release to the professional, refund in full, or refund part; both sides see the note",
        params: IdParams,
        body: ResolveDisputeBody,
        response: {
          200: Payment,
          ...errors(...ADMIN, "dispute.not_found", "dispute.resolved", "dispute.partial_amount"),
        },
      },
    },
    async (request) => resolveDispute(context, currentUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/admin/refunds",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "eSewa refunds decided and not yet settled (eSewa has no refund API: an admin sends them)",
        response: { 200: PaymentList, ...errors(...ADMIN) },
      },
    },
    async (request) => listOwedRefunds(request.db),
  );

  app.post(
    "/api/admin/refunds/:id/settled",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "Record an eSewa refund sent by hand, under eSewa's reference",
        params: IdParams,
        body: SettleRefundBody,
        response: { 200: Payment, ...errors(...ADMIN, "payment.not_found", "refund.not_owed") },
      },
    },
    async (request) => settleRefund(context, request.params.id, request.body.reference),
  );
};
