import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { cartItems, marketplaceItems as items, wishlistItems } from "../../db/schema";
import { productColumns } from "./product-columns";

/** A user's cart lines with their products (active ones only), oldest line first. */
export async function findCartLines(db: DbOrTx, userId: string) {
  return db
    .select({ item: productColumns, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(items, eq(items.id, cartItems.itemId))
    .where(and(eq(cartItems.userId, userId), eq(items.isActive, true)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.itemId));
}

/** Sets a line's quantity, adding the line when it is new. */
export async function upsertCartLine(db: DbOrTx, userId: string, itemId: string, quantity: number) {
  await db
    .insert(cartItems)
    .values({ userId, itemId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.itemId],
      set: { quantity, updatedAt: sql`now()` },
    });
}

export async function deleteCartLines(db: DbOrTx, userId: string, itemIds?: string[]) {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), itemIds ? inArray(cartItems.itemId, itemIds) : undefined));
}

/** The quantities already in a user's cart, by product id. */
export async function findCartQuantities(db: DbOrTx, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: cartItems.itemId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
}

/** Stock of the active products among `ids`. */
export async function findStock(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: items.id, stockQuantity: items.stockQuantity })
    .from(items)
    .where(and(inArray(items.id, ids), eq(items.isActive, true)));
  return new Map(rows.map((row) => [row.id, row.stockQuantity]));
}

export async function findWishlistIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: wishlistItems.itemId })
    .from(wishlistItems)
    .innerJoin(items, eq(items.id, wishlistItems.itemId))
    .where(and(eq(wishlistItems.userId, userId), eq(items.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.itemId));
  return rows.map((row) => row.itemId);
}

/** Hearting twice is the same as hearting once. */
export async function insertWishlistItem(db: DbOrTx, userId: string, itemId: string) {
  await db.insert(wishlistItems).values({ userId, itemId }).onConflictDoNothing();
}

export async function deleteWishlistItem(db: DbOrTx, userId: string, itemId: string) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemId, itemId)));
}
