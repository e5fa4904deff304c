import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../../domain/shop/schemas";
import { marketplaceItems } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { call, insertProduct } from "./fixtures";

let t: TestApp;
const unknownId = "00000000-0000-4000-8000-000000000000";
let tape: { id: string; name: string };
let drill: { id: string; name: string };
let hammer: { id: string; name: string };
let bolts: { id: string; name: string };
let soldOut: { id: string; name: string };
let retired: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  tape = await insertProduct(t.db, { name: "Measuring Tape 5 m", price: "650.00", stockQuantity: 200 });
  drill = await insertProduct(t.db, {
    name: "Impact Drill",
    category: "Power Tools",
    brand: "Bosch",
    price: "6850.00",
    originalPrice: "7900.00",
    isOnSale: true,
    stockQuantity: 42,
  });
  hammer = await insertProduct(t.db, { name: "Rotary Hammer", price: "118000.00", stockQuantity: 4 });
  bolts = await insertProduct(t.db, { name: "Anchor Bolts, Box of 500", price: "2.35", stockQuantity: 500 });
  soldOut = await insertProduct(t.db, { name: "Sold Out Goggles", price: "900.00", stockQuantity: 0 });
  retired = await insertProduct(t.db, { name: "Retired Drill", price: "3000.00", isActive: false });
});
afterAll(() => t.close());

