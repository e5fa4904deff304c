import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Cart,
  type Order,
  QUANTITY_CAP_MESSAGE,
  TOO_MANY_OPEN_ORDERS,
} from "../../../domain/shop/schemas";
import { cartItems, orders } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { signUp, signUpAdmin } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { call, insertProduct, stockOf } from "./fixtures";

let t: TestApp;
const unknownId = "00000000-0000-4000-8000-000000000000";
const delivery = {
  deliveryName: "Aarati Shrestha",
  deliveryPhone: "9841234567",
  deliveryAddress: "House 12, Jawalakhel, Lalitpur",
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setQuantity = (cookie: string, itemId: string, quantity: number) =>
  call(t.app, "PUT", `/api/shop/cart/${itemId}`, cookie, { quantity });
const place = (cookie: string, body: Record<string, unknown> = delivery) =>
  call(t.app, "POST", "/api/shop/orders", cookie, body);
const cartOf = async (cookie: string): Promise<Cart> =>
  (await call(t.app, "GET", "/api/shop/cart", cookie)).json();
const ordersOf = async (cookie: string): Promise<Order[]> =>
  (await call(t.app, "GET", "/api/shop/orders", cookie)).json();
async function orderCount(userId: string) {
  const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** A signed-in customer with these products in the cart. */
async function shopper(lines: [string, number][]) {
  const person = await signUp(t.app);
  for (const [itemId, quantity] of lines)
    expect((await setQuantity(person.cookie, itemId, quantity)).statusCode).toBe(200);
  return person;
}

async function placed(lines: [string, number][]) {
  const person = await shopper(lines);
  const response = await place(person.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return { ...person, order: response.json() as Order };
}

describe("placing an order", () => {
  it("refuses without a session (401) and with an empty cart (400)", async () => {
    expect((await place("")).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/api/shop/orders")).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const empty = await place(cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: "order.cart_empty", message: "Your cart is empty" });
  });

  it("checks the delivery details", async () => {
    const product = await insertProduct(t.db);
    const { cookie } = await shopper([[product.id, 1]]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...delivery, deliveryName: "  " }, "deliveryName: Name is required"],
      [{ ...delivery, deliveryName: undefined }, "deliveryName: Name is required"],
      [{ ...delivery, deliveryAddress: "" }, "deliveryAddress: Delivery address is required"],
      [
        { ...delivery, deliveryAddress: "x".repeat(301) },
        "deliveryAddress: Delivery address must be at most 300 characters",
      ],
      [{ ...delivery, deliveryPhone: "12345" }, "deliveryPhone: Enter a valid Nepali phone number"],
      [{ ...delivery, deliveryPhone: "98412345678" }, "deliveryPhone: Enter a valid Nepali phone number"],
      [{ ...delivery, deliveryPhone: undefined }, "deliveryPhone: Phone number is required"],
    ];
    for (const [body, message] of cases) {
      const response = await place(cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    const withCode = await place(cookie, { ...delivery, deliveryPhone: "+977 984-1234567" });
    expect(withCode.statusCode).toBe(201);
    expect(withCode.json()).toMatchObject({ deliveryPhone: "+977 984-1234567" });
  });

  it("orders the whole cart: takes the stock, empties the cart, cash on delivery", async () => {
    const drill = await insertProduct(t.db, {
      name: "Impact Drill",
      price: "6850.00",
      stockQuantity: 5,
      imageUrl: "/img/drill.jpg",
    });
    const tape = await insertProduct(t.db, { name: "Measuring Tape", price: "650.00", stockQuantity: 3 });
    const { cookie, order } = await placed([
      [drill.id, 2],
      [tape.id, 3],
    ]);
    expect(order).toMatchObject({
      status: "placed",
      subtotal: 15650,
      deliveryFee: 0,
      total: 15650,
      ...delivery,
      paymentMethod: "cash-on-delivery",
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
    });
    expect(new Date(order.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(order.lines).toEqual([
      {
        itemId: drill.id,
        name: "Impact Drill",
        imageUrl: "/img/drill.jpg",
        unitPrice: 6850,
        quantity: 2,
        lineTotal: 13700,
      },
      {
        itemId: tape.id,
        name: "Measuring Tape",
        imageUrl: null,
        unitPrice: 650,
        quantity: 3,
        lineTotal: 1950,
      },
    ]);
    expect(await stockOf(t.db, drill.id)).toBe(3);
    expect(await stockOf(t.db, tape.id)).toBe(0);
    expect(await cartOf(cookie)).toMatchObject({ lines: [], itemCount: 0, total: 0 });
    const product = await call(t.app, "GET", `/api/shop/products/${tape.id}`);
    expect(product.json()).toMatchObject({ stockQuantity: 0, inStock: false });
  });

  it("charges NPR 150 delivery up to 15,000 (included) and nothing above", async () => {
    const item = await insertProduct(t.db, { price: "5000.00", stockQuantity: 50 });
    const penny = await insertProduct(t.db, { price: "0.01", stockQuantity: 50 });
    const below = await placed([[item.id, 2]]);
    expect(below.order).toMatchObject({ subtotal: 10000, deliveryFee: 150, total: 10150 });
    const at = await placed([[item.id, 3]]);
    expect(at.order).toMatchObject({ subtotal: 15000, deliveryFee: 150, total: 15150 });
    const above = await placed([
      [item.id, 3],
      [penny.id, 1],
    ]);
    expect(above.order).toMatchObject({ subtotal: 15000.01, deliveryFee: 0, total: 15000.01 });
  });

  it("refuses more than the stock with 409 and changes nothing", async () => {
    const plenty = await insertProduct(t.db, { name: "Claw Hammer", stockQuantity: 10 });
    const scarce = await insertProduct(t.db, { name: "Rotary Hammer", stockQuantity: 3 });
    const { cookie, user } = await shopper([
      [plenty.id, 4],
      [scarce.id, 3],
    ]);
    // Someone bought one in the meantime.
    await placed([[scarce.id, 1]]);

    const refused = await place(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "order.only_left",
      message: "Only 2 left of Rotary Hammer",
      params: { left: 2, product: "Rotary Hammer" },
    });
    expect(await stockOf(t.db, plenty.id)).toBe(10);
    expect(await stockOf(t.db, scarce.id)).toBe(2);
    expect(await orderCount(user.id)).toBe(0);
    const cart = await cartOf(cookie);
    expect(cart.lines.map((line) => [line.item.name, line.quantity])).toEqual([
      ["Claw Hammer", 4],
      ["Rotary Hammer", 3],
    ]);

    await placed([[scarce.id, 2]]);
    const none = await place(cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      code: "order.out_of_stock",
      message: "Rotary Hammer is out of stock",
      params: { product: "Rotary Hammer" },
    });
    expect(await stockOf(t.db, plenty.id)).toBe(10);
  });

  it("sells the last unit once when two customers order it at the same time", async () => {
    for (let round = 0; round < 5; round += 1) {
      const last = await insertProduct(t.db, { name: `Last Drill ${round}`, stockQuantity: 1 });
      const other = await insertProduct(t.db, { stockQuantity: 5 });
      const sita = await shopper([
        [other.id, 1],
        [last.id, 1],
      ]);
      const ram = await shopper([
        [last.id, 1],
        [other.id, 2],
      ]);
      const second = await t.anotherInstance();
      const responses = await Promise.all([
        place(sita.cookie),
        second.inject({
          method: "POST",
          url: "/api/shop/orders",
          headers: { cookie: ram.cookie },
          payload: delivery,
        }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused?.json()).toEqual({
        code: "order.out_of_stock",
        message: `Last Drill ${round} is out of stock`,
        params: { product: `Last Drill ${round}` },
      });
      expect(await stockOf(t.db, last.id)).toBe(0);
      const winner = responses[0]?.statusCode === 201 ? sita : ram;
      expect(await stockOf(t.db, other.id)).toBe(winner === sita ? 4 : 3);
      expect((await orderCount(sita.user.id)) + (await orderCount(ram.user.id))).toBe(1);
    }
  });

  it("places one order when the same cart is sent twice at once", async () => {
    const item = await insertProduct(t.db, { stockQuantity: 10 });
    const { cookie, user } = await shopper([[item.id, 2]]);
    const responses = await Promise.all([place(cookie), place(cookie)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(await stockOf(t.db, item.id)).toBe(8);
    expect(await orderCount(user.id)).toBe(1);
  });
});

describe("order history", () => {
  it("lists my orders newest first; someone else's order is not found", async () => {
    const item = await insertProduct(t.db, { stockQuantity: 10 });
    const { cookie, order: first } = await placed([[item.id, 1]]);
    await setQuantity(cookie, item.id, 2);
    const second = (await place(cookie)).json() as Order;
    expect((await ordersOf(cookie)).map((order) => [order.id, order.lines[0]?.quantity])).toEqual([
      [second.id, 2],
      [first.id, 1],
    ]);
    const one = await call(t.app, "GET", `/api/shop/orders/${first.id}`, cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);

    const stranger = await signUp(t.app);
    expect(await ordersOf(stranger.cookie)).toEqual([]);
    for (const url of [`/api/shop/orders/${first.id}`, `/api/shop/orders/${unknownId}`]) {
      const response = await call(t.app, "GET", url, stranger.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "order.not_found", message: "Order not found" });
    }
    expect((await call(t.app, "GET", "/api/shop/orders/abc", cookie)).json()).toEqual({
      code: "request.invalid",
      field: "id",
      message: "id: Id must be a valid id",
      params: { problem: "Id must be a valid id" },
    });
  });
});

describe("limits per customer", () => {
  it("takes at most 10 of one product, in the cart and again when ordering", async () => {
    const product = await insertProduct(t.db, { stockQuantity: 50 });
    const { cookie, user } = await signUp(t.app);
    const eleven = await setQuantity(cookie, product.id, 11);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json()).toEqual({
      code: "request.invalid",
      field: "quantity",
      message: `quantity: ${QUANTITY_CAP_MESSAGE}`,
      params: { problem: `${QUANTITY_CAP_MESSAGE}` },
    });
    // A cart filled before the cap (or behind the API's back) is refused at the order, whole.
    await t.db.insert(cartItems).values({ userId: user.id, itemId: product.id, quantity: 20 });
    const response = await place(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "order.quantity_cap", message: QUANTITY_CAP_MESSAGE });
    expect(await stockOf(t.db, product.id)).toBe(50);
    expect(await orderCount(user.id)).toBe(0);
  });

  it("has at most 5 orders on their way (placed or shipped); a delivered one makes room", async () => {
    const product = await insertProduct(t.db, { stockQuantity: 50 });
    const { cookie, user } = await signUp(t.app);
    const order = async () => {
      expect((await setQuantity(cookie, product.id, 1)).statusCode).toBe(200);
      return place(cookie);
    };
    const first = await order();
    for (let i = 0; i < 4; i++) expect((await order()).statusCode).toBe(201);
    const sixth = await order();
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ code: "order.too_many_open", message: TOO_MANY_OPEN_ORDERS });
    expect(await stockOf(t.db, product.id)).toBe(45);
    expect(await orderCount(user.id)).toBe(5);

    const admin = await signUpAdmin(t.app, t.db);
    const firstId = (first.json() as Order).id;
    for (const status of ["shipped", "delivered"]) {
      const shipped = await call(t.app, "PATCH", `/api/shop/orders/${firstId}/status`, admin.cookie, {
        status,
      });
      expect(shipped.statusCode).toBe(200);
    }
    expect((await place(cookie)).statusCode).toBe(201);
  });
});

describe("cancelling", () => {
  it("cancels a placed order and puts its items back into stock, once", async () => {
    const a = await insertProduct(t.db, { stockQuantity: 5 });
    const b = await insertProduct(t.db, { stockQuantity: 5 });
    const { cookie, order } = await placed([
      [a.id, 2],
      [b.id, 5],
    ]);
    expect(await stockOf(t.db, b.id)).toBe(0);

    const stranger = await signUp(t.app);
    const theirs = await call(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: "order.not_found", message: "Order not found" });

    const cancelled = await call(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: order.id, status: "cancelled", lines: order.lines });
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect(await stockOf(t.db, a.id)).toBe(5);
    expect(await stockOf(t.db, b.id)).toBe(5);

    const again = await call(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "order.not_cancellable",
      message: "This order is cancelled and can no longer be cancelled",
      params: { status: "cancelled" },
    });
    expect(await stockOf(t.db, a.id)).toBe(5);
    expect((await call(t.app, "POST", `/api/shop/orders/${order.id}/cancel`)).statusCode).toBe(401);
  });
});

