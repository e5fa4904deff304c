import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FUNDS, REFUNDS_OWED } from "../../../domain/payments/accounts";
import { bookings, jobs, payments } from "../../db/schema";
import { insertBooking } from "../../test/bookings";
import { hiredJob } from "../../test/jobs";
import {
  call,
  expectLedgerBalanced,
  type PayingApp,
  pay,
  payingApp,
  startPayment,
} from "../../test/payments";
import { signUpAdmin } from "../../test/people";
import { createGateways } from "./gateways";
import { balanceOf } from "./ledger";
import { NO_MERCHANT_ACCOUNTS, paymentGatewaysConfig } from "./settings";
import { sweepPayments } from "./sweep";

// What happens to money held for a job: released, refunded (less a late fee), disputed, or cash.
const HOUR_MS = 3_600_000;
const KHALTI_KEY = "settle_test_khalti_key_0123456789";
let offset = 0;
const now = () => new Date(Date.now() + offset);
let t: PayingApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  t = await payingApp({ now, payments: { sandboxKhaltiKey: KHALTI_KEY } });
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  offset = 0;
  await expectLedgerBalanced(t);
});

const step = (name: "start" | "complete" | "cancel", jobId: string, cookie: string) =>
  call(t, "POST", `/api/jobs/${jobId}/${name}`, cookie, {});
const balance = async (cookie: string) => (await call(t, "GET", "/api/payouts/balance", cookie)).body;
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

/** A hired job paid through a sandbox, its work started and completed. */
async function paidAndDone(provider: "esewa" | "khalti" = "khalti") {
  const hired = await hiredJob(t.app);
  const payment = await pay(t, hired.customer.cookie, hired.job.id, provider);
  expect((await step("start", hired.job.id, hired.pro.cookie)).status).toBe(200);
  expect((await step("complete", hired.job.id, hired.pro.cookie)).status).toBe(200);
  return { ...hired, payment };
}

/** The sweep as the app runs it every 30 s, with gateways like the app's (its sandbox, its key) and its clock. */
async function sweep() {
  const settings = paymentGatewaysConfig(
    { ...NO_MERCHANT_ACCOUNTS, publicOrigin: undefined },
    t.origin,
    KHALTI_KEY,
  );
  await sweepPayments({ db: t.db, gateways: createGateways(settings), commissionPercent: 10, now });
}

describe("releasing held money", () => {
  it("when the customer confirms the work is done: the professional's balance is the price less 10 %", async () => {
    const { customer, pro, payment } = await paidAndDone();
    expect(await balance(pro.cookie)).toMatchObject({
      availablePaisa: 0,
      heldPaisa: 220000,
      commissionPercent: 10,
    });
    const released = await call(t, "POST", `/api/payments/${payment.id}/release`, customer.cookie, {});
    expect(released).toMatchObject({ status: 200, body: { status: "released", netPaisa: 198000 } });
    expect(await balance(pro.cookie)).toMatchObject({ availablePaisa: 198000, heldPaisa: 0 });
    const twice = await call(t, "POST", `/api/payments/${payment.id}/release`, customer.cookie, {});
    expect(twice).toMatchObject({ status: 409, body: { code: "payment.not_held" } });
  });

  it("not before the job is completed, and not by the professional", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const payment = await pay(t, customer.cookie, job.id, "esewa");
    const early = await call(t, "POST", `/api/payments/${payment.id}/release`, customer.cookie, {});
    expect(early).toMatchObject({ status: 409, body: { code: "payment.not_completed" } });
    const byPro = await call(t, "POST", `/api/payments/${payment.id}/release`, pro.cookie, {});
    expect(byPro).toMatchObject({ status: 403, body: { code: "payment.forbidden" } });
  });

  it("by itself 72 hours after completion with no problem reported", async () => {
    const { pro, payment } = await paidAndDone();
    offset = 71 * HOUR_MS;
    await sweep();
    expect((await paymentRow(payment.id))?.status).toBe("held");
    offset = 73 * HOUR_MS;
    await sweep();
    expect((await paymentRow(payment.id))?.status).toBe("released");
    expect((await balance(pro.cookie)).availablePaisa).toBe(198000);
  });
});

