import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { KHALTI_INITIATE_PATH, KHALTI_LOOKUP_PATH, PIDX } from "./khalti";
import { keyRefusal, khaltiApiError, validationErrors } from "./khalti-sandbox-errors";
import {
  isWebUrl,
  readPayPost,
  type SandboxContext,
  sendMessage,
  sendPayPage,
  stringFields,
  withQuery,
} from "./sandbox-http";
import { KHALTI_BRAND } from "./sandbox-page";
import { BoundedStore, sandboxId } from "./sandbox-store";

export const KHALTI_SANDBOX_PREFIX = "/sandbox/khalti";
export const KHALTI_PAY_PATH = `${KHALTI_SANDBOX_PREFIX}/pay/`;

/** Khalti: "Payment link expires in 60 minutes in production". */
export const KHALTI_EXPIRY_MS = 60 * 60 * 1000;

export type KhaltiSandboxOptions = SandboxContext & { key: string; expiryMs: number };

type KhaltiStatus =
  | "Initiated"
  | "Completed"
  | "User canceled"
  | "Expired"
  | "Refunded"
  | "Partially Refunded";

type KhaltiPayment = {
  pidx: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  websiteUrl: string;
  expiresAt: Date;
  status: Exclude<KhaltiStatus, "Expired">;
  transactionId: string | null;
  refundedPaisa: number;
};

const webUrl = z.string().max(2000).refine(isWebUrl, "Enter a valid URL.");
const text = z.string().trim().min(1, "This field may not be blank.").max(255);
/** The initiate payload as Khalti validates it (docs.khalti.com, "Web Checkout (KPG-2)"). */
const InitiateBody = z.object({
  return_url: webUrl,
  website_url: webUrl,
  amount: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], "A valid integer is required.")
    .pipe(
      z
        .number()
        .int("A valid integer is required.")
        .min(1000, "Amount should be greater than Rs. 10, that is 1000 paisa.")
        .max(Number.MAX_SAFE_INTEGER),
    ),
  purchase_order_id: text,
  purchase_order_name: text,
  customer_info: z.object({ name: z.string(), email: z.string(), phone: z.string() }).partial().optional(),
});
const LookupBody = z.object({ pidx: z.string().min(1, "This field may not be blank.") });
const RefundBody = z.object({ amount: z.number().int().positive("Enter a valid amount.").optional() });

/**
 * Khalti's KPG-2 as its sandbox behaves: initiate, a pay page at payment_url, the return to
 * return_url with Khalti's query, lookup, payment links that expire, and the refund API.
 */
