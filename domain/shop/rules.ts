// Shop prices, sorts and cart arithmetic without zod, so pages can use them without downloading it
// (domain/shop/schemas.ts re-exports them next to its schemas).

/** The shop's price filter never goes above this (SPEC §5). */
export const SHOP_PRICE_CAP = 200_000;

/** SPEC §9 price ranges; both bounds are inclusive. */
export const SHOP_PRICE_RANGES = [
  { id: "all", min: 0, max: SHOP_PRICE_CAP },
  { id: "under-5000", min: 0, max: 5000 },
  { id: "5000-15000", min: 5000, max: 15_000 },
  { id: "15000-30000", min: 15_000, max: 30_000 },
  { id: "above-30000", min: 30_000, max: SHOP_PRICE_CAP },
] as const;

export type ShopPriceRangeId = (typeof SHOP_PRICE_RANGES)[number]["id"];

/** popular = most reviews; rating = highest rated; name = A-Z. Ties are broken by id. */
export const SHOP_SORTS = ["popular", "price-asc", "price-desc", "rating", "name"] as const;

export type ShopSort = (typeof SHOP_SORTS)[number];

/** Delivery is free when the subtotal is strictly above this (NPR). */
export const FREE_DELIVERY_ABOVE = 15_000;

export const DELIVERY_FEE = 150;

/**
 * At most this many of one product in a cart, and so in one order (cash on delivery: one new
 * account must not be able to take a product out of stock for everyone).
 */
export const MAX_CART_QUANTITY = 10;
export const QUANTITY_CAP_MESSAGE = `You can order at most ${MAX_CART_QUANTITY} of one product`;

/** Orders placed and not yet delivered or cancelled, at most, per customer. */
export const MAX_OPEN_ORDERS = 5;
export const TOO_MANY_OPEN_ORDERS = `You already have ${MAX_OPEN_ORDERS} orders on their way. You can place another once one is delivered or cancelled.`;

export const SHOP_PAGE_SIZE = 12;

export const SHOP_MAX_PAGE_SIZE = 48;

export const PAYMENT_METHOD = "cash-on-delivery";
/**
 * How an order is paid: cash on delivery, or online through eSewa or Khalti (issue 19). A wallet
 * order waits for its payment while placed; once paid it shows the wallet it was paid with.
 */
export const ORDER_PAYMENT_METHODS = [PAYMENT_METHOD, "esewa", "khalti"] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

const toPaisa = (amount: number) => Math.round(amount * 100);
const fromPaisa = (paisa: number) => paisa / 100;

/** unit price × quantity without floating-point drift (1.10 × 3 = 3.30). */
export function lineTotal(unitPrice: number, quantity: number): number {
  return fromPaisa(toPaisa(unitPrice) * quantity);
}

/** Sum of amounts in paisa, back to rupees. */
export function sumAmounts(amounts: number[]): number {
  return fromPaisa(amounts.reduce((sum, amount) => sum + toPaisa(amount), 0));
}

/** NPR 150, free when the subtotal is above NPR 15,000 (and nothing for an empty cart). */
export function deliveryFeeFor(subtotal: number): number {
  if (subtotal <= 0 || subtotal > FREE_DELIVERY_ABOVE) return 0;
  return DELIVERY_FEE;
}

/** The whole-percent discount of a sale price, or null when there is none. */
export function discountPercent(price: number, originalPrice: number | null): number | null {
  if (originalPrice === null || originalPrice <= price || originalPrice <= 0) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** Cart amounts from its lines: subtotal, delivery fee, total. */
export function cartAmounts(lines: { unitPrice: number; quantity: number }[]) {
  const subtotal = sumAmounts(lines.map((line) => lineTotal(line.unitPrice, line.quantity)));
  const deliveryFee = deliveryFeeFor(subtotal);
  return { subtotal, deliveryFee, total: sumAmounts([subtotal, deliveryFee]) };
}