const cartOf = async (cookie: string): Promise<Cart> => {
  const response = await call(t.app, "GET", "/api/shop/cart", cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const setQuantity = (cookie: string, itemId: string, quantity: unknown) =>
  call(t.app, "PUT", `/api/shop/cart/${itemId}`, cookie, { quantity });
const quantities = (cart: Cart) =>
  Object.fromEntries(cart.lines.map((line) => [line.item.name, line.quantity]));

describe("sign-in", () => {
  it("refuses every wishlist and cart call without a session with 401", async () => {
    const calls = [
      call(t.app, "GET", "/api/shop/wishlist"),
      call(t.app, "PUT", `/api/shop/wishlist/${tape.id}`),
      call(t.app, "DELETE", `/api/shop/wishlist/${tape.id}`),
      call(t.app, "GET", "/api/shop/cart"),
      setQuantity("", tape.id, 1),
      call(t.app, "DELETE", `/api/shop/cart/${tape.id}`),
      call(t.app, "POST", "/api/shop/cart/merge", undefined, { lines: [] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });
    }
  });
});

describe("wishlist", () => {
  it("hearts (idempotently), lists most recent first and removes, per user", async () => {
    const sita = await signUp(t.app);
    const ram = await signUp(t.app);
    const wishlist = async (cookie: string) =>
      (await call(t.app, "GET", "/api/shop/wishlist", cookie)).json();
    expect(await wishlist(sita.cookie)).toEqual({ itemIds: [] });

    expect((await call(t.app, "PUT", `/api/shop/wishlist/${tape.id}`, sita.cookie)).statusCode).toBe(204);
    expect((await call(t.app, "PUT", `/api/shop/wishlist/${drill.id}`, sita.cookie)).statusCode).toBe(204);
    expect((await call(t.app, "PUT", `/api/shop/wishlist/${drill.id}`, sita.cookie)).statusCode).toBe(204);
    expect(await wishlist(sita.cookie)).toEqual({ itemIds: [drill.id, tape.id] });
    expect(await wishlist(ram.cookie)).toEqual({ itemIds: [] });

    expect((await call(t.app, "DELETE", `/api/shop/wishlist/${drill.id}`, sita.cookie)).statusCode).toBe(204);
    expect((await call(t.app, "DELETE", `/api/shop/wishlist/${drill.id}`, sita.cookie)).statusCode).toBe(204);
    expect(await wishlist(sita.cookie)).toEqual({ itemIds: [tape.id] });
  });

  it("answers 404 for unknown or retired products and 400 for a malformed id", async () => {
    const { cookie } = await signUp(t.app);
    for (const id of [unknownId, retired.id]) {
      const response = await call(t.app, "PUT", `/api/shop/wishlist/${id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "shop.product_not_found", message: "Product not found" });
    }
    const bad = await call(t.app, "PUT", "/api/shop/wishlist/tape", cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: "request.invalid",
      field: "itemId",
      message: "itemId: Item id must be a valid id",
      params: { problem: "Item id must be a valid id" },
    });
  });
});

describe("cart", () => {
  it("starts empty", async () => {
    const { cookie } = await signUp(t.app);
    expect(await cartOf(cookie)).toEqual({
      lines: [],
      itemCount: 0,
      subtotal: 0,
      deliveryFee: 0,
      total: 0,
      freeDeliveryAbove: 15000,
    });
  });

  it("sets quantities (not adds), with line totals, a delivery fee below 15,000 and none above", async () => {
    const { cookie } = await signUp(t.app);
    const first = await setQuantity(cookie, tape.id, 3);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      lines: [
        { item: { id: tape.id, name: tape.name, price: 650, inStock: true }, quantity: 3, lineTotal: 1950 },
      ],
      itemCount: 3,
      subtotal: 1950,
      deliveryFee: 150,
      total: 2100,
      freeDeliveryAbove: 15000,
    });
    expect((await setQuantity(cookie, tape.id, 2)).json()).toMatchObject({ itemCount: 2, subtotal: 1300 });

    const both = (await setQuantity(cookie, drill.id, 2)).json() as Cart;
    expect(both.lines.map((line) => line.item.name)).toEqual([tape.name, drill.name]);
    expect(both.lines[1]?.item).toMatchObject({ discountPercent: 13, originalPrice: 7900 });
    expect(both).toMatchObject({ itemCount: 4, subtotal: 15000, deliveryFee: 150, total: 15150 });

    const above = (await setQuantity(cookie, tape.id, 3)).json() as Cart;
    expect(above).toMatchObject({ itemCount: 5, subtotal: 15650, deliveryFee: 0, total: 15650 });
  });

  it("adds paisa without rounding errors", async () => {
    const { cookie } = await signUp(t.app);
    const cart = (await setQuantity(cookie, bolts.id, 3)).json() as Cart;
    expect(cart).toMatchObject({ subtotal: 7.05, deliveryFee: 150, total: 157.05 });
    expect(cart.lines[0]?.lineTotal).toBe(7.05);
  });

  it("takes quantities from 1 to 10 only: at most 10 of one product per order", async () => {
    const { cookie } = await signUp(t.app);
    const cases: [unknown, string][] = [
      [0, "quantity: Quantity must be at least 1"],
      [11, "quantity: You can order at most 10 of one product"],
      [1.5, "quantity: Quantity must be a whole number"],
      ["2", "quantity: Quantity must be a number"],
      [undefined, "quantity: Quantity must be a number"],
    ];
    for (const [quantity, message] of cases) {
      const response = await setQuantity(cookie, bolts.id, quantity);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    expect((await setQuantity(cookie, bolts.id, 10)).json()).toMatchObject({ itemCount: 10 });
  });

  it("refuses more than the stock with 409 and leaves the cart as it was", async () => {
    const { cookie } = await signUp(t.app);
    await setQuantity(cookie, hammer.id, 2);
    const over = await setQuantity(cookie, hammer.id, 5);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: "cart.only_left",
      message: "Only 4 left in stock",
      params: { left: 4 },
    });
    expect(quantities(await cartOf(cookie))).toEqual({ [hammer.name]: 2 });
    expect((await setQuantity(cookie, hammer.id, 4)).statusCode).toBe(200);

    const none = await setQuantity(cookie, soldOut.id, 1);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ code: "cart.out_of_stock", message: "This product is out of stock" });
    expect(quantities(await cartOf(cookie))).toEqual({ [hammer.name]: 4 });
  });

  it("answers 404 for unknown or retired products, 400 for a malformed id", async () => {
    const { cookie } = await signUp(t.app);
    for (const id of [unknownId, retired.id]) {
      const response = await setQuantity(cookie, id, 1);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "shop.product_not_found", message: "Product not found" });
    }
    expect((await setQuantity(cookie, "drill", 1)).json()).toEqual({
      code: "request.invalid",
      field: "itemId",
      message: "itemId: Item id must be a valid id",
      params: { problem: "Item id must be a valid id" },
    });
  });

  it("removes lines (removing one that is not there changes nothing), each user their own", async () => {
    const sita = await signUp(t.app);
    const ram = await signUp(t.app);
    await setQuantity(sita.cookie, tape.id, 1);
    await setQuantity(sita.cookie, drill.id, 1);
    await setQuantity(ram.cookie, tape.id, 5);

    const removed = await call(t.app, "DELETE", `/api/shop/cart/${tape.id}`, sita.cookie);
    expect(removed.statusCode).toBe(200);
    expect(quantities(removed.json())).toEqual({ [drill.name]: 1 });
    expect(
      quantities((await call(t.app, "DELETE", `/api/shop/cart/${tape.id}`, sita.cookie)).json()),
    ).toEqual({
      [drill.name]: 1,
    });
    expect(quantities(await cartOf(ram.cookie))).toEqual({ [tape.name]: 5 });
  });

  it("hides a product that is no longer sold", async () => {
    const { cookie } = await signUp(t.app);
    const lamp = await insertProduct(t.db, { name: "Desk Lamp", price: "1200.00" });
    await setQuantity(cookie, lamp.id, 1);
    await setQuantity(cookie, tape.id, 1);
    await t.db.update(marketplaceItems).set({ isActive: false }).where(eq(marketplaceItems.id, lamp.id));
    expect(await cartOf(cookie)).toMatchObject({ itemCount: 1, subtotal: 650 });
  });
});

describe("merging a visitor's cart", () => {
  const merge = (cookie: string, lines: unknown) =>
    call(t.app, "POST", "/api/shop/cart/merge", cookie, { lines });

  it("adds the lines to the cart, summing quantities, within the stock and 10, skipping unknown ones", async () => {
    const { cookie } = await signUp(t.app);
    await setQuantity(cookie, tape.id, 2);
    await setQuantity(cookie, hammer.id, 3);
    const response = await merge(cookie, [
      { itemId: tape.id, quantity: 5 },
      { itemId: hammer.id, quantity: 3 },
      { itemId: bolts.id, quantity: 6 },
      { itemId: bolts.id, quantity: 6 },
      { itemId: drill.id, quantity: 1 },
      { itemId: soldOut.id, quantity: 1 },
      { itemId: retired.id, quantity: 1 },
      { itemId: unknownId, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(quantities(response.json())).toEqual({
      [tape.name]: 7,
      [hammer.name]: 4,
      [bolts.name]: 10,
      [drill.name]: 1,
    });
    expect(quantities(await cartOf(cookie))).toEqual(quantities(response.json()));
  });

  it("changes nothing for an empty list", async () => {
    const { cookie } = await signUp(t.app);
    await setQuantity(cookie, tape.id, 2);
    expect(quantities((await merge(cookie, [])).json())).toEqual({ [tape.name]: 2 });
  });

  it("refuses malformed lines with 400", async () => {
    const { cookie } = await signUp(t.app);
    const cases: [unknown, string][] = [
      [undefined, "lines: Lines must be a list"],
      [[{ itemId: "x", quantity: 1 }], "lines.0.itemId: Item id must be a valid id"],
      [[{ itemId: tape.id, quantity: 0 }], "lines.0.quantity: Quantity must be at least 1"],
      [
        Array.from({ length: 101 }, () => ({ itemId: tape.id, quantity: 1 })),
        "lines: A cart holds at most 100 lines",
      ],
    ];
    for (const [lines, message] of cases) {
      const response = await merge(cookie, lines);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    expect(await cartOf(cookie)).toMatchObject({ lines: [] });
  });
});
