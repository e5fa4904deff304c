import { randomBytes } from "node:crypto";
import { rupeeNumberToPaisa, rupeesToPaisa } from "@domain/paisa";
import { z } from "zod";
import { readEsewaReturn } from "./esewa-return";
import { ESEWA_REQUEST_SIGNED_FIELDS, esewaAmount, esewaMessage, esewaSign } from "./esewa-signature";
import type { Gateway, GatewayState, StartInput } from "./gateway";
import { callGateway, type Fetch, GatewayError, type UrlSource, urlOf } from "./gateway-http";

/** The paths of eSewa's form and status API, which the sandbox serves under /sandbox/esewa too. */
export const ESEWA_FORM_PATH = "/api/epay/main/v2/form";
export const ESEWA_STATUS_PATH = "/api/epay/transaction/status/";

export type EsewaGatewayOptions = {
  /** Where the customer's browser posts the payment form (eSewa's, or the sandbox's on our origin). */
  formUrl: string;
  /** The transaction status API this server calls. */
  statusUrl: UrlSource;
  productCode: string;
  secretKey: string;
  fetch?: Fetch;
  timeoutMs?: number;
};

/** eSewa allows alphanumerics and hyphens in transaction_uuid. */
export const TRANSACTION_UUID = /^[A-Za-z0-9-]{1,100}$/;
const PAYMENT_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The status API's answer (its "Service is currently unavailable" body fails this, so it throws). */
const StatusAnswer = z.object({
  product_code: z.string(),
  transaction_uuid: z.string(),
  total_amount: z.union([z.number(), z.string()]),
  status: z.string(),
  ref_id: z.string().nullish(),
});

const STATES: Record<string, GatewayState> = {
  PENDING: "pending",
  FULL_REFUND: "refunded",
  PARTIAL_REFUND: "refunded",
  AMBIGUOUS: "failed",
  NOT_FOUND: "not_found",
  CANCELED: "cancelled",
};

/** eSewa ePay v2: the browser posts a signed form to eSewa; the status API says what became of it. */
export function createEsewaGateway(options: EsewaGatewayOptions): Gateway {
  const { productCode, secretKey } = options;
  const fetchImpl = options.fetch ?? fetch;

  return {
    provider: "esewa",

    async start(input: StartInput) {
      if (!PAYMENT_ID.test(input.paymentId))
        throw new RangeError(`eSewa cannot name payment ${input.paymentId}`);
      if (!Number.isSafeInteger(input.amountPaisa) || input.amountPaisa < 1) {
        throw new RangeError(`not an amount to pay: ${input.amountPaisa}`);
      }
      // A new transaction_uuid for every attempt: eSewa refuses one it has seen.
      const transactionUuid = `${input.paymentId}-${randomBytes(4).toString("hex")}`;
      const total = esewaAmount(input.amountPaisa);
      const signed = { total_amount: total, transaction_uuid: transactionUuid, product_code: productCode };
      const message = esewaMessage(ESEWA_REQUEST_SIGNED_FIELDS, signed) ?? "";
      const fields = {
        amount: total,
        tax_amount: "0",
        product_service_charge: "0",
        product_delivery_charge: "0",
        ...signed,
        success_url: input.successUrl,
        failure_url: input.failureUrl,
        signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS,
        signature: esewaSign(message, secretKey),
      };
      return { gatewayRef: transactionUuid, redirect: { method: "POST", url: options.formUrl, fields } };
    },

    readReturn(query) {
      return readEsewaReturn(query, { productCode, secretKey });
    },

    async status({ gatewayRef, amountPaisa }) {
      const url = new URL(urlOf(options.statusUrl));
      url.searchParams.set("product_code", productCode);
      url.searchParams.set("total_amount", esewaAmount(amountPaisa));
      url.searchParams.set("transaction_uuid", gatewayRef);
      const answer = await callGateway(
        "esewa",
        fetchImpl,
        url.href,
        { method: "GET", headers: { accept: "application/json" } },
        options.timeoutMs,
      );
      if (answer.status < 200 || answer.status > 299) {
        throw new GatewayError("esewa", `the status API answered ${answer.status}`);
      }
      const parsed = StatusAnswer.safeParse(answer.body);
      if (!parsed.success) throw new GatewayError("esewa", "the status API answered no status");
      const found = parsed.data;
      const paid =
        typeof found.total_amount === "number"
          ? rupeeNumberToPaisa(found.total_amount)
          : rupeesToPaisa(found.total_amount);
      const state = found.status === "COMPLETE" ? "completed" : STATES[found.status];
      if (!state) throw new GatewayError("esewa", `unknown status ${JSON.stringify(found.status)}`);
      const ours =
        paid === amountPaisa && found.product_code === productCode && found.transaction_uuid === gatewayRef;
      return {
        // COMPLETE for another amount, merchant or transaction is not this payment paid.
        state: state === "completed" && !ours ? "failed" : state,
        amountPaisa: paid,
        transactionId: found.ref_id ?? null,
      };
    },

    // eSewa publishes no merchant refund API: an admin settles refunds by hand.
    async refund() {
      return false;
    },
  };
}
