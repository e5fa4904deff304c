import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES } from "../../../domain/shop/catalogue";
import { marketplaceItems } from "./shop";
import { users } from "./users";

/** Products a signed-in user hearted in the shop. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid()
      .notNull()
      .references(() => marketplaceItems.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** A signed-in user's cart: one row per product. Visitors keep theirs in the browser. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid()
      .notNull()
      .references(() => marketplaceItems.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

/** A placed order, paid cash on delivery; the amounts are fixed when it is placed. */
export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: orderStatus().notNull().default("placed"),
    subtotal: numeric({ precision: 12, scale: 2 }).notNull(),
    deliveryFee: numeric({ precision: 10, scale: 2 }).notNull(),
    total: numeric({ precision: 12, scale: 2 }).notNull(),
    deliveryName: text().notNull(),
    deliveryPhone: text().notNull(),
    deliveryAddress: text().notNull(),
    paymentMethod: text().notNull().default("cash-on-delivery"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("orders_user_id_created_at_idx").on(t.userId, t.createdAt),
    // The admins' list: newest first, by status.
    index("orders_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    check(
      "orders_amounts_non_negative",
      sql`${t.subtotal} >= 0 and ${t.deliveryFee} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

/** The lines of an order, with the name and unit price as they were when it was placed. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: uuid()
      .notNull()
      .references(() => marketplaceItems.id, { onDelete: "restrict" }),
    name: text().notNull(),
    unitPrice: numeric({ precision: 10, scale: 2 }).notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.itemId] }),
    index("order_items_item_id_idx").on(t.itemId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
