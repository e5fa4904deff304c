import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder, AdminOrdersPage } from "../../../domain/admin/schemas";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { signUpAdmin } from "../../test/people";
import { call, insertProduct } from "../shop/fixtures";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const unknownId = "00000000-0000-4000-8000-000000000000";
const delivery = {
  deliveryName: "Aarati Shrestha",
  deliveryPhone: "9841234567",
  deliveryAddress: "House 12, Jawalakhel, Lalitpur",
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** A new customer's order of `quantity` of a new product. */
async function orderOf(quantity = 1) {
  const product = await insertProduct(t.db, { price: "1200.00" });
  const customer = await signUp(t.app, { firstName: "Kabita", lastName: "Rai" });
  await call(t.app, "PUT", `/api/shop/cart/${product.id}`, customer.cookie, { quantity });
  const placed = await call(t.app, "POST", "/api/shop/orders", customer.cookie, delivery);
  expect(placed.statusCode, placed.body).toBe(201);
  return { customer, product, order: placed.json() as { id: string } };
}

const list = async (query = "") =>
  (await call(t.app, "GET", `/api/admin/orders${query}`, admin.cookie)).json() as AdminOrdersPage;
const setStatus = (id: string, status: string, cookie = admin.cookie) =>
  call(t.app, "PATCH", `/api/shop/orders/${id}/status`, cookie, { status });

describe("the admins' orders", () => {
  it("lists every customer's orders newest first, with who placed each and their lines", async () => {
    const first = await orderOf(2);
    const second = await orderOf(1);
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    const ids = page.orders.map((order) => order.id);
    expect(ids.indexOf(second.order.id)).toBeLessThan(ids.indexOf(first.order.id));
    expect(page.orders.find((order) => order.id === first.order.id)).toMatchObject({
      status: "placed",
      subtotal: 2400,
      total: 2550,
      deliveryName: "Aarati Shrestha",
      deliveryPhone: "9841234567",
      customer: {
        id: first.customer.user.id,
        firstName: "Kabita",
        lastName: "Rai",
        email: first.customer.user.email,
      },
      lines: [{ itemId: first.product.id, quantity: 2, unitPrice: 1200, lineTotal: 2400 }],
    });
  });

  it("filters by status, counts and pages them", async () => {
    const shipped = await orderOf();
    const placed = await orderOf();
    expect((await setStatus(shipped.order.id, "shipped")).statusCode).toBe(200);
    const onlyShipped = await list("?status=shipped");
    expect(onlyShipped.orders.every((order) => order.status === "shipped")).toBe(true);
    expect(onlyShipped.orders.map((order) => order.id)).toContain(shipped.order.id);
    expect(onlyShipped.orders.map((order) => order.id)).not.toContain(placed.order.id);
    expect(onlyShipped.total).toBe(onlyShipped.orders.length);

    const all = await list();
    const pageTwo = await list("?page=2");
    expect(pageTwo.page).toBe(2);
    expect(pageTwo.total).toBe(all.total);
    expect(pageTwo.orders).toHaveLength(Math.max(0, Math.min(20, all.total - 20)));

    const refused = await call(t.app, "GET", "/api/admin/orders?status=lost", admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "request.invalid",
      field: "status",
      message: "status: Status must be placed, shipped, delivered or cancelled",
    });
    expect((await call(t.app, "GET", "/api/admin/orders?page=0", admin.cookie)).statusCode).toBe(400);
  });

  it("shows one order, and answers 404 for an unknown one", async () => {
    const { order, customer } = await orderOf(3);
    const response = await call(t.app, "GET", `/api/admin/orders/${order.id}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const shown = response.json() as AdminOrder;
    expect(shown).toMatchObject({ id: order.id, customer: { email: customer.user.email } });
    expect(shown.lines[0]?.quantity).toBe(3);
    const missing = await call(t.app, "GET", `/api/admin/orders/${unknownId}`, admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "order.not_found", message: "Order not found" });
  });

  it("moves an order along as the shop allows: placed → shipped → delivered, nothing else", async () => {
    const { order, customer } = await orderOf();
    const early = await setStatus(order.id, "delivered");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: "order.status_refused",
      message: "A placed order cannot be marked delivered",
      params: { status: "placed", to: "delivered" },
    });
    expect((await setStatus(order.id, "shipped")).json()).toMatchObject({ status: "shipped" });
    expect((await setStatus(order.id, "delivered")).json()).toMatchObject({ status: "delivered" });
    const shownAfter = (await call(t.app, "GET", `/api/admin/orders/${order.id}`, admin.cookie)).json();
    expect(shownAfter).toMatchObject({
      status: "delivered",
      shippedAt: expect.any(String),
      deliveredAt: expect.any(String),
    });
    expect((await setStatus(order.id, "shipped")).statusCode).toBe(409);
    expect((await setStatus(order.id, "cancelled")).statusCode).toBe(400);
    // The customer sees the same order moved along.
    const own = await call(t.app, "GET", `/api/shop/orders/${order.id}`, customer.cookie);
    expect(own.json()).toMatchObject({ status: "delivered" });
    expect((await setStatus(order.id, "shipped", customer.cookie)).statusCode).toBe(403);
  });

  it("is for admins only", async () => {
    const { order, customer } = await orderOf();
    for (const url of ["/api/admin/orders", `/api/admin/orders/${order.id}`]) {
      expect((await call(t.app, "GET", url)).statusCode).toBe(401);
      expect((await call(t.app, "GET", url, customer.cookie)).statusCode).toBe(403);
    }
  });
});
