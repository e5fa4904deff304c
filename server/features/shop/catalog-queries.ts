import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { SHOP_BRANDS, SHOP_CATEGORIES } from "../../../domain/shop/catalogue";
import type { ShopSort } from "../../../domain/shop/schemas";
import type { DbOrTx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { marketplaceItems as items } from "../../db/schema";
import { productColumns } from "./product-columns";

export type CatalogFilters = {
  q?: string;
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  onSale?: boolean;
  trending?: boolean;
};

const MAX_SEARCH_WORDS = 8;

/** The listed brands and categories containing `word` (any case): matched in code, then by the btree indexes. */
const containing = (names: readonly string[], word: string) =>
  names.filter((name) => name.toLowerCase().includes(word.toLowerCase()));

/**
 * Every word of the search must be part of the name (through the trigram index on name), the brand or
 * the category. Brands and categories come from the fixed lists of domain/shop/catalogue.ts.
 */
function searchWhere(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return and(
    ...words.map((word) => {
      const brands = containing(SHOP_BRANDS, word);
      const categories = containing(SHOP_CATEGORIES, word);
      return or(
        ilike(items.name, containsPattern(word)),
        brands.length > 0 ? inArray(items.brand, brands) : undefined,
        categories.length > 0 ? inArray(items.category, categories) : undefined,
      );
    }),
  );
}

/** Active products matching every filter given; both price bounds are inclusive. */
export function catalogWhere(filters: CatalogFilters = {}): SQL | undefined {
  const { q, category, brand, minPrice, maxPrice, onSale, trending } = filters;
  return and(
    eq(items.isActive, true),
    q ? searchWhere(q) : undefined,
    category ? eq(items.category, category) : undefined,
    brand ? eq(items.brand, brand) : undefined,
    minPrice === undefined ? undefined : gte(items.price, String(minPrice)),
    maxPrice === undefined ? undefined : lte(items.price, String(maxPrice)),
    onSale === undefined ? undefined : eq(items.isOnSale, onSale),
    trending === undefined ? undefined : eq(items.isTrending, trending),
  );
}

// Byte order on lower-cased names: the same A-Z on every server, whatever its default collation.
const nameKey = sql`lower(${items.name}) collate "C"`;

/** Each sort ends with the id, so pages never overlap or skip. */
const SORT_ORDER: Record<ShopSort, SQL[]> = {
  popular: [desc(items.reviewCount), asc(items.id)],
  "price-asc": [asc(items.price), asc(items.id)],
  "price-desc": [desc(items.price), asc(items.id)],
  rating: [desc(items.rating), desc(items.reviewCount), asc(items.id)],
  name: [asc(nameKey), asc(items.id)],
};

export async function findProducts(
  db: DbOrTx,
  filters: CatalogFilters,
  sort: ShopSort,
  page: { limit: number; offset: number },
) {
  return db
    .select(productColumns)
    .from(items)
    .where(catalogWhere(filters))
    .orderBy(...SORT_ORDER[sort])
    .limit(page.limit)
    .offset(page.offset);
}

export async function countProducts(db: DbOrTx, filters: CatalogFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(items).where(catalogWhere(filters));
  return row?.total ?? 0;
}

export async function findProduct(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...productColumns, specifications: items.specifications })
    .from(items)
    .where(and(eq(items.id, id), eq(items.isActive, true)));
  return row;
}

/** Active products per category, only categories that have any. */
export async function countByCategory(db: DbOrTx) {
  return db
    .select({ name: items.category, count: count() })
    .from(items)
    .where(eq(items.isActive, true))
    .groupBy(items.category);
}

export async function countByBrand(db: DbOrTx) {
  return db
    .select({ name: items.brand, count: count() })
    .from(items)
    .where(eq(items.isActive, true))
    .groupBy(items.brand);
}

/** Whether an active product with this id exists. */
export async function isListedProduct(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, id), eq(items.isActive, true)));
  return row !== undefined;
}
