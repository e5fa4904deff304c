import fastifySwagger from "@fastify/swagger";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationOf, postForm, SANDBOX_KHALTI_KEY, startSandbox } from "../../test/payment-sandbox";
import { createEsewaGateway } from "./esewa";
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY, esewaMessage, esewaSign } from "./esewa-signature";
import { createKhaltiGateway } from "./khalti";
import { sandboxPlugin } from "./sandbox";

// The sandbox's pages and API answers as a browser and a merchant's server meet them.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  sandbox = await startSandbox({ capacity: 3 });
});
afterAll(async () => {
  await sandbox?.close();
});

const khalti = () =>
  createKhaltiGateway({ baseUrl: `${sandbox.origin}/sandbox/khalti`, secretKey: SANDBOX_KHALTI_KEY });

function input(amountPaisa: number, purchaseName = "Fix the <b>kitchen</b> tap") {
  const back = `${sandbox.origin}/back`;
  return {
    paymentId: "pay-1",
    amountPaisa,
    purchaseName,
    successUrl: back,
    failureUrl: back,
    websiteUrl: sandbox.origin,
  };
}

async function khaltiPage(amountPaisa: number) {
  const started = await khalti().start(input(amountPaisa));
  return { pidx: started.gatewayRef, url: new URL(started.redirect.url, sandbox.origin).href };
}

describe("a sandbox pay page", () => {
  it("shows the amount in rupees, what is paid for, a Sandbox label, and Pay and Cancel, without script", async () => {
    const { url } = await khaltiPage(123450);
    const page = await fetch(url);
    const html = await page.text();
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(">Sandbox<");
    expect(html).toContain("₨ 1,234.50");
    expect(html).toContain("Fix the &#60;b&#62;kitchen&#60;/b&#62; tap");
    expect(html).toMatch(/<button type="submit" name="action" value="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).not.toContain("<script");
  });

  it("shows eSewa's form amounts, once posted from the app's page", async () => {
    const esewa = createEsewaGateway({
      formUrl: "/sandbox/esewa/api/epay/main/v2/form",
      statusUrl: `${sandbox.origin}/sandbox/esewa/api/epay/transaction/status/`,
      productCode: ESEWA_TEST_PRODUCT_CODE,
      secretKey: ESEWA_TEST_SECRET_KEY,
    });
    const started = await esewa.start(input(99999));
    if (started.redirect.method !== "POST") throw new Error("a form post");
    const posted = await postForm(
      `${sandbox.origin}${started.redirect.url}`,
      started.redirect.fields,
      sandbox.origin,
    );
    const html = await (await fetch(locationOf(posted))).text();
    expect(html).toContain("₨ 999.99");
    expect(html).toContain(started.gatewayRef);
  });

  it("breaks a total down into eSewa's parts when it has tax or charges", async () => {
    const signed = { total_amount: "125", transaction_uuid: "sipalu-tax-1", product_code: "EPAYTEST" };
    const names = "total_amount,transaction_uuid,product_code";
    const form = {
      ...signed,
      amount: "100",
      tax_amount: "13",
      product_service_charge: "0",
      product_delivery_charge: "12",
      success_url: `${sandbox.origin}/back`,
      failure_url: `${sandbox.origin}/back`,
      signed_field_names: names,
      signature: esewaSign(esewaMessage(names, signed) ?? "", ESEWA_TEST_SECRET_KEY),
    };
    const posted = await postForm(
      `${sandbox.origin}/sandbox/esewa/api/epay/main/v2/form`,
      form,
      sandbox.origin,
    );
    const html = await (await fetch(locationOf(posted))).text();
    expect(html).toContain('<p class="amount">₨ 125</p>');
    expect(html).toContain("<dt>Tax</dt><dd>₨ 13</dd>");
    expect(html).toContain("<dt>Delivery charge</dt><dd>₨ 12</dd>");
  });

  it("refuses Pay posted from another site, and the payment stays unpaid", async () => {
    const { pidx } = await khaltiPage(100000);
    const forged = await postForm(
      `${sandbox.origin}/sandbox/khalti/pay/`,
      { pidx, action: "pay" },
      "https://evil.example",
    );
    expect(forged.status).toBe(403);
    expect((await khalti().status({ gatewayRef: pidx, amountPaisa: 100000 })).state).toBe("pending");
  });
});

describe("the Khalti sandbox's API", () => {
  const call = (path: string, body: unknown, authorization?: string) =>
    fetch(`${sandbox.origin}/sandbox/khalti/api/v2/epayment/${path}/`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });

  it("answers as Khalti does without the key, with another key, and with blank fields", async () => {
    const missing = await call("lookup", { pidx: "x" });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      detail: "Authentication credentials were not provided.",
      status_code: 401,
    });
    const wrong = await call("lookup", { pidx: "x" }, "Key another");
    expect(await wrong.json()).toEqual({ detail: "Invalid token.", status_code: 401 });
    const invalid = await call("initiate", { return_url: "nope", amount: 500 }, `key ${SANDBOX_KHALTI_KEY}`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      return_url: ["Enter a valid URL."],
      website_url: ["This field is required."],
      amount: ["Amount should be greater than Rs. 10, that is 1000 paisa."],
      purchase_order_id: ["This field is required."],
      purchase_order_name: ["This field is required."],
      error_key: "validation_error",
    });
  });

  it("remembers its latest payments only, the oldest forgotten first", async () => {
    const first = await khaltiPage(100000);
    for (const amount of [110000, 120000, 130000]) await khaltiPage(amount);
    expect((await khalti().status({ gatewayRef: first.pidx, amountPaisa: 100000 })).state).toBe("not_found");
  });
});

describe("the sandbox's routes", () => {
  it("stay out of the API's OpenAPI document", async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifySwagger, { openapi: { info: { title: "t", version: "1" } } });
    app.get("/api/ping", async () => "pong");
    await app.register(sandboxPlugin, { khaltiKey: SANDBOX_KHALTI_KEY });
    await app.ready();
    expect(Object.keys(app.swagger().paths ?? {})).toEqual(["/api/ping"]);
    await app.close();
  });
});
