import { paisaToRupees, rupeesToPaisa } from "@domain/paisa";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ESEWA_FORM_PATH, ESEWA_STATUS_PATH, TRANSACTION_UUID } from "./esewa";
import {
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  esewaMessage,
  esewaSign,
  esewaSignatureValid,
} from "./esewa-signature";
import {
  isWebUrl,
  readPayPost,
  type SandboxContext,
  sendMessage,
  sendPayPage,
  stringFields,
  withQuery,
} from "./sandbox-http";
import { ESEWA_BRAND, nprText } from "./sandbox-page";
import { BoundedStore, sandboxId } from "./sandbox-store";

export const ESEWA_SANDBOX_PREFIX = "/sandbox/esewa";
const PAY_PATH = `${ESEWA_SANDBOX_PREFIX}/pay/`;

type EsewaTransaction = {
  uuid: string;
  totalPaisa: number;
  /** amount, tax, service charge and delivery charge, as the form gave them. */
  parts: [string, number][];
  successUrl: string;
  failureUrl: string;
  status: "PENDING" | "COMPLETE" | "CANCELED";
  refId: string | null;
};

const field = z.string().min(1).max(200);
const webUrl = z.string().max(2000).refine(isWebUrl);
/** eSewa's form: every field required, none empty (developer.esewa.com.np/pages/Epay). */
const EsewaForm = z.object({
  amount: field,
  tax_amount: field,
  total_amount: field,
  transaction_uuid: z.string().regex(TRANSACTION_UUID),
  product_code: field,
  product_service_charge: field,
  product_delivery_charge: field,
  success_url: webUrl,
  failure_url: webUrl,
  signed_field_names: field,
  signature: field,
});

const PARTS = [
  ["amount", "Amount"],
  ["tax_amount", "Tax"],
  ["product_service_charge", "Service charge"],
  ["product_delivery_charge", "Delivery charge"],
] as const;

const RESPONSE_SIGNED_FIELDS =
  "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";

/**
 * eSewa's ePay v2 as its test environment behaves, with its published test merchant (EPAYTEST and
 * its secret): the form checked and its signature verified, a pay page, the signed success redirect
 * and the status API answering from what happened here.
 */