describe("status changes (administrators)", () => {
  const setStatus = (cookie: string | undefined, id: string, status: unknown) =>
    call(t.app, "PATCH", `/api/shop/orders/${id}/status`, cookie, { status });

  it("is for administrators only", async () => {
    const item = await insertProduct(t.db);
    const { cookie, order } = await placed([[item.id, 1]]);
    const pro = await signUp(t.app, { role: "professional" });
    expect((await setStatus(undefined, order.id, "shipped")).statusCode).toBe(401);
    for (const who of [cookie, pro.cookie]) {
      const response = await setStatus(who, order.id, "shipped");
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "auth.forbidden",
        message: "You do not have permission to do this",
      });
    }
    expect((await ordersOf(cookie))[0]?.status).toBe("placed");
  });

  it("moves placed → shipped → delivered, in that order only", async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const item = await insertProduct(t.db, { stockQuantity: 5 });
    const { cookie, order } = await placed([[item.id, 1]]);

    const early = await setStatus(admin.cookie, order.id, "delivered");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: "order.status_refused",
      message: "A placed order cannot be marked delivered",
      params: { status: "placed", to: "delivered" },
    });

    const shipped = await setStatus(admin.cookie, order.id, "shipped");
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: "shipped", deliveredAt: null });
    expect(shipped.json().shippedAt).not.toBeNull();
    expect((await setStatus(admin.cookie, order.id, "shipped")).json()).toEqual({
      code: "order.status_refused",
      message: "A shipped order cannot be marked shipped",
      params: { status: "shipped", to: "shipped" },
    });

    const noCancel = await call(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, cookie);
    expect(noCancel.statusCode).toBe(409);
    expect(noCancel.json()).toEqual({
      code: "order.not_cancellable",
      message: "This order is shipped and can no longer be cancelled",
      params: { status: "shipped" },
    });

    const delivered = await setStatus(admin.cookie, order.id, "delivered");
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().deliveredAt).not.toBeNull();
    expect((await ordersOf(cookie))[0]).toMatchObject({ status: "delivered" });
    expect(await stockOf(t.db, item.id)).toBe(4);
  });

  it("does not ship a cancelled order; answers 404 and 400 for unknown ids and statuses", async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const item = await insertProduct(t.db);
    const { cookie, order } = await placed([[item.id, 1]]);
    await call(t.app, "POST", `/api/shop/orders/${order.id}/cancel`, cookie);
    const response = await setStatus(admin.cookie, order.id, "shipped");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "order.status_refused",
      message: "A cancelled order cannot be marked shipped",
      params: { status: "cancelled", to: "shipped" },
    });

    expect((await setStatus(admin.cookie, unknownId, "shipped")).json()).toEqual({
      code: "order.not_found",
      message: "Order not found",
    });
    const bad = await setStatus(admin.cookie, order.id, "cancelled");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: "request.invalid",
      field: "status",
      message: "status: Status must be shipped or delivered",
      params: { problem: "Status must be shipped or delivered" },
    });
  });
});
