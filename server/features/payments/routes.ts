import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../../domain/jobs/schemas";
import {
  Balance,
  CreatePaymentBody,
  CreatePayoutBody,
  DisputeBody,
  GatewayReturnQuery,
  Payment,
  PaymentCheckout,
  PaymentList,
  PaymentSettings,
  PaymentsQuery,
  PayoutList,
  Statement,
  StatementQuery,
} from "../../../domain/payments/schemas";
import { appError } from "../../errors";
import { OPTIONAL_SESSION } from "../../openapi/operation";
import { redirectResponse } from "../../openapi/responses";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser, requireRole } from "../../plugins/guards";
import { confirmCashPayment, confirmCompletion, openDispute } from "./actions";
import { createPayment, type PaymentsContext, returnFromGateway } from "./checkout";
import { listPayouts, readBalance, readStatement, requestPayout, statementCsv } from "./payouts";
import { findJobForPayment, findPayment, findPurposePayments } from "./queries";
import { mayReadSale } from "./sales";
import { startPaymentSweeps } from "./sweep";

export type PaymentOptions = PaymentsContext & {
  /** The origin gateways send the browser back to (PUBLIC_ORIGIN); else the request's own. */
  publicOrigin?: string;
  /** Whether the gateways are Sipalu's sandbox (no merchant account set). */
  sandbox: boolean;
  /** How often pending payments are asked about, held ones released and refunds sent (ms; 0 = off). */
  sweepMs?: number;
};

const professionalsOnly = requireRole("professional");