export function esewaSandbox(app: FastifyInstance, context: SandboxContext): void {
  const transactions = new BoundedStore<EsewaTransaction>(context.capacity);
  const refuse = (reply: FastifyReply, message: string) =>
    sendMessage(reply, 400, ESEWA_BRAND, "Payment refused", message);

  app.post(`${ESEWA_SANDBOX_PREFIX}${ESEWA_FORM_PATH}`, async (request, reply) => {
    const parsed = EsewaForm.safeParse(stringFields(request.body));
    if (!parsed.success) {
      const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
      return refuse(reply, `Missing or invalid fields: ${names.join(", ")}.`);
    }
    const form = parsed.data;
    if (form.product_code !== ESEWA_TEST_PRODUCT_CODE) {
      return refuse(
        reply,
        `Unknown product_code ${form.product_code}: the sandbox's merchant is ${ESEWA_TEST_PRODUCT_CODE}.`,
      );
    }
    const signedNames = form.signed_field_names.split(",");
    const signs = ["total_amount", "transaction_uuid", "product_code"].every((name) =>
      signedNames.includes(name),
    );
    if (
      !signs ||
      !esewaSignatureValid(form.signed_field_names, form, form.signature, ESEWA_TEST_SECRET_KEY)
    ) {
      return refuse(reply, "Invalid payload signature.");
    }
    const parts = PARTS.map(([name, label]) => [label, rupeesToPaisa(form[name])] as const);
    const total = rupeesToPaisa(form.total_amount);
    if (total === null || parts.some(([, paisa]) => paisa === null)) return refuse(reply, "Invalid amount.");
    if (total < 1 || parts.reduce((sum, [, paisa]) => sum + (paisa ?? 0), 0) !== total) {
      return refuse(
        reply,
        "total_amount must be amount + tax_amount + product_service_charge + product_delivery_charge.",
      );
    }
    const known = transactions.get(form.transaction_uuid);
    if (known && (known.status !== "PENDING" || known.totalPaisa !== total)) {
      return refuse(reply, `transaction_uuid ${form.transaction_uuid} has already been used.`);
    }
    transactions.add(form.transaction_uuid, {
      uuid: form.transaction_uuid,
      totalPaisa: total,
      parts: parts.map(([label, paisa]) => [label, paisa ?? 0]),
      successUrl: form.success_url,
      failureUrl: form.failure_url,
      status: "PENDING",
      refId: null,
    });
    return reply.redirect(withPath(PAY_PATH, { transaction_uuid: form.transaction_uuid }), 303);
  });

  app.get(PAY_PATH, async (request, reply) => {
    const transaction = transactions.get(stringFields(request.query).transaction_uuid ?? "");
    if (!transaction) return sendMessage(reply, 404, ESEWA_BRAND, "Not found", "No such payment.");
    if (transaction.status !== "PENDING") {
      return sendMessage(
        reply,
        409,
        ESEWA_BRAND,
        "Already done",
        `This payment is ${transaction.status.toLowerCase()}.`,
      );
    }
    const charged = transaction.parts.some(([label, paisa]) => label !== "Amount" && paisa > 0);
    const details: [string, string][] = [
      ["Merchant", ESEWA_TEST_PRODUCT_CODE],
      ["Transaction", transaction.uuid],
      // The form's parts, when there is more to it than the amount.
      ...(charged
        ? transaction.parts.map(([label, paisa]): [string, string] => [label, nprText(paisa)])
        : []),
    ];
    return sendPayPage(reply, {
      brand: ESEWA_BRAND,
      amountPaisa: transaction.totalPaisa,
      details,
      action: PAY_PATH,
      fields: { transaction_uuid: transaction.uuid },
    });
  });

  app.post(PAY_PATH, async (request, reply) => {
    const post = readPayPost(request, reply, ESEWA_BRAND, context.publicOrigin);
    if (!post) return reply;
    const transaction = transactions.get(post.fields.transaction_uuid ?? "");
    if (!transaction) return sendMessage(reply, 404, ESEWA_BRAND, "Not found", "No such payment.");
    if (transaction.status === "PENDING") {
      if (!post.action) return refuse(reply, "Choose Pay or Cancel.");
      transaction.status = post.action === "pay" ? "COMPLETE" : "CANCELED";
      if (post.action === "pay") transaction.refId = sandboxId(7).toUpperCase();
    }
    // A second Pay or Cancel (a double click, the back button) lands where the first one did.
    if (transaction.status === "CANCELED") return reply.redirect(transaction.failureUrl, 303);
    return reply.redirect(withQuery(transaction.successUrl, { data: successData(transaction) }), 303);
  });

  app.get(`${ESEWA_SANDBOX_PREFIX}${ESEWA_STATUS_PATH}`, async (request, reply) => {
    const query = stringFields(request.query);
    const asked = rupeesToPaisa(query.total_amount ?? "");
    if (!query.product_code || !query.transaction_uuid || asked === null) {
      return reply
        .code(400)
        .send({ code: 0, error_message: "product_code, total_amount and transaction_uuid are required" });
    }
    const transaction = transactions.get(query.transaction_uuid);
    const found = query.product_code === ESEWA_TEST_PRODUCT_CODE ? transaction : undefined;
    // The transaction's own amount, whatever amount was asked about: telling a paid amount from the
    // expected one is the merchant's job (the adapter's), which the sandbox does not do for it.
    return {
      product_code: query.product_code,
      transaction_uuid: query.transaction_uuid,
      total_amount: (found?.totalPaisa ?? asked) / 100,
      status: found?.status ?? "NOT_FOUND",
      ref_id: found?.refId ?? null,
    };
  });
}

/** The signed, base64 `data` eSewa adds to the success URL. */
function successData(transaction: EsewaTransaction): string {
  const fields = {
    transaction_code: transaction.refId ?? "",
    status: "COMPLETE",
    // As eSewa writes it: "1000.0", "1234.5".
    total_amount: paisaToRupees(transaction.totalPaisa).replace(/0$/, ""),
    transaction_uuid: transaction.uuid,
    product_code: ESEWA_TEST_PRODUCT_CODE,
    signed_field_names: RESPONSE_SIGNED_FIELDS,
  };
  const signature = esewaSign(esewaMessage(RESPONSE_SIGNED_FIELDS, fields) ?? "", ESEWA_TEST_SECRET_KEY);
  return Buffer.from(JSON.stringify({ ...fields, signature })).toString("base64");
}

const withPath = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
