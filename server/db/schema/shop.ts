import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** A product of the shop (SPEC §3 Marketplace item); category and brand come from domain/shop/catalogue.ts. */
export const marketplaceItems = pgTable(
  "marketplace_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    category: text().notNull(),
    brand: text().notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    /** The price before the sale; null when the item is not discounted. */
    originalPrice: numeric({ precision: 10, scale: 2 }),
    imageUrl: text(),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer().notNull().default(0),
    isOnSale: boolean().notNull().default(false),
    isTrending: boolean().notNull().default(false),
    stockQuantity: integer().notNull().default(0),
    specifications: jsonb().$type<Record<string, string>>().notNull().default({}),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("marketplace_items_category_idx").on(t.category),
    index("marketplace_items_brand_idx").on(t.brand),
    index("marketplace_items_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    check("marketplace_items_stock_quantity_non_negative", sql`${t.stockQuantity} >= 0`),
  ],
);
