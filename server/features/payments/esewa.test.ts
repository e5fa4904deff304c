import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  locationOf,
  payOnPage,
  postForm,
  SANDBOX_KHALTI_KEY,
  startSandbox,
} from "../../test/payment-sandbox";
import { createEsewaGateway } from "./esewa";
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY, esewaMessage, esewaSign } from "./esewa-signature";
import type { Gateway } from "./gateway";
import { GatewayError } from "./gateway-http";
import { createGateways } from "./gateways";
import { paymentGatewaysConfig } from "./settings";

// eSewa driven through Sipalu's sandbox over HTTP: the adapter as the app uses it, a test as the browser.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let esewa: Gateway;

beforeAll(async () => {
  sandbox = await startSandbox();
  const settings = paymentGatewaysConfig(
    {
      esewa: { productCode: undefined, secretKey: undefined, formUrl: "unused", statusUrl: "unused" },
      khalti: { secretKey: undefined, baseUrl: "unused" },
      publicOrigin: undefined,
    },
    sandbox.origin,
    SANDBOX_KHALTI_KEY,
  );
  esewa = createGateways(settings).esewa;
});
afterAll(async () => {
  await sandbox?.close();
});

const appUrl = (path: string) => `${sandbox.origin}${path}`;

function startInput(amountPaisa: number) {
  return {
    paymentId: randomUUID(),
    amountPaisa,
    purchaseName: "Fix the kitchen tap",
    successUrl: appUrl("/api/payments/esewa/success?payment=1"),
    failureUrl: appUrl("/api/payments/esewa/failure?payment=1"),
    websiteUrl: sandbox.origin,
  };
}

