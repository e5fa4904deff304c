import { z } from "zod";
import { isNepaliMobile } from "../phone";
import { filledText, requiredText } from "../text";
import { ORDER_STATUSES, SHOP_BRANDS, SHOP_CATEGORIES } from "./catalogue";
import {
  MAX_CART_QUANTITY,
  ORDER_PAYMENT_METHODS,
  QUANTITY_CAP_MESSAGE,
  SHOP_MAX_PAGE_SIZE,
  SHOP_PAGE_SIZE,
  SHOP_PRICE_CAP,
  SHOP_SORTS,
} from "./rules";

export * from "./rules";

const SEARCH_TEXT_MAX = 100;
const MAX_PAGE = 10_000;

/* ------------------------------------------------------------------ catalog */

const priceBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(SHOP_PRICE_CAP, `${label} must be at most ${SHOP_PRICE_CAP}`)
    .optional();

const flag = (label: string) =>
  z.enum(["true", "false"], { error: `${label} must be true or false` }).optional();

export const ShopCategory = z.enum(SHOP_CATEGORIES, { error: "Choose one of the shop categories" });
export const ShopBrand = z.enum(SHOP_BRANDS, { error: "Choose one of the shop brands" });

/** GET /api/shop/products: every filter optional; page is 1-based. */
export const ProductsQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_TEXT_MAX, `Search must be at most ${SEARCH_TEXT_MAX} characters`)
      .optional(),
    category: ShopCategory.optional(),
    brand: ShopBrand.optional(),
    minPrice: priceBound("Minimum price"),
    maxPrice: priceBound("Maximum price"),
    onSale: flag("onSale"),
    trending: flag("trending"),
    sort: z.enum(SHOP_SORTS, { error: `Sort must be one of ${SHOP_SORTS.join(", ")}` }).default("popular"),
    page: z.coerce
      .number({ error: "Page must be a number" })
      .int("Page must be a whole number")
      .min(1, "Page must be at least 1")
      .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)
      .default(1),
    pageSize: z.coerce
      .number({ error: "Page size must be a number" })
      .int("Page size must be a whole number")
      .min(1, "Page size must be at least 1")
      .max(SHOP_MAX_PAGE_SIZE, `Page size must be at most ${SHOP_MAX_PAGE_SIZE}`)
      .default(SHOP_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      message: "Minimum price must not be above the maximum price",
      path: ["minPrice"],
    },
  );
export type ProductsQuery = z.input<typeof ProductsQuery>;
/** The query after parsing: numbers and defaults filled in. */
export type ParsedProductsQuery = z.output<typeof ProductsQuery>;

export const Product = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  brand: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discountPercent: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isOnSale: z.boolean(),
  isTrending: z.boolean(),
  stockQuantity: z.number().int(),
  inStock: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const ProductDetail = Product.extend({ specifications: z.record(z.string(), z.string()) });
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductsPage = z.object({
  items: z.array(Product),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductsPage = z.infer<typeof ProductsPage>;

export const CategoryCount = z.object({ category: z.string(), count: z.number().int() });
export type CategoryCount = z.infer<typeof CategoryCount>;
export const BrandCount = z.object({ brand: z.string(), count: z.number().int() });
export type BrandCount = z.infer<typeof BrandCount>;

const uuidField = (label: string) =>
  z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be a valid id`,
  });

/** /api/shop/products/:id and /api/shop/orders/:id */
export const ShopIdParams = z.object({ id: uuidField("Id") });
/** /api/shop/wishlist/:itemId and /api/shop/cart/:itemId */
export const ShopItemParams = z.object({ itemId: uuidField("Item id") });

/* ------------------------------------------------------------------ wishlist & cart */

export const Wishlist = z.object({ itemIds: z.array(z.uuid()) });
export type Wishlist = z.infer<typeof Wishlist>;

const quantity = z
  .number({ error: "Quantity must be a number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_CART_QUANTITY, QUANTITY_CAP_MESSAGE);

/** PUT /api/shop/cart/:itemId sets the line's quantity. */
export const CartQuantityBody = z.object({ quantity });
export type CartQuantityBody = z.infer<typeof CartQuantityBody>;

/** POST /api/shop/cart/merge: a visitor's browser cart, added after sign-in. */
export const CartMergeBody = z.object({
  lines: z
    .array(z.object({ itemId: uuidField("Item id"), quantity }), { error: "Lines must be a list" })
    .max(100, "A cart holds at most 100 lines"),
});
export type CartMergeBody = z.infer<typeof CartMergeBody>;

export const CartLine = z.object({ item: Product, quantity: z.number().int(), lineTotal: z.number() });
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z.object({
  lines: z.array(CartLine),
  itemCount: z.number().int(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  freeDeliveryAbove: z.number(),
});
export type Cart = z.infer<typeof Cart>;

/* ------------------------------------------------------------------ orders */

export const OrderStatus = z.enum(ORDER_STATUSES);

/** POST /api/shop/orders: where to deliver; paid cash on delivery. */
export const PlaceOrderBody = z.object({
  deliveryName: filledText("Name", 100),
  deliveryPhone: requiredText("Phone number")
    .trim()
    .refine(isNepaliMobile, "Enter a valid Nepali phone number"),
  deliveryAddress: filledText("Delivery address", 300),
  /** Cash on delivery unless the customer chose to pay online (then POST /api/payments with the order). */
  paymentMethod: z
    .enum(ORDER_PAYMENT_METHODS, { error: "Choose cash on delivery, eSewa or Khalti" })
    .default("cash-on-delivery"),
});
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

/** PATCH /api/shop/orders/:id/status (admin): placed → shipped → delivered. */
export const OrderStatusBody = z.object({
  status: z.enum(["shipped", "delivered"], { error: "Status must be shipped or delivered" }),
});
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;

export const OrderLine = z.object({
  itemId: z.uuid(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const Order = z.object({
  id: z.uuid(),
  status: OrderStatus,
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  deliveryName: z.string(),
  deliveryPhone: z.string(),
  deliveryAddress: z.string(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  /** Paid online: when the gateway confirmed it (null for cash on delivery and an order awaiting payment). */
  paidAt: z.string().nullable(),
  /** Its online payment given back (a cancelled order): when. */
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  lines: z.array(OrderLine),
});
export type Order = z.infer<typeof Order>;