describe("refunds when a paid job is called off", () => {
  it("a cancelled job's Khalti payment goes back in full, through Khalti's refund API", async () => {
    const { customer, job } = await hiredJob(t.app);
    const payment = await pay(t, customer.cookie, job.id, "khalti");
    const fundsBefore = await balanceOf(t.db, FUNDS);
    expect((await step("cancel", job.id, customer.cookie)).status).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "refunded",
      refundPaisa: 220000,
      refundSettledAt: null,
    });
    await sweep();
    expect((await paymentRow(payment.id))?.refundSettledAt).not.toBeNull();
    expect(await balanceOf(t.db, FUNDS)).toBe(fundsBefore - 220000);
    // Khalti says so too: its lookup now answers Refunded.
    await sweep();
    expect(await balanceOf(t.db, FUNDS)).toBe(fundsBefore - 220000);
  });

  it("a booking cancelled late keeps its 20 % fee for the professional; an eSewa refund waits for an admin", async () => {
    const hired = await hiredJob(t.app);
    const bookingId = await insertBooking(t.db, hired.customer.user.id, hired.pro.user.id, {
      accepted: true,
    });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const soon = new Date(Date.now() + 3 * HOUR_MS);
    await t.db
      .update(bookings)
      .set({
        startsAt: soon,
        endsAt: new Date(soon.getTime() + 2 * HOUR_MS),
        heldUntil: new Date(soon.getTime() + 2 * HOUR_MS),
      })
      .where(eq(bookings.id, bookingId));
    const jobId = booking?.jobId ?? "";
    const payment = await pay(t, hired.customer.cookie, jobId, "esewa");
    expect(payment.amountPaisa).toBe(100000);

    const cancelled = await call(t, "POST", `/api/bookings/${bookingId}/cancel`, hired.customer.cookie, {
      reason: "Plans changed",
    });
    expect(cancelled.status).toBe(200);
    const after = await call(t, "GET", `/api/payments/${payment.id}`, hired.customer.cookie);
    expect(after.body).toMatchObject({
      status: "refunded",
      refundPaisa: 80000,
      netPaisa: 18000,
      commissionPaisa: 2000,
    });
    expect((await balance(hired.pro.cookie)).availablePaisa).toBe(18000);

    const owed = await call(t, "GET", "/api/admin/refunds", admin.cookie);
    expect(owed.body.payments.map((p: { id: string }) => p.id)).toContain(payment.id);
    const refundsOwed = await balanceOf(t.db, REFUNDS_OWED);
    const settled = await call(t, "POST", `/api/admin/refunds/${payment.id}/settled`, admin.cookie, {
      reference: "ESW-RF-0042",
    });
    expect(settled.status).toBe(200);
    expect(await balanceOf(t.db, REFUNDS_OWED)).toBe(refundsOwed + 80000);
    const again = await call(t, "POST", `/api/admin/refunds/${payment.id}/settled`, admin.cookie, {
      reference: "ESW-RF-0042",
    });
    expect(again).toMatchObject({ status: 409, body: { code: "refund.not_owed" } });
  });
});