/** Signs the form's payment, and the app's page posts it to the gateway: the pay page's URL. */
async function checkout(amountPaisa: number) {
  const input = startInput(amountPaisa);
  const started = await esewa.start(input);
  if (started.redirect.method !== "POST") throw new Error("eSewa's checkout is a form post");
  const posted = await postForm(
    new URL(started.redirect.url, sandbox.origin).href,
    started.redirect.fields,
    sandbox.origin,
  );
  return { input, ref: started.gatewayRef, fields: started.redirect.fields, payPage: locationOf(posted) };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** A success `data` as eSewa would send it, signed with `secret`. */
function successData(fields: Record<string, string>, secret = ESEWA_TEST_SECRET_KEY): string {
  const names = "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";
  const signed = { ...fields, signed_field_names: names };
  const signature = esewaSign(esewaMessage(names, signed) ?? "", secret);
  return Buffer.from(JSON.stringify({ ...signed, signature })).toString("base64");
}

describe("an eSewa payment through the sandbox", () => {
  it("is signed as eSewa's form, in exact rupees", async () => {
    const { fields, ref, input } = await checkout(123450);
    expect(fields).toMatchObject({
      amount: "1234.50",
      total_amount: "1234.50",
      tax_amount: "0",
      product_service_charge: "0",
      product_delivery_charge: "0",
      product_code: "EPAYTEST",
      transaction_uuid: ref,
      signed_field_names: "total_amount,transaction_uuid,product_code",
    });
    expect(ref.startsWith(`${input.paymentId}-`)).toBe(true);
    expect((await esewa.start(startInput(10000))).redirect).toMatchObject({
      fields: { total_amount: "100" },
    });
    expect((await esewa.start(startInput(1999))).redirect).toMatchObject({
      fields: { total_amount: "19.99" },
    });
  });

  it("paid with Pay: back at success_url with signed data, and the status API says completed with the amount", async () => {
    const { ref, payPage, input } = await checkout(123450);
    expect(await esewa.status({ gatewayRef: ref, amountPaisa: 123450 })).toEqual({
      state: "pending",
      amountPaisa: 123450,
      transactionId: null,
    });

    const landed = await payOnPage(payPage, "pay");
    expect(landed.startsWith(`${input.successUrl}&data=`)).toBe(true);
    expect(esewa.readReturn(queryOf(landed))).toEqual({ gatewayRef: ref });
    const decoded = JSON.parse(Buffer.from(queryOf(landed).data ?? "", "base64").toString());
    expect(decoded).toMatchObject({ status: "COMPLETE", total_amount: "1234.5", transaction_uuid: ref });

    const status = await esewa.status({ gatewayRef: ref, amountPaisa: 123450 });
    expect(status).toEqual({
      state: "completed",
      amountPaisa: 123450,
      transactionId: decoded.transaction_code,
    });
    expect(status.transactionId).toMatch(/^[A-Z0-9]{7}$/);
  });

  it("pressed twice (a double click) lands where the first Pay did, paid once", async () => {
    const { ref, payPage } = await checkout(50000);
    const page = await fetch(payPage);
    const html = await page.text();
    const first = await payOnPage(payPage, "pay");
    // The same page's form, posted again after it was paid.
    const again = await postForm(new URL("/sandbox/esewa/pay/", sandbox.origin).href, {
      transaction_uuid: ref,
      action: "pay",
    });
    expect(html).toContain(ref);
    expect(locationOf(again)).toBe(first);
    expect((await esewa.status({ gatewayRef: ref, amountPaisa: 50000 })).state).toBe("completed");
  });

  it("cancelled with Cancel: back at failure_url, and not completed", async () => {
    const { ref, payPage, input } = await checkout(75000);
    const landed = await payOnPage(payPage, "cancel");
    expect(landed).toBe(input.failureUrl);
    expect(esewa.readReturn(queryOf(landed))).toBeNull();
    expect(await esewa.status({ gatewayRef: ref, amountPaisa: 75000 })).toEqual({
      state: "cancelled",
      amountPaisa: 75000,
      transactionId: null,
    });
  });

  it("paid, but asked about with another amount (a tampered amount), is not completed", async () => {
    const { ref, payPage } = await checkout(123450);
    await payOnPage(payPage, "pay");
    for (const amountPaisa of [100, 123449, 123451]) {
      expect(await esewa.status({ gatewayRef: ref, amountPaisa }), String(amountPaisa)).toMatchObject({
        state: "failed",
        amountPaisa: 123450,
      });
    }
  });
});

describe("a forged eSewa success redirect", () => {
  it("with the right shape and a wrong signature is refused by readReturn", async () => {
    const { ref, payPage } = await checkout(20000);
    const data = queryOf(await payOnPage(payPage, "pay")).data ?? "";
    const json = JSON.parse(Buffer.from(data, "base64").toString());
    const reencode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const { signature: _, ...unsigned } = json;
    const forgeries = [
      // Another payment's uuid under this payment's signature.
      reencode({ ...json, transaction_uuid: `${ref}x` }),
      reencode({ ...json, total_amount: "2000.0" }),
      reencode({ ...json, signature: esewaSign("total_amount=200.0", ESEWA_TEST_SECRET_KEY) }),
      // Signed with another key.
      successData(unsigned, "not-the-secret"),
      // Signing fewer fields: a signature that would not cover the payment it names.
      reencode({
        ...json,
        signed_field_names: "transaction_code,status",
        signature: esewaSign(
          `transaction_code=${json.transaction_code},status=COMPLETE`,
          ESEWA_TEST_SECRET_KEY,
        ),
      }),
    ];
    expect(esewa.readReturn({ data })).toEqual({ gatewayRef: ref });
    for (const forged of forgeries) expect(esewa.readReturn({ data: forged })).toBeNull();
  });

  it("that is malformed, oversize or for another merchant is refused", () => {
    const good = {
      transaction_code: "000AWEO",
      status: "COMPLETE",
      total_amount: "100.0",
      transaction_uuid: "abc-1",
      product_code: "EPAYTEST",
    };
    expect(esewa.readReturn({ data: successData(good) })).toEqual({ gatewayRef: "abc-1" });
    const { transaction_code: _, ...withoutCode } = good;
    for (const data of [
      undefined,
      "",
      ["a", "b"],
      "not base64!",
      "e30",
      Buffer.from("not json").toString("base64"),
      Buffer.from("[]").toString("base64"),
      successData(withoutCode),
      successData({ ...good, product_code: "OTHERSHOP" }),
      successData({ ...good, transaction_uuid: "no spaces allowed" }),
      `${successData(good)}${"A".repeat(4000)}`,
    ]) {
      expect(esewa.readReturn({ data }), JSON.stringify(data)?.slice(0, 40)).toBeNull();
    }
  });

  it("correctly signed (eSewa's test key is public) for a payment never paid is not counted as paid", async () => {
    const { ref, fields } = await checkout(123450);
    const forged = successData({
      transaction_code: "000FAKE",
      status: "COMPLETE",
      total_amount: "1234.5",
      transaction_uuid: ref,
      product_code: "EPAYTEST",
    });
    // The redirect names the payment, and that is all it is: the status API has the say.
    expect(esewa.readReturn({ data: forged })).toEqual({ gatewayRef: ref });
    expect((await esewa.status({ gatewayRef: ref, amountPaisa: 123450 })).state).toBe("pending");
    expect(fields.transaction_uuid).toBe(ref);
    expect((await esewa.status({ gatewayRef: `${ref}-never`, amountPaisa: 123450 })).state).toBe("not_found");
  });
});

describe("the eSewa sandbox's form", () => {
  async function post(change: (fields: Record<string, string>) => Record<string, string>) {
    const started = await esewa.start(startInput(30000));
    if (started.redirect.method !== "POST") throw new Error("a form post");
    return postForm(
      appUrl("/sandbox/esewa/api/epay/main/v2/form"),
      change(started.redirect.fields),
      sandbox.origin,
    );
  }

  it("refuses an amount changed after signing with an error page", async () => {
    const response = await post((fields) => ({ ...fields, total_amount: "1", amount: "1" }));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("Invalid payload signature.");
  });

  it("refuses parts that do not add up to the signed total, and missing fields", async () => {
    const parts = await post((fields) => ({ ...fields, tax_amount: "10" }));
    expect(parts.status).toBe(400);
    expect(await parts.text()).toContain("total_amount must be amount + tax_amount");
    const missing = await post(({ success_url: _, ...fields }) => fields);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Missing or invalid fields: success_url.");
  });

  it("refuses a transaction_uuid once it is paid", async () => {
    const { fields, payPage } = await checkout(30000);
    await payOnPage(payPage, "pay");
    const again = await postForm(appUrl("/sandbox/esewa/api/epay/main/v2/form"), fields, sandbox.origin);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("has already been used");
  });
});

describe("eSewa's status API unreachable or broken", () => {
  it("throws, so the caller asks again later", async () => {
    const closed = await startSandbox();
    await closed.close();
    for (const statusUrl of [
      `${closed.origin}/sandbox/esewa/api/epay/transaction/status/`,
      appUrl("/nowhere/"),
    ]) {
      const gateway = createEsewaGateway({
        formUrl: "/sandbox/esewa/api/epay/main/v2/form",
        statusUrl,
        productCode: ESEWA_TEST_PRODUCT_CODE,
        secretKey: ESEWA_TEST_SECRET_KEY,
      });
      await expect(gateway.status({ gatewayRef: "abc-1", amountPaisa: 100 })).rejects.toThrow(GatewayError);
    }
  });
});
