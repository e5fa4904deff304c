import { describe, expect, it } from "vitest";
import { isNepaliMobile as isNepaliPhone } from "../phone";
import {
  CartQuantityBody,
  cartAmounts,
  DELIVERY_FEE,
  deliveryFeeFor,
  discountPercent,
  FREE_DELIVERY_ABOVE,
  lineTotal,
  PlaceOrderBody,
  ProductsQuery,
  SHOP_PRICE_CAP,
  SHOP_PRICE_RANGES,
} from "./schemas";

describe("delivery fee", () => {
  it("is NPR 150 up to and including NPR 15,000, free above, nothing for an empty cart", () => {
    expect(FREE_DELIVERY_ABOVE).toBe(15000);
    expect(DELIVERY_FEE).toBe(150);
    expect(deliveryFeeFor(0)).toBe(0);
    expect(deliveryFeeFor(0.01)).toBe(150);
    expect(deliveryFeeFor(14999.99)).toBe(150);
    expect(deliveryFeeFor(15000)).toBe(150);
    expect(deliveryFeeFor(15000.01)).toBe(0);
    expect(deliveryFeeFor(200000)).toBe(0);
  });
});

describe("amounts", () => {
  it("multiplies and adds in paisa, without floating-point drift", () => {
    expect(lineTotal(1.1, 3)).toBe(3.3);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(cartAmounts([])).toEqual({ subtotal: 0, deliveryFee: 0, total: 0 });
    expect(
      cartAmounts([
        { unitPrice: 0.1, quantity: 1 },
        { unitPrice: 0.2, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 0.3, deliveryFee: 150, total: 150.3 });
    expect(cartAmounts([{ unitPrice: 6850, quantity: 3 }])).toEqual({
      subtotal: 20550,
      deliveryFee: 0,
      total: 20550,
    });
  });

  it("gives the whole-percent discount of a sale price", () => {
    expect(discountPercent(6850, 7900)).toBe(13);
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(1000, null)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 900)).toBeNull();
  });
});

describe("Nepali phone numbers", () => {
  it.each(["9841234567", "9801234567", "9761234567", "9612345678", "+9779841234567", "977 984-123-4567"])(
    "accepts %s",
    (phone) => expect(isNepaliPhone(phone)).toBe(true),
  );
  it.each(["", "984123456", "98412345678", "9541234567", "+19841234567", "98412345ab", "01-5551234"])(
    "refuses %s",
    (phone) => expect(isNepaliPhone(phone)).toBe(false),
  );

  it("names the problem in the order form", () => {
    const result = PlaceOrderBody.safeParse({
      deliveryName: " Sita ",
      deliveryPhone: "123",
      deliveryAddress: "x",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Enter a valid Nepali phone number"]);
    const ok = PlaceOrderBody.parse({
      deliveryName: " Sita ",
      deliveryPhone: " 9841234567 ",
      deliveryAddress: "Patan",
    });
    // Paid on delivery unless a wallet is chosen.
    expect(ok).toEqual({
      deliveryName: "Sita",
      deliveryPhone: "9841234567",
      deliveryAddress: "Patan",
      paymentMethod: "cash-on-delivery",
    });
  });
});

describe("catalog query", () => {
  it("fills in the defaults and reads numbers from the query string", () => {
    expect(ProductsQuery.parse({})).toEqual({ sort: "popular", page: 1, pageSize: 12 });
    expect(ProductsQuery.parse({ minPrice: "5000", maxPrice: "15000", page: "2" })).toMatchObject({
      minPrice: 5000,
      maxPrice: 15000,
      page: 2,
    });
  });

  it("keeps every price range within the cap, and refuses prices above it", () => {
    expect(SHOP_PRICE_CAP).toBe(200000);
    for (const range of SHOP_PRICE_RANGES) {
      expect(ProductsQuery.safeParse({ minPrice: range.min, maxPrice: range.max }).success).toBe(true);
    }
    expect(ProductsQuery.safeParse({ maxPrice: "200001" }).error?.issues[0]?.message).toBe(
      "Maximum price must be at most 200000",
    );
    expect(ProductsQuery.safeParse({ minPrice: "9", maxPrice: "8" }).error?.issues[0]?.message).toBe(
      "Minimum price must not be above the maximum price",
    );
  });

  it("limits cart quantities to 1..10, naming the cap", () => {
    expect(CartQuantityBody.safeParse({ quantity: 10 }).success).toBe(true);
    expect(CartQuantityBody.safeParse({ quantity: 11 }).error?.issues[0]?.message).toBe(
      "You can order at most 10 of one product",
    );
    expect(CartQuantityBody.safeParse({ quantity: 0 }).success).toBe(false);
  });
});
