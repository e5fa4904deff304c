import { z } from "zod";
import type { Gateway, GatewayState, StartInput } from "./gateway";
import { callGateway, type Fetch, GatewayError, type UrlSource, urlOf } from "./gateway-http";

/** The API paths below the origin, which the sandbox serves under /sandbox/khalti too. */
export const KHALTI_INITIATE_PATH = "/api/v2/epayment/initiate/";
export const KHALTI_LOOKUP_PATH = "/api/v2/epayment/lookup/";
export const khaltiRefundPath = (transactionId: string) =>
  `/api/merchant-transaction/${encodeURIComponent(transactionId)}/refund/`;

export type KhaltiGatewayOptions = {
  /** Khalti's origin for this server's API calls (https://khalti.com, or the sandbox's). */
  baseUrl: UrlSource;
  secretKey: string;
  fetch?: Fetch;
  timeoutMs?: number;
};

/** Khalti's pidx: 22 letters and digits in its examples; a little room either way. */
export const PIDX = /^[A-Za-z0-9]{8,64}$/;

/** Khalti's lookup statuses (its docs spell the last one both "Partially Refunded" and "Partially refunded"). */
const STATES: Record<string, GatewayState> = {
  completed: "completed",
  pending: "pending",
  initiated: "pending",
  expired: "expired",
  "user canceled": "cancelled",
  refunded: "refunded",
  "partially refunded": "refunded",
};

const InitiateAnswer = z.object({ pidx: z.string().regex(PIDX), payment_url: z.string().min(1) });

const LookupAnswer = z.object({
  pidx: z.string(),
  total_amount: z.number(),
  status: z.string(),
  transaction_id: z.string().nullish(),
});

/** Khalti KPG-2: the server initiates, the browser pays on payment_url, lookup says what became of it. */
export function createKhaltiGateway(options: KhaltiGatewayOptions): Gateway {
  const fetchImpl = options.fetch ?? fetch;
  const call = (path: string, body: unknown) =>
    callGateway(
      "khalti",
      fetchImpl,
      `${urlOf(options.baseUrl).replace(/\/$/, "")}${path}`,
      {
        method: "POST",
        headers: { authorization: `Key ${options.secretKey}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      },
      options.timeoutMs,
    );

  return {
    provider: "khalti",

    async start(input: StartInput) {
      const answer = await call(KHALTI_INITIATE_PATH, {
        return_url: input.successUrl,
        website_url: input.websiteUrl,
        amount: input.amountPaisa,
        purchase_order_id: input.paymentId,
        purchase_order_name: input.purchaseName,
        ...(input.customer ? { customer_info: input.customer } : {}),
      });
      const parsed = InitiateAnswer.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) {
        throw new GatewayError(
          "khalti",
          `initiate answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      }
      return { gatewayRef: parsed.data.pidx, redirect: { method: "GET", url: parsed.data.payment_url } };
    },

    // Khalti's return carries status, amount and transaction_id too: only pidx is taken, to look up.
    readReturn(query) {
      const pidx = query.pidx;
      return typeof pidx === "string" && PIDX.test(pidx) ? { gatewayRef: pidx } : null;
    },

    async status({ gatewayRef, amountPaisa }) {
      const answer = await call(KHALTI_LOOKUP_PATH, { pidx: gatewayRef });
      if (answer.status === 404) return { state: "not_found", amountPaisa: null, transactionId: null };
      // Expired and User canceled come with 400, the others with 200.
      const parsed = LookupAnswer.safeParse(answer.body);
      if ((answer.status !== 200 && answer.status !== 400) || !parsed.success) {
        throw new GatewayError("khalti", `lookup answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      const found = parsed.data;
      const state = STATES[found.status.toLowerCase()];
      if (!state || found.pidx !== gatewayRef) {
        throw new GatewayError("khalti", `lookup of ${gatewayRef} answered ${JSON.stringify(answer.body)}`);
      }
      return {
        // Completed for another amount is not this payment paid.
        state: state === "completed" && found.total_amount !== amountPaisa ? "failed" : state,
        amountPaisa: found.total_amount,
        transactionId: found.transaction_id ?? null,
      };
    },

    async refund({ transactionId, amountPaisa, fullAmountPaisa }) {
      if (!Number.isSafeInteger(amountPaisa) || amountPaisa < 1 || amountPaisa > fullAmountPaisa) {
        throw new RangeError(`cannot refund ${amountPaisa} paisa of ${fullAmountPaisa}`);
      }
      const answer = await call(
        khaltiRefundPath(transactionId),
        amountPaisa === fullAmountPaisa ? {} : { amount: amountPaisa },
      );
      if (answer.status >= 200 && answer.status < 300) return true;
      // Refused (already refunded, more than was paid, no such transaction): not refunded by Khalti.
      if (answer.status === 400 || answer.status === 404) return false;
      throw new GatewayError("khalti", `refund answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    },
  };
}