/** Whoever may see a payment: its customer, its professional, an admin. */
function mayRead(
  payment: { customerId: string; professionalId: string | null },
  user: { id: string; role: string },
) {
  return user.id === payment.customerId || user.id === payment.professionalId || user.role === "admin";
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentOptions> = async (app, options) => {
  const context: PaymentsContext = { ...options, log: app.log };
  startPaymentSweeps(app, context, options.sweepMs ?? 30_000);

  app.get(
    "/api/payments/settings",
    {
      schema: {
        tags: ["payments"],
        summary: "Sipalu's commission and whether payments go to the gateways' sandbox",
        security: OPTIONAL_SESSION,
        response: { 200: PaymentSettings },
      },
    },
    async () => ({ commissionPercent: options.commissionPercent, sandbox: options.sandbox }),
  );

  app.post(
    "/api/payments",
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ["payments"],
        summary:
          "Pay for a job, a shop order or a course fee by eSewa or Khalti (its customer), or record a job's cash received (its professional)",
        description:
          "Exactly one of `jobId`, `orderId`, `enrollmentId`. An order (still placed, not yet paid) or a course fee (an enrolment pending payment) is paid by its customer through eSewa or Khalti, for the order's total or the fee as enrolled; once the gateway confirms, the order shows the wallet and the enrolment is enrolled. A job: only a job hired at an agreed price (accepted, in progress or completed) and not yet paid. eSewa: `redirect` is the form the page posts to eSewa (method POST, url, fields, signed by the server). Khalti: `redirect` is Khalti's payment page (method GET). The gateway sends the browser back to GET /api/payments/:id/return, which asks the gateway's status API before anything counts as paid. Cash: no redirect; the customer confirms it (POST /api/payments/:id/confirm-cash) or reports a problem. Amounts are integer paisa.",
        body: CreatePaymentBody,
        response: {
          201: PaymentCheckout,
          ...errors(
            "auth.unauthenticated",
            "payment.job_not_found",
            "payment.customer_only",
            "payment.cash_professional_only",
            "payment.not_payable",
            "payment.already_paid",
            "payment.sale_cash",
            "payment.order_not_found",
            "payment.order_not_payable",
            "payment.order_paid",
            "payment.enrollment_not_found",
            "payment.enrollment_not_payable",
            "payment.gateway_unavailable",
          ),
        },
      },
    },
    async (request, reply) => {
      const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      reply.code(201);
      // The request's db: the idempotency transaction, so a retry with the same key gets this answer.
      return createPayment({ ...context, db: request.db }, currentUser(request), request.body, origin);
    },
  );

  app.get(
    "/api/payments",
    {
      onRequest: authenticated,
      schema: {
        tags: ["payments"],
        summary:
          "A job's, an order's or an enrolment's payments, newest first, for its customer (and a job's professional) or an admin",
        querystring: PaymentsQuery,
        response: {
          200: PaymentList,
          ...errors(
            "auth.unauthenticated",
            "payment.job_not_found",
            "payment.order_not_found",
            "payment.enrollment_not_found",
          ),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { jobId } = request.query;
      if (jobId) {
        const job = await findJobForPayment(request.db, jobId);
        const party = job && (user.id === job.customerId || user.id === job.hiredProfessionalId);
        if (!job || !(party || user.role === "admin")) throw appError("payment.job_not_found");
      } else if (!(await mayReadSale(request.db, user, request.query))) {
        throw appError(request.query.orderId ? "payment.order_not_found" : "payment.enrollment_not_found");
      }
      return { payments: await findPurposePayments(request.db, request.query) };
    },
  );

  app.get(
    "/api/payments/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["payments"],
        summary: "A payment: its status (pending, held, released, refunded, failed, cancelled) and amounts",
        params: IdParams,
        response: { 200: Payment, ...errors("auth.unauthenticated", "payment.not_found") },
      },
    },
    async (request) => {
      const found = await findPayment(request.db, request.params.id);
      if (!found || !mayRead(found.row, currentUser(request))) throw appError("payment.not_found");
      return found.payment;
    },
  );

  app.get(
    "/api/payments/:id/return",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Where eSewa and Khalti send the browser back: asks the gateway, then shows the job, order or course",
        description:
          "eSewa's signed `data` or Khalti's `pidx` only say which payment this is about; the gateway's status API says whether it is paid. Redirects (303) to the job in My Jobs, the order (/orders/:id) or the course (/training/:id), with `payment=<id>`.",
        security: OPTIONAL_SESSION,
        params: IdParams,
        querystring: GatewayReturnQuery,
        response: {
          303: redirectResponse(
            "Back to the job in My Jobs, the order or the course, with the payment named",
          ),
          ...errors("payment.not_found"),
        },
      },
    },
    async (request, reply) => {
      const { page } = await returnFromGateway(context, request.params.id, request.query);
      return reply.redirect(page, 303);
    },
  );

  for (const [path, summary, action] of [
    [
      "release",
      "The customer confirms the work is done: the held money goes to the professional",
      confirmCompletion,
    ],
    ["confirm-cash", "The customer confirms the cash their professional recorded", confirmCashPayment],
  ] as const) {
    app.post(
      `/api/payments/:id/${path}`,
      {
        onRequest: authenticated,
        schema: {
          tags: ["payments"],
          summary,
          params: IdParams,
          response: {
            200: Payment,
            ...errors(
              "auth.unauthenticated",
              "payment.not_found",
              "payment.forbidden",
              path === "release" ? "payment.not_held" : "payment.not_cash",
              ...(path === "release" ? (["payment.not_completed"] as const) : []),
              "payment.already_disputed",
            ),
          },
        },
      },
      async (request) => action(context, currentUser(request), request.params.id),
    );
  }

  app.post(
    "/api/payments/:id/dispute",
    {
      onRequest: authenticated,
      schema: {
        tags: ["payments"],
        summary: "The customer reports a problem: the money stays held until an admin decides",
        params: IdParams,
        body: DisputeBody,
        response: {
          200: Payment,
          ...errors(
            "auth.unauthenticated",
            "payment.not_found",
            "payment.forbidden",
            "payment.not_held",
            "payment.dispute_window_closed",
            "payment.already_disputed",
          ),
        },
      },
    },
    async (request) => openDispute(context, currentUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/payouts/balance",
    {
      onRequest: professionalsOnly,
      schema: {
        tags: ["payments"],
        summary:
          "A professional's balance: available, held for work in progress, commission owed on cash, payouts on their way",
        response: { 200: Balance, ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => readBalance(request.db, currentUser(request).id, options.commissionPercent),
  );

  app.get(
    "/api/payouts/statement",
    {
      onRequest: professionalsOnly,
      schema: {
        tags: ["payments"],
        summary: "A month of a professional's earnings and payouts (Nepal time), as JSON or CSV",
        querystring: StatementQuery,
        response: {
          200: z.union([Statement, z.string().describe("format=csv: the statement as text/csv")]),
          ...errors("auth.unauthenticated", "auth.forbidden"),
        },
      },
    },
    async (request, reply) => {
      const statement = await readStatement(request.db, currentUser(request).id, request.query.month);
      if (request.query.format === "json") return statement;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="sipalu-statement-${statement.month}.csv"`)
        .serializer(String)
        .send(statementCsv(statement));
    },
  );

  app.get(
    "/api/payouts",
    {
      onRequest: professionalsOnly,
      schema: {
        tags: ["payments"],
        summary: "A professional's payout requests, newest first",
        response: { 200: PayoutList, ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => listPayouts(request.db, { professionalId: currentUser(request).id }),
  );

  app.post(
    "/api/payouts",
    {
      onRequest: professionalsOnly,
      config: { idempotent: true },
      schema: {
        tags: ["payments"],
        summary:
          "Ask to be paid part or all of the available balance to an eSewa or Khalti wallet or a bank account",
        body: CreatePayoutBody,
        response: {
          201: PayoutList.shape.payouts.element,
          ...errors("auth.unauthenticated", "auth.forbidden", "payout.below_minimum", "payout.over_balance"),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return requestPayout(request.db, currentUser(request), request.body);
    },
  );
};
