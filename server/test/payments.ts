/** Payments over real HTTP: an app listening on loopback with its own sandbox, a test as the browser. */
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import type { PaymentCheckout } from "../../domain/payments/schemas";
import { checkLedger } from "../features/payments/ledger";
import { createTestApp, type TestApp } from "./app";
import { locationOf, payOnPage, postForm } from "./payment-sandbox";

export type PayingApp = TestApp & { origin: string };

/** A test app listening on 127.0.0.1, so it can call the sandbox it serves, as `npm start` does. */
export async function payingApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<PayingApp> {
  const test = await createTestApp(options);
  await test.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = test.app.server.address() as AddressInfo;
  return { ...test, origin: `http://127.0.0.1:${port}` };
}

/** A JSON request to the app as a browser on its page sends it. */
export async function call(
  app: PayingApp,
  method: "GET" | "POST",
  path: string,
  cookie?: string,
  body?: Record<string, unknown>,
) {
  const response = await fetch(`${app.origin}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { "content-type": "application/json", origin: app.origin } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** What a payment is for: a job (its id), a shop order or an enrolment on a course. */
export type PaymentFor = string | { orderId: string } | { enrollmentId: string };

/** Pays (eSewa, Khalti) for a job, order or course fee as its customer: the checkout, or the refusal's status and body. */
export function startPayment(
  app: PayingApp,
  cookie: string,
  paymentFor: PaymentFor,
  provider: "esewa" | "khalti" | "cash",
) {
  const purpose = typeof paymentFor === "string" ? { jobId: paymentFor } : paymentFor;
  return call(app, "POST", "/api/payments", cookie, { ...purpose, provider });
}

/**
 * The customer goes where the checkout says (eSewa: the page posts its form; Khalti: its payment
 * page), presses Pay or Cancel on the gateway's page, and is sent back: the URL they return to.
 */
export async function throughGateway(app: PayingApp, checkout: PaymentCheckout, button: "pay" | "cancel") {
  const redirect = checkout.redirect;
  if (!redirect) throw new Error("a cash payment goes through no gateway");
  if (redirect.method === "GET") return payOnPage(new URL(redirect.url, app.origin).href, button);
  const posted = await postForm(new URL(redirect.url, app.origin).href, redirect.fields, app.origin);
  return payOnPage(locationOf(posted), button);
}

/** The browser follows the gateway's return to Sipalu: where Sipalu sends it next. */
export async function followReturn(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("location") ?? "";
}

/** Pays for a job (order, course fee) through a gateway's sandbox, pressing Pay: the payment as the API then answers it. */
export async function pay(
  app: PayingApp,
  cookie: string,
  paymentFor: PaymentFor,
  provider: "esewa" | "khalti",
) {
  const started = await startPayment(app, cookie, paymentFor, provider);
  expect(started.status).toBe(201);
  await followReturn(await throughGateway(app, started.body, "pay"));
  const payment = await call(app, "GET", `/api/payments/${started.body.paymentId}`, cookie);
  expect(payment.status).toBe(200);
  return payment.body;
}

/** The books balance: every transfer sums to zero and no account is on the wrong side. */
export async function expectLedgerBalanced(app: TestApp) {
  expect(await checkLedger(app.db)).toEqual([]);
}
