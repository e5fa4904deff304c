/** The 10 shop categories (SPEC §9). */
export const SHOP_CATEGORIES = [
  "Power Tools",
  "Hand Tools",
  "Plumbing Supplies",
  "Electrical Supplies",
  "Paint & Supplies",
  "Safety Gear",
  "Cleaning Equipment",
  "Garden Tools",
  "Measuring Tools",
  "Hardware",
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** The 12 brands of the brand filter (shown after "All Brands"). */
export const SHOP_BRANDS = [
  "Bosch",
  "Makita",
  "Stanley",
  "Black+Decker",
  "DeWalt",
  "Hitachi",
  "Asian Paints",
  "Berger",
  "Jotun",
  "Havells",
  "Panasonic",
  "Kohler",
] as const;
export type ShopBrand = (typeof SHOP_BRANDS)[number];

/** An order's life: placed → shipped → delivered, or cancelled before it ships. */
export const ORDER_STATUSES = ["placed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
