import {
  type Cart,
  type CartMergeBody,
  cartAmounts,
  FREE_DELIVERY_ABOVE,
  lineTotal,
  MAX_CART_QUANTITY,
  type Wishlist,
} from "../../../domain/shop/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import {
  deleteCartLines,
  deleteWishlistItem,
  findCartLines,
  findCartQuantities,
  findStock,
  findWishlistIds,
  insertWishlistItem,
  upsertCartLine,
} from "./cart-queries";
import { isListedProduct } from "./catalog-queries";
import { toProduct } from "./product-columns";

export async function getCart(db: Db, userId: string): Promise<Cart> {
  const rows = await findCartLines(db, userId);
  const lines = rows.map((row) => ({
    item: toProduct(row.item),
    quantity: row.quantity,
    lineTotal: lineTotal(row.item.price, row.quantity),
  }));
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...cartAmounts(lines.map((line) => ({ unitPrice: line.item.price, quantity: line.quantity }))),
    freeDeliveryAbove: FREE_DELIVERY_ABOVE,
  };
}

/** Sets a line's quantity; never more than the stock (checked again, under lock, when ordering). */
export async function setCartQuantity(
  db: Db,
  userId: string,
  itemId: string,
  quantity: number,
): Promise<Cart> {
  const stock = (await findStock(db, [itemId])).get(itemId);
  if (stock === undefined) throw appError("shop.product_not_found");
  if (quantity > stock) {
    throw stock > 0 ? appError("cart.only_left", { left: stock }) : appError("cart.out_of_stock");
  }
  await upsertCartLine(db, userId, itemId, quantity);
  return getCart(db, userId);
}

/** Removing a line that is not there is not an error: the cart is the same. */
export async function removeCartLine(db: Db, userId: string, itemId: string): Promise<Cart> {
  await deleteCartLines(db, userId, [itemId]);
  return getCart(db, userId);
}

/**
 * Adds a visitor's browser cart after sign-in: quantities of the same product are summed and
 * clamped to the stock and to 99; unknown, inactive and sold-out products are skipped.
 */
export async function mergeCart(db: Db, userId: string, { lines }: CartMergeBody): Promise<Cart> {
  const incoming = new Map<string, number>();
  for (const line of lines) incoming.set(line.itemId, (incoming.get(line.itemId) ?? 0) + line.quantity);
  await db.transaction(async (tx) => {
    const stock = await findStock(tx, [...incoming.keys()]);
    const current = await findCartQuantities(tx, userId);
    for (const [itemId, quantity] of incoming) {
      const available = stock.get(itemId);
      if (available === undefined) continue;
      const merged = Math.min((current.get(itemId) ?? 0) + quantity, available, MAX_CART_QUANTITY);
      if (merged > 0) await upsertCartLine(tx, userId, itemId, merged);
    }
  });
  return getCart(db, userId);
}

export async function getWishlist(db: Db, userId: string): Promise<Wishlist> {
  return { itemIds: await findWishlistIds(db, userId) };
}

export async function addToWishlist(db: Db, userId: string, itemId: string): Promise<void> {
  if (!(await isListedProduct(db, itemId))) throw appError("shop.product_not_found");
  await insertWishlistItem(db, userId, itemId);
}

export async function removeFromWishlist(db: Db, userId: string, itemId: string): Promise<void> {
  await deleteWishlistItem(db, userId, itemId);
}
