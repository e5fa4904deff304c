import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REVENUE_SHOP, REVENUE_TRAINING } from "../../../domain/payments/accounts";
import type { Order } from "../../../domain/shop/schemas";
import { ledgerEntries, marketplaceItems, payments, trainingPrograms } from "../../db/schema";
import { createRandom } from "../../db/seed/random";
import { buildTrainingPrograms } from "../../db/seed/training-courses";
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
import { signUp, signUpAdmin } from "../../test/people";
import { ESEWA_TEST_SECRET_KEY, esewaMessage, esewaSign } from "./esewa-signature";
import { createGateways } from "./gateways";
import { balanceOf } from "./ledger";
import { NO_MERCHANT_ACCOUNTS, paymentGatewaysConfig } from "./settings";
import { sweepPayments } from "./sweep";

// Paying for what Sipalu sells itself, shop orders and course fees, through both sandboxes over
// HTTP: the money is Sipalu's revenue once the status API confirms it, and goes back on cancelling.
const KHALTI_KEY = "sales_test_khalti_key_0123456789ab";
let t: PayingApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let product: { id: string; name: string };
let paidCourse: CourseRow;
let freeCourse: CourseRow;
const delivery = {
  deliveryName: "Aarati Shrestha",
  deliveryPhone: "9841234567",
  deliveryAddress: "House 12, Jawalakhel, Lalitpur",
};

type CourseRow = typeof trainingPrograms.$inferSelect;
/** A course of the demo catalog's shape, at this price. */
const course = async (title: string, price: string): Promise<CourseRow> => {
  const [template] = buildTrainingPrograms(createRandom(7), new Date());
  if (!template) throw new Error("no demo course");
  const [row] = await t.db
    .insert(trainingPrograms)
    .values({ ...template, id: undefined, title, price })
    .returning();
  if (!row) throw new Error("no course");
  return row;
};

beforeAll(async () => {
  t = await payingApp({ payments: { sandboxKhaltiKey: KHALTI_KEY } });
  admin = await signUpAdmin(t.app, t.db);
  const [item] = await t.db
    .insert(marketplaceItems)
    .values({
      name: "Stanley Hammer",
      category: "Hardware",
      brand: "Stanley",
      price: "1000.00",
      stockQuantity: 1000,
    })
    .returning({ id: marketplaceItems.id, name: marketplaceItems.name });
  if (!item) throw new Error("no product");
  product = item;
  paidCourse = await course("House Wiring Basics", "4500.00");
  freeCourse = await course("Electrical Safety", "0.00");
});

/** A JSON request through the app, as the shop's and training's pages send it. */
const inject = (
  app: PayingApp["app"],
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie: string,
  payload?: object,
) =>
  app.inject({ method, url, headers: { cookie }, ...(method === "GET" ? {} : { payload: payload ?? {} }) });
const stockOf = async (id: string) =>
  (
    await t.db
      .select({ stock: marketplaceItems.stockQuantity })
      .from(marketplaceItems)
      .where(eq(marketplaceItems.id, id))
  )[0]?.stock;
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
});

