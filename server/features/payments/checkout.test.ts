import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, payments } from "../../db/schema";
import { hiredJob, postJob } from "../../test/jobs";
import {
  call,
  expectLedgerBalanced,
  followReturn,
  type PayingApp,
  pay,
  payingApp,
  startPayment,
  throughGateway,
} from "../../test/payments";
import { signUp } from "../../test/people";
import { RETURN_CHECK_GAP_MS } from "./checkout";
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY, esewaMessage, esewaSign } from "./esewa-signature";

// Paying for a job through both sandboxes over HTTP: only the gateway's status API makes money count.
let clock = Date.now();
let t: PayingApp;

beforeAll(async () => {
  t = await payingApp({
    now: () => new Date(clock),
    payments: { sandbox: { now: () => new Date(clock), khaltiExpiryMs: 60 * 60 * 1000 } },
  });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
});

const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const transfersOf = async (id: string, kind: string) =>
  new Set(
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, id)))
      .filter((entry) => entry.kind === kind)
      .map((entry) => entry.transferId),
  ).size;

describe("paying for a hired job", () => {
  it("through eSewa: held once the status API says COMPLETE, and the browser goes back to the job", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "esewa");
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: "pending", redirect: { method: "POST" } });
    expect(started.body.redirect.fields).toMatchObject({ total_amount: "2200", product_code: "EPAYTEST" });

    const back = await throughGateway(t, started.body, "pay");
    expect(back).toContain(`/api/payments/${started.body.paymentId}/return?data=`);
    expect(await followReturn(back)).toBe(`/jobs?view=mine&job=${job.id}&payment=${started.body.paymentId}`);

    for (const cookie of [customer.cookie, pro.cookie]) {
      const seen = await call(t, "GET", `/api/payments?jobId=${job.id}`, cookie);
      expect(seen.body.payments).toEqual([
        expect.objectContaining({
          id: started.body.paymentId,
          provider: "esewa",
          status: "held",
          amountPaisa: 220000,
          commissionPaisa: 22000,
          netPaisa: 198000,
          paidAt: expect.any(String),
        }),
      ]);
    }
    expect(await transfersOf(started.body.paymentId, "payment")).toBe(1);
  });

  it("through Khalti: held after lookup says Completed", async () => {
    const { customer, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "khalti");
    expect(started.body.redirect).toEqual({
      method: "GET",
      url: expect.stringContaining("/sandbox/khalti/pay/?pidx="),
    });
    await followReturn(await throughGateway(t, started.body, "pay"));
    expect((await paymentRow(started.body.paymentId))?.status).toBe("held");
  });

  it("cancelled on the gateway's page: nothing is paid, and the job can be paid again", async () => {
    for (const provider of ["esewa", "khalti"] as const) {
      const { customer, job } = await hiredJob(t.app);
      const started = await startPayment(t, customer.cookie, job.id, provider);
      await followReturn(await throughGateway(t, started.body, "cancel"));
      expect((await paymentRow(started.body.paymentId))?.status).toBe("cancelled");
      expect(await transfersOf(started.body.paymentId, "payment")).toBe(0);
      expect((await pay(t, customer.cookie, job.id, provider)).status).toBe("held");
    }
  });

  it("an expired Khalti link counts as cancelled", async () => {
    const { customer, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "khalti");
    clock += 61 * 60 * 1000;
    try {
      const pidx = new URL(started.body.redirect.url, t.origin).searchParams.get("pidx");
      await followReturn(`${t.origin}/api/payments/${started.body.paymentId}/return?pidx=${pidx}`);
    } finally {
      clock -= 61 * 60 * 1000;
    }
    expect((await paymentRow(started.body.paymentId))?.status).toBe("cancelled");
  });

  it("a forged eSewa success (signed right, never paid at the gateway) is not paid", async () => {
    const { customer, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "esewa");
    const names = "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";
    const fields = {
      transaction_code: "000FAKE",
      status: "COMPLETE",
      total_amount: "2200.0",
      transaction_uuid: started.body.redirect.fields.transaction_uuid,
      product_code: ESEWA_TEST_PRODUCT_CODE,
      signed_field_names: names,
    };
    const signature = esewaSign(esewaMessage(names, fields) ?? "", ESEWA_TEST_SECRET_KEY);
    const data = Buffer.from(JSON.stringify({ ...fields, signature })).toString("base64");
    await followReturn(
      `${t.origin}/api/payments/${started.body.paymentId}/return?data=${encodeURIComponent(data)}`,
    );
    expect((await paymentRow(started.body.paymentId))?.status).toBe("pending");
    expect(await transfersOf(started.body.paymentId, "payment")).toBe(0);
  });

  it("a tampered amount (the form re-signed with eSewa's public test key for less) is not paid", async () => {
    const { customer, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "esewa");
    const fields = { ...started.body.redirect.fields, amount: "10", total_amount: "10" };
    fields.signature = esewaSign(
      esewaMessage(fields.signed_field_names, fields) ?? "",
      ESEWA_TEST_SECRET_KEY,
    );
    await followReturn(
      await throughGateway(t, { ...started.body, redirect: { ...started.body.redirect, fields } }, "pay"),
    );
    expect((await paymentRow(started.body.paymentId))?.status).not.toBe("held");
    expect(await transfersOf(started.body.paymentId, "payment")).toBe(0);
  });

  it("a duplicated return, and 20 at once, credit the payment once", async () => {
    const { customer, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "khalti");
    const back = await throughGateway(t, started.body, "pay");
    await followReturn(back);
    await followReturn(back);
    expect(await transfersOf(started.body.paymentId, "payment")).toBe(1);

    const second = await hiredJob(t.app);
    const other = await startPayment(t, second.customer.cookie, second.job.id, "esewa");
    const otherBack = await throughGateway(t, other.body, "pay");
    await Promise.all(Array.from({ length: 20 }, () => followReturn(otherBack)));
    expect(await transfersOf(other.body.paymentId, "payment")).toBe(1);
    expect((await paymentRow(other.body.paymentId))?.status).toBe("held");
  });

  it("returns ask the gateway at most once in 5 seconds: a return link cannot make Sipalu call it at will", async () => {
    const { customer, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "khalti");
    const pidx = new URL(started.body.redirect.url, t.origin).searchParams.get("pidx");
    const early = `${t.origin}/api/payments/${started.body.paymentId}/return?pidx=${pidx}`;
    await followReturn(early); // Not paid yet: Khalti says Initiated.
    const back = await throughGateway(t, started.body, "pay");
    await followReturn(back);
    expect((await paymentRow(started.body.paymentId))?.status).toBe("pending");
    clock += RETURN_CHECK_GAP_MS;
    try {
      await followReturn(back);
    } finally {
      clock -= RETURN_CHECK_GAP_MS;
    }
    expect((await paymentRow(started.body.paymentId))?.status).toBe("held");
  });

  it("a job paid twice at the gateway (two tabs) keeps one payment and refunds the other", async () => {
    const { customer, job } = await hiredJob(t.app);
    const first = await startPayment(t, customer.cookie, job.id, "khalti");
    const second = await startPayment(t, customer.cookie, job.id, "khalti");
    await followReturn(await throughGateway(t, first.body, "pay"));
    await followReturn(await throughGateway(t, second.body, "pay"));
    expect((await paymentRow(first.body.paymentId))?.status).toBe("held");
    expect(await paymentRow(second.body.paymentId)).toMatchObject({
      status: "refunded",
      refundPaisa: 220000,
    });
  });
});