describe("a problem reported", () => {
  it("keeps the money held until an admin releases it", async () => {
    const { customer, pro, payment } = await paidAndDone();
    const reported = await call(t, "POST", `/api/payments/${payment.id}/dispute`, customer.cookie, {
      reason: "The tap still drips.",
    });
    expect(reported.body).toMatchObject({
      status: "held",
      releaseDueAt: null,
      dispute: { reason: "The tap still drips.", resolvedAt: null },
    });
    const release = await call(t, "POST", `/api/payments/${payment.id}/release`, customer.cookie, {});
    expect(release.body.code).toBe("payment.already_disputed");
    offset = 100 * HOUR_MS;
    await sweep();
    expect((await paymentRow(payment.id))?.status).toBe("held");

    const queue = await call(t, "GET", "/api/admin/disputes", admin.cookie);
    const dispute = queue.body.disputes.find((d: { payment: { id: string } }) => d.payment.id === payment.id);
    expect(dispute).toMatchObject({
      customer: { name: "Aarati Shrestha" },
      professional: { name: "Ramesh Maharjan" },
    });
    const resolved = await call(t, "POST", `/api/admin/disputes/${dispute.id}/resolve`, admin.cookie, {
      outcome: "release",
      note: "The professional fixed the drip on a second visit.",
    });
    expect(resolved.body).toMatchObject({
      status: "released",
      dispute: { outcome: "release", note: "The professional fixed the drip on a second visit." },
    });
    const seen = await call(t, "GET", `/api/payments/${payment.id}`, pro.cookie);
    expect(seen.body.dispute.note).toBe("The professional fixed the drip on a second visit.");
    const twice = await call(t, "POST", `/api/admin/disputes/${dispute.id}/resolve`, admin.cookie, {
      outcome: "refund",
      note: "No",
    });
    expect(twice.body.code).toBe("dispute.resolved");
  });

  it("refunded in full, or in part with the rest to the professional", async () => {
    for (const [outcome, refundPaisa, net] of [
      ["refund", 220000, 0],
      ["partial", 50000, 153000],
    ] as const) {
      const { customer, pro, payment } = await paidAndDone("khalti");
      const before = (await balance(pro.cookie)).availablePaisa;
      await call(t, "POST", `/api/payments/${payment.id}/dispute`, customer.cookie, {
        reason: "Half the work was left.",
      });
      const { body } = await call(t, "GET", "/api/admin/disputes", admin.cookie);
      const dispute = body.disputes.find((d: { payment: { id: string } }) => d.payment.id === payment.id);
      if (outcome === "partial") {
        const tooMuch = await call(t, "POST", `/api/admin/disputes/${dispute.id}/resolve`, admin.cookie, {
          outcome,
          refundPaisa: 220000,
          note: "x",
        });
        expect(tooMuch).toMatchObject({ status: 400, body: { code: "dispute.partial_amount" } });
      }
      const resolved = await call(t, "POST", `/api/admin/disputes/${dispute.id}/resolve`, admin.cookie, {
        outcome,
        ...(outcome === "partial" ? { refundPaisa } : {}),
        note: "Decided from both sides' photos.",
      });
      expect(resolved.body).toMatchObject({ status: "refunded", refundPaisa, netPaisa: net });
      expect((await balance(pro.cookie)).availablePaisa).toBe(before + net);
      expect((await paymentRow(payment.id))?.refundSettledAt).not.toBeNull();
    }
  });

  it("only within 72 hours of completion, once, by the customer", async () => {
    const { customer, pro, payment } = await paidAndDone();
    const byPro = await call(t, "POST", `/api/payments/${payment.id}/dispute`, pro.cookie, { reason: "x" });
    expect(byPro.body.code).toBe("payment.forbidden");
    const blank = await call(t, "POST", `/api/payments/${payment.id}/dispute`, customer.cookie, {
      reason: " ",
    });
    expect(blank.status).toBe(400);
    offset = 73 * HOUR_MS;
    const late = await call(t, "POST", `/api/payments/${payment.id}/dispute`, customer.cookie, {
      reason: "It broke again.",
    });
    expect(late).toMatchObject({ status: 409, body: { code: "payment.dispute_window_closed" } });
  });
});

describe("cash", () => {
  it("the professional records it, the customer confirms it, and the commission is owed, then settled from earnings", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const byCustomer = await startPayment(t, customer.cookie, job.id, "cash");
    expect(byCustomer.body.code).toBe("payment.cash_professional_only");
    const recorded = await startPayment(t, pro.cookie, job.id, "cash");
    expect(recorded).toMatchObject({ status: 201, body: { status: "pending", redirect: null } });
    const confirmed = await call(
      t,
      "POST",
      `/api/payments/${recorded.body.paymentId}/confirm-cash`,
      customer.cookie,
      {},
    );
    expect(confirmed.body).toMatchObject({ status: "released", provider: "cash" });
    expect(await balance(pro.cookie)).toMatchObject({ availablePaisa: 0, feesOwedPaisa: 22000 });

    // His next job paid through Khalti pays what he owes first.
    const next = await hiredJob(t.app);
    await t.db.update(jobs).set({ hiredProfessionalId: pro.user.id }).where(eq(jobs.id, next.job.id));
    const paid = await pay(t, next.customer.cookie, next.job.id, "khalti");
    await t.db
      .update(jobs)
      .set({ status: "completed", completedAt: new Date() })
      .where(eq(jobs.id, next.job.id));
    await call(t, "POST", `/api/payments/${paid.id}/release`, next.customer.cookie, {});
    expect(await balance(pro.cookie)).toMatchObject({ availablePaisa: 198000 - 22000, feesOwedPaisa: 0 });
  });

  it("disputed cash an admin finds never paid fails, and moves nothing", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const recorded = await startPayment(t, pro.cookie, job.id, "cash");
    await call(t, "POST", `/api/payments/${recorded.body.paymentId}/dispute`, customer.cookie, {
      reason: "I never paid him cash.",
    });
    const { body } = await call(t, "GET", "/api/admin/disputes", admin.cookie);
    const dispute = body.disputes.find(
      (d: { payment: { id: string } }) => d.payment.id === recorded.body.paymentId,
    );
    const resolved = await call(t, "POST", `/api/admin/disputes/${dispute.id}/resolve`, admin.cookie, {
      outcome: "refund",
      note: "No cash changed hands.",
    });
    expect(resolved.body.status).toBe("failed");
    expect((await balance(pro.cookie)).feesOwedPaisa).toBe(0);
    expect((await startPayment(t, customer.cookie, job.id, "khalti")).status).toBe(201);
  });
});