/** A new customer's order of two of the product (NPR 2,000 + NPR 150 delivery), to be paid `paymentMethod`. */
async function placedOrder(paymentMethod = "khalti") {
  const customer = await signUp(t.app);
  expect(
    (await inject(t.app, "PUT", `/api/shop/cart/${product.id}`, customer.cookie, { quantity: 2 })).statusCode,
  ).toBe(200);
  const placed = await inject(t.app, "POST", "/api/shop/orders", customer.cookie, {
    ...delivery,
    paymentMethod,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { customer, order: placed.json() as Order };
}
const orderOf = async (cookie: string, id: string): Promise<Order> =>
  (await inject(t.app, "GET", `/api/shop/orders/${id}`, cookie)).json();
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

/** The sweep as the app runs it every 30 s (it sends owed Khalti refunds), with the app's sandbox. */
async function sweep() {
  const settings = paymentGatewaysConfig(
    { ...NO_MERCHANT_ACCOUNTS, publicOrigin: undefined },
    t.origin,
    KHALTI_KEY,
  );
  await sweepPayments({
    db: t.db,
    gateways: createGateways(settings),
    commissionPercent: 10,
    now: () => new Date(),
  });
}

describe("paying for a shop order", () => {
  it("with eSewa: Sipalu's shop revenue once the status API says COMPLETE; the order shows it paid with eSewa", async () => {
    const { customer, order } = await placedOrder("esewa");
    expect(order).toMatchObject({ total: 2150, paymentMethod: "esewa", paidAt: null });
    const revenue = await balanceOf(t.db, REVENUE_SHOP);
    const started = await startPayment(t, customer.cookie, { orderId: order.id }, "esewa");
    expect(started.status).toBe(201);
    expect(started.body.redirect.fields).toMatchObject({ total_amount: "2150", product_code: "EPAYTEST" });

    const back = await throughGateway(t, started.body, "pay");
    expect(await followReturn(back)).toBe(`/orders/${order.id}?payment=${started.body.paymentId}`);
    expect(await orderOf(customer.cookie, order.id)).toMatchObject({
      status: "placed",
      paymentMethod: "esewa",
      paidAt: expect.any(String),
      refundedAt: null,
    });
    const seen = await call(t, "GET", `/api/payments?orderId=${order.id}`, customer.cookie);
    expect(seen.body.payments).toEqual([
      expect.objectContaining({
        id: started.body.paymentId,
        orderId: order.id,
        jobId: null,
        jobTitle: product.name,
        provider: "esewa",
        status: "released",
        amountPaisa: 215000,
        commissionPaisa: 0,
      }),
    ]);
    expect(await balanceOf(t.db, REVENUE_SHOP)).toBe(revenue - 215000);

    const again = await startPayment(t, customer.cookie, { orderId: order.id }, "khalti");
    expect(again).toMatchObject({ status: 409, body: { code: "payment.order_paid" } });
  });

  it("with Khalti, chosen at checkout or after placing it cash on delivery", async () => {
    const { customer, order } = await placedOrder("cash-on-delivery");
    expect(await orderOf(customer.cookie, order.id)).toMatchObject({ paymentMethod: "cash-on-delivery" });
    const started = await startPayment(t, customer.cookie, { orderId: order.id }, "khalti");
    expect(started.body.redirect).toEqual({
      method: "GET",
      url: expect.stringContaining("/sandbox/khalti/pay/"),
    });
    await followReturn(await throughGateway(t, started.body, "pay"));
    expect(await orderOf(customer.cookie, order.id)).toMatchObject({
      paymentMethod: "khalti",
      paidAt: expect.any(String),
    });
    expect((await paymentRow(started.body.paymentId))?.status).toBe("released");
  });

  it("cancelled on Khalti's page: nothing is paid, the order waits for its payment, and can be paid again", async () => {
    const { customer, order } = await placedOrder("khalti");
    const started = await startPayment(t, customer.cookie, { orderId: order.id }, "khalti");
    await followReturn(await throughGateway(t, started.body, "cancel"));
    expect((await paymentRow(started.body.paymentId))?.status).toBe("cancelled");
    expect(await orderOf(customer.cookie, order.id)).toMatchObject({ paymentMethod: "khalti", paidAt: null });
    expect((await pay(t, customer.cookie, { orderId: order.id }, "khalti")).status).toBe("released");
  });

  it("only by its customer: anyone else's order is not found, an admin sees its payments", async () => {
    const { customer, order } = await placedOrder();
    await pay(t, customer.cookie, { orderId: order.id }, "khalti");
    const stranger = await signUp(t.app);
    for (const cookie of [stranger.cookie, admin.cookie]) {
      expect(await startPayment(t, cookie, { orderId: order.id }, "esewa")).toMatchObject({
        status: 404,
        body: { code: "payment.order_not_found" },
      });
    }
    expect(await call(t, "GET", `/api/payments?orderId=${order.id}`, stranger.cookie)).toMatchObject({
      status: 404,
      body: { code: "payment.order_not_found" },
    });
    const byAdmin = await call(t, "GET", `/api/payments?orderId=${order.id}`, admin.cookie);
    expect(byAdmin.body.payments).toHaveLength(1);
    expect(
      (await call(t, "POST", "/api/payments", undefined, { orderId: order.id, provider: "esewa" })).status,
    ).toBe(401);
  });

  it("refuses a shipped or cancelled order, cash, and a body naming two things", async () => {
    const shipped = await placedOrder();
    const shipping = await inject(
      t.app,
      "PATCH",
      `/api/shop/orders/${shipped.order.id}/status`,
      admin.cookie,
      {
        status: "shipped",
      },
    );
    expect(shipping.statusCode).toBe(200);
    expect(
      await startPayment(t, shipped.customer.cookie, { orderId: shipped.order.id }, "khalti"),
    ).toMatchObject({
      status: 409,
      body: { code: "payment.order_not_payable", message: "This order is shipped and can no longer be paid" },
    });

    const cancelled = await placedOrder();
    expect(
      (
        await inject(
          t.app,
          "POST",
          `/api/shop/orders/${cancelled.order.id}/cancel`,
          cancelled.customer.cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      await startPayment(t, cancelled.customer.cookie, { orderId: cancelled.order.id }, "esewa"),
    ).toMatchObject({
      status: 409,
      body: { code: "payment.order_not_payable" },
    });

    const { customer, order } = await placedOrder();
    expect(await startPayment(t, customer.cookie, { orderId: order.id }, "cash")).toMatchObject({
      status: 400,
      body: { code: "payment.sale_cash" },
    });
    const both = await call(t, "POST", "/api/payments", customer.cookie, {
      orderId: order.id,
      enrollmentId: order.id,
      provider: "khalti",
    });
    expect(both.status).toBe(400);
  });

  it("charges the order's total whatever the browser says: an amount in the body is ignored, a re-signed form for less is not paid", async () => {
    const { customer, order } = await placedOrder();
    const started = await call(t, "POST", "/api/payments", customer.cookie, {
      orderId: order.id,
      provider: "esewa",
      amountPaisa: 100,
    });
    expect(started.status).toBe(201);
    expect(started.body.redirect.fields.total_amount).toBe("2150");
    const fields = { ...started.body.redirect.fields, amount: "10", total_amount: "10" };
    fields.signature = esewaSign(
      esewaMessage(fields.signed_field_names, fields) ?? "",
      ESEWA_TEST_SECRET_KEY,
    );
    await followReturn(
      await throughGateway(t, { ...started.body, redirect: { ...started.body.redirect, fields } }, "pay"),
    );
    expect((await paymentRow(started.body.paymentId))?.status).not.toBe("released");
    expect(await orderOf(customer.cookie, order.id)).toMatchObject({ paidAt: null });
  });
});

describe("cancelling a paid order", () => {
  it("paid with Khalti: refunded in full in the cancelling transaction, sent through Khalti's refund API", async () => {
    const { customer, order } = await placedOrder();
    const payment = await pay(t, customer.cookie, { orderId: order.id }, "khalti");
    const stock = await stockOf(product.id);
    const cancelled = await inject(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, customer.cookie);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      paidAt: null,
      refundedAt: expect.any(String),
    });
    expect(await stockOf(product.id)).toBe((stock ?? 0) + 2);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "refunded",
      refundPaisa: 215000,
      refundSettledAt: null,
    });
    await sweep();
    expect((await paymentRow(payment.id))?.refundSettledAt).not.toBeNull();
    const owed = await call(t, "GET", "/api/admin/refunds", admin.cookie);
    expect(owed.body.payments.map((row: { id: string }) => row.id)).not.toContain(payment.id);
  });

  it("paid with eSewa: the refund waits in the admin's refunds queue", async () => {
    const { customer, order } = await placedOrder("esewa");
    const payment = await pay(t, customer.cookie, { orderId: order.id }, "esewa");
    expect(
      (await inject(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, customer.cookie)).statusCode,
    ).toBe(200);
    const owed = await call(t, "GET", "/api/admin/refunds", admin.cookie);
    expect(owed.body.payments).toContainEqual(
      expect.objectContaining({ id: payment.id, orderId: order.id, status: "refunded", refundPaisa: 215000 }),
    );
    const settled = await call(t, "POST", `/api/admin/refunds/${payment.id}/settled`, admin.cookie, {
      reference: "ESEWA-REF-1",
    });
    expect(settled.status).toBe(200);
  });

  it("cancelled while its payment comes back, 20 times at once: whichever goes first, the money goes back once", async () => {
    const { customer, order } = await placedOrder();
    const started = await startPayment(t, customer.cookie, { orderId: order.id }, "khalti");
    const back = await throughGateway(t, started.body, "pay");
    const [cancelled] = await Promise.all([
      inject(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, customer.cookie),
      ...Array.from({ length: 20 }, () => followReturn(back)),
    ]);
    expect(cancelled.statusCode).toBe(200);
    expect(await paymentRow(started.body.paymentId)).toMatchObject({
      status: "refunded",
      refundPaisa: 215000,
    });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, started.body.paymentId));
    expect(
      new Set(entries.filter((entry) => entry.kind === "sale").map((entry) => entry.transferId)).size,
    ).toBe(1);
    expect(
      new Set(entries.filter((entry) => entry.kind === "refund").map((entry) => entry.transferId)).size,
    ).toBe(1);
  });

  it("money that arrives after the order was cancelled goes straight back", async () => {
    const { customer, order } = await placedOrder();
    const started = await startPayment(t, customer.cookie, { orderId: order.id }, "khalti");
    expect(
      (await inject(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, customer.cookie)).statusCode,
    ).toBe(200);
    await followReturn(await throughGateway(t, started.body, "pay"));
    expect(await paymentRow(started.body.paymentId)).toMatchObject({
      status: "refunded",
      refundPaisa: 215000,
    });
  });
});