describe("who may pay, and when", () => {
  it("only the job's customer, for a hired job at an agreed price, once", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const stranger = await signUp(t.app);
    expect((await startPayment(t, pro.cookie, job.id, "esewa")).body.code).toBe("payment.customer_only");
    expect((await startPayment(t, stranger.cookie, job.id, "esewa")).body.code).toBe("payment.job_not_found");
    expect((await startPayment(t, undefined as unknown as string, job.id, "esewa")).status).toBe(401);

    const open = await postJob(t.app, customer.cookie);
    const refused = await startPayment(t, customer.cookie, open.id, "khalti");
    expect(refused).toMatchObject({ status: 409, body: { code: "payment.not_payable" } });

    await pay(t, customer.cookie, job.id, "esewa");
    const again = await startPayment(t, customer.cookie, job.id, "khalti");
    expect(again).toMatchObject({ status: 409, body: { code: "payment.already_paid" } });
  });

  it("a payment is shown only to its customer, its professional and admins", async () => {
    const { customer, job } = await hiredJob(t.app);
    const paid = await pay(t, customer.cookie, job.id, "khalti");
    const stranger = await signUp(t.app);
    expect((await call(t, "GET", `/api/payments/${paid.id}`, stranger.cookie)).status).toBe(404);
    expect((await call(t, "GET", `/api/payments?jobId=${job.id}`, stranger.cookie)).status).toBe(404);
  });

  it("a return for a payment that does not exist is 404, and a malformed one asks nothing", async () => {
    const missing = await fetch(`${t.origin}/api/payments/00000000-0000-4000-8000-000000000000/return`, {
      redirect: "manual",
    });
    expect(missing.status).toBe(404);
    const { customer, job } = await hiredJob(t.app);
    const started = await startPayment(t, customer.cookie, job.id, "esewa");
    await followReturn(`${t.origin}/api/payments/${started.body.paymentId}/return?data=${"A".repeat(3000)}`);
    expect((await paymentRow(started.body.paymentId))?.status).toBe("pending");
  });
});