export function khaltiSandbox(app: FastifyInstance, options: KhaltiSandboxOptions): void {
  const payments = new BoundedStore<KhaltiPayment>(options.capacity);
  const statusOf = (payment: KhaltiPayment): KhaltiStatus =>
    payment.status === "Initiated" && options.now() >= payment.expiresAt ? "Expired" : payment.status;
  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = keyRefusal(request.headers.authorization, options.key);
    if (refusal) return reply.code(401).send(refusal);
  };
  const api = { preHandler: requireKey };

  app.post(`${KHALTI_SANDBOX_PREFIX}${KHALTI_INITIATE_PATH}`, api, async (request, reply) => {
    const parsed = InitiateBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send(validationErrors(parsed.error, request.body));
    const body = parsed.data;
    const pidx = sandboxId(22);
    const expiresAt = new Date(options.now().getTime() + options.expiryMs);
    payments.add(pidx, {
      pidx,
      amountPaisa: body.amount,
      purchaseOrderId: body.purchase_order_id,
      purchaseOrderName: body.purchase_order_name,
      returnUrl: body.return_url,
      websiteUrl: body.website_url,
      expiresAt,
      status: "Initiated",
      transactionId: null,
      refundedPaisa: 0,
    });
    return {
      pidx,
      payment_url: `${options.publicOrigin ?? ""}${KHALTI_PAY_PATH}?pidx=${pidx}`,
      expires_at: nepalTime(expiresAt),
      expires_in: Math.round(options.expiryMs / 1000),
    };
  });

  app.post(`${KHALTI_SANDBOX_PREFIX}${KHALTI_LOOKUP_PATH}`, api, async (request, reply) => {
    const parsed = LookupBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send(validationErrors(parsed.error, request.body));
    const payment = payments.get(parsed.data.pidx);
    if (!payment) return reply.code(404).send(khaltiApiError("Not found."));
    const status = statusOf(payment);
    return reply.code(status === "Expired" || status === "User canceled" ? 400 : 200).send({
      pidx: payment.pidx,
      total_amount: payment.amountPaisa,
      status,
      transaction_id: payment.transactionId,
      fee: 0,
      refunded: payment.refundedPaisa > 0,
    });
  });

  app.post<{ Params: { transactionId: string } }>(
    `${KHALTI_SANDBOX_PREFIX}/api/merchant-transaction/:transactionId/refund/`,
    api,
    async (request, reply) => {
      const payment = payments.find((entry) => entry.transactionId === request.params.transactionId);
      if (!payment) return reply.code(404).send({ detail: "Not found." });
      const parsed = RefundBody.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send(validationErrors(parsed.error, request.body));
      const left = payment.amountPaisa - payment.refundedPaisa;
      if (payment.status !== "Completed" && payment.status !== "Partially Refunded") {
        return reply.code(400).send(khaltiApiError(`Transaction is ${payment.status}, nothing to refund.`));
      }
      const amount = parsed.data.amount ?? left;
      if (amount > left)
        return reply.code(400).send(khaltiApiError(`At most ${left} paisa can be refunded.`));
      payment.refundedPaisa += amount;
      payment.status = payment.refundedPaisa === payment.amountPaisa ? "Refunded" : "Partially Refunded";
      return { detail: "Transaction refund successful." };
    },
  );

  app.get(KHALTI_PAY_PATH, async (request, reply) => {
    const payment = findForPage(stringFields(request.query).pidx);
    if (!payment) return sendMessage(reply, 404, KHALTI_BRAND, "Not found", "No such payment.");
    const status = statusOf(payment);
    if (status !== "Initiated") return finished(reply, payment, status);
    return sendPayPage(reply, {
      brand: KHALTI_BRAND,
      amountPaisa: payment.amountPaisa,
      details: [
        ["Paying for", payment.purchaseOrderName],
        ["Order", payment.purchaseOrderId],
        ["Merchant", payment.websiteUrl],
      ],
      action: KHALTI_PAY_PATH,
      fields: { pidx: payment.pidx },
    });
  });

  app.post(KHALTI_PAY_PATH, async (request, reply) => {
    const post = readPayPost(request, reply, KHALTI_BRAND, options.publicOrigin);
    if (!post) return reply;
    const payment = findForPage(post.fields.pidx);
    if (!payment) return sendMessage(reply, 404, KHALTI_BRAND, "Not found", "No such payment.");
    if (statusOf(payment) === "Initiated") {
      if (!post.action) return sendMessage(reply, 400, KHALTI_BRAND, "Refused", "Choose Pay or Cancel.");
      payment.status = post.action === "pay" ? "Completed" : "User canceled";
      if (post.action === "pay") payment.transactionId = sandboxId(22);
    }
    const status = statusOf(payment);
    // A second Pay or Cancel (a double click, the back button) lands where the first one did.
    if (status === "Completed" || status === "User canceled") {
      return reply.redirect(withQuery(payment.returnUrl, returnQuery(payment, status)), 303);
    }
    return finished(reply, payment, status);
  });

  function findForPage(pidx: string | undefined): KhaltiPayment | undefined {
    return pidx && PIDX.test(pidx) ? payments.get(pidx) : undefined;
  }
}

/** The page of a payment that can no longer be paid. */
function finished(reply: FastifyReply, payment: KhaltiPayment, status: KhaltiStatus): FastifyReply {
  const message =
    status === "Expired" ? "This payment link has expired." : `This payment is ${status.toLowerCase()}.`;
  return sendMessage(
    reply,
    status === "Expired" ? 410 : 409,
    KHALTI_BRAND,
    "Cannot pay",
    message,
    payment.websiteUrl,
  );
}

/** The query Khalti adds to return_url ("Payment Success Callback"). */
function returnQuery(payment: KhaltiPayment, status: "Completed" | "User canceled"): Record<string, string> {
  const paid = status === "Completed";
  const transactionId = paid ? (payment.transactionId ?? "") : "";
  return {
    pidx: payment.pidx,
    transaction_id: transactionId,
    tidx: transactionId,
    txnId: transactionId,
    amount: String(payment.amountPaisa),
    total_amount: String(payment.amountPaisa),
    mobile: paid ? "98XXXXX000" : "",
    status,
    purchase_order_id: payment.purchaseOrderId,
    purchase_order_name: payment.purchaseOrderName,
  };
}

/** Khalti writes times in Nepal's offset: "2023-05-25T16:26:16.471+05:45". */
function nepalTime(date: Date): string {
  return new Date(date.getTime() + (5 * 60 + 45) * 60_000).toISOString().replace("Z", "+05:45");
}