describe("paying a course fee", () => {
  const enroll = async (cookie: string, courseId: string) => {
    const response = await inject(t.app, "POST", `/api/training/programs/${courseId}/enroll`, cookie);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; status: string };
  };
  const myEnrollment = async (cookie: string) =>
    (
      (await inject(t.app, "GET", "/api/training/enrollments", cookie)).json() as {
        id: string;
        status: string;
      }[]
    )[0];

  it("with Khalti: the enrolment becomes enrolled, Sipalu's training revenue, the browser back to the course", async () => {
    const learner = await signUp(t.app);
    const enrollment = await enroll(learner.cookie, paidCourse.id);
    expect(enrollment.status).toBe("pending-payment");
    const revenue = await balanceOf(t.db, REVENUE_TRAINING);
    const started = await startPayment(t, learner.cookie, { enrollmentId: enrollment.id }, "khalti");
    expect(started.status).toBe(201);
    expect(await followReturn(await throughGateway(t, started.body, "pay"))).toBe(
      `/training/${paidCourse.id}?payment=${started.body.paymentId}`,
    );
    expect(await myEnrollment(learner.cookie)).toMatchObject({ status: "enrolled" });
    const amount = Math.round(Number(paidCourse.price) * 100);
    expect(await balanceOf(t.db, REVENUE_TRAINING)).toBe(revenue - amount);
    const seen = await call(t, "GET", `/api/payments?enrollmentId=${enrollment.id}`, learner.cookie);
    expect(seen.body.payments).toEqual([
      expect.objectContaining({
        enrollmentId: enrollment.id,
        status: "released",
        amountPaisa: amount,
        jobTitle: paidCourse.title,
      }),
    ]);
    expect(await startPayment(t, learner.cookie, { enrollmentId: enrollment.id }, "esewa")).toMatchObject({
      status: 409,
      body: { code: "payment.enrollment_not_payable" },
    });

    // Cancelling the paid enrolment gives the fee back.
    expect(
      (await inject(t.app, "DELETE", `/api/training/enrollments/${enrollment.id}`, learner.cookie))
        .statusCode,
    ).toBe(200);
    expect(await paymentRow(started.body.paymentId)).toMatchObject({
      status: "refunded",
      refundPaisa: amount,
    });
    await sweep();
    expect((await paymentRow(started.body.paymentId))?.refundSettledAt).not.toBeNull();
    expect(await balanceOf(t.db, REVENUE_TRAINING)).toBe(revenue);
  });

  it("only the learner's own enrolment waiting for its fee", async () => {
    const learner = await signUp(t.app);
    const free = await enroll(learner.cookie, freeCourse.id);
    expect(await startPayment(t, learner.cookie, { enrollmentId: free.id }, "esewa")).toMatchObject({
      status: 409,
      body: { code: "payment.enrollment_not_payable" },
    });
    const other = await signUp(t.app);
    const theirs = await enroll(other.cookie, paidCourse.id);
    expect(await startPayment(t, learner.cookie, { enrollmentId: theirs.id }, "esewa")).toMatchObject({
      status: 404,
      body: { code: "payment.enrollment_not_found" },
    });
    expect((await call(t, "GET", `/api/payments?enrollmentId=${theirs.id}`, learner.cookie)).status).toBe(
      404,
    );
  });
});
