import { cartAmounts, lineTotal, MAX_CART_QUANTITY } from "@domain/shop/rules";
import type { Cart, Product } from "@domain/shop/schemas";
import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { errorStatus } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/current-user";
import { errorText } from "@/lib/error-text";
import { productQuery } from "./api";
import { cartKey, deleteCartLine, putCartQuantity, serverCartQuery, useServerCart } from "./cart-api";

import { localQuantity, setLocalQuantity, useLocalCart } from "./cart-store";

/** A cart line; `item` is undefined while a visitor's product is still loading. */
export type CartRow = { itemId: string; item: Product | undefined; quantity: number; lineTotal: number };
export type CartSummary = {
  rows: CartRow[];
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
};

/** The visitor's own "Only N left in stock", found before asking the server. */
export class StockLimitError extends Error {
  constructor(readonly available: number) {
    super(`Only ${available} left in stock`);
  }
}

/** More of one product than one order takes (MAX_CART_QUANTITY). */
export class QuantityCapError extends Error {
  constructor() {
    super(`At most ${MAX_CART_QUANTITY} of one product`);
  }
}

/** What to tell the user when a cart change fails. */
export function cartErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof QuantityCapError) return t("shop.cart.maxPerOrder", { count: MAX_CART_QUANTITY });
  if (error instanceof StockLimitError) {
    return error.available > 0
      ? t("shop.cart.onlyLeft", { count: error.available })
      : t("shop.cart.outOfStock");
  }
  return errorText(error) ?? t("shop.cart.updateFailed");
}

function fromServer(cart: Cart): CartSummary {
  return {
    rows: cart.lines.map((line) => ({
      itemId: line.item.id,
      item: line.item,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
    })),
    itemCount: cart.itemCount,
    subtotal: cart.subtotal,
    deliveryFee: cart.deliveryFee,
    total: cart.total,
  };
}

/**
 * The cart of whoever is here: the server's for a signed-in user, this browser's for a visitor
 * (priced with the products read fresh from the server, by the same rules the server uses).
 */
export function useCart() {
  const { user } = useCurrentUser();
  const server = useServerCart(Boolean(user));
  const local = useLocalCart();
  const details = useQueries({
    queries: (user ? [] : local).map((line) => productQuery(line.itemId)),
  });

  if (user) {
    return {
      cart: server.data ? fromServer(server.data) : undefined,
      isPending: server.isPending,
      isError: server.isError,
      refetch: () => void server.refetch(),
    };
  }
  // A product that is gone (404) leaves the visitor's cart.
  const rows: CartRow[] = local.flatMap((line, index) => {
    const query = details[index];
    if (query?.isError && errorStatus(query.error) === 404) return [];
    const item = query?.data;
    return [
      {
        itemId: line.itemId,
        item,
        quantity: line.quantity,
        lineTotal: item ? lineTotal(item.price, line.quantity) : 0,
      },
    ];
  });
  const priced = rows.flatMap((row) =>
    row.item ? [{ unitPrice: row.item.price, quantity: row.quantity }] : [],
  );
  return {
    cart: {
      rows,
      itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
      ...cartAmounts(priced),
    },
    // Priced only once every product is in: no half-summed totals.
    isPending: details.some((query) => query.isPending),
    isError: details.some((query) => query.isError && errorStatus(query.error) !== 404),
    refetch: () => {
      for (const query of details) if (query.isError) void query.refetch();
    },
  };
}

type QuantityChange = { item: Product; quantity: number };

/** Sets a line's quantity: on the server for a user (409 "Only N left in stock"), here for a visitor. */
export function useSetCartQuantity() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, quantity }: QuantityChange) => {
      if (user) return putCartQuantity(item.id, quantity);
      if (quantity > item.stockQuantity) throw new StockLimitError(item.stockQuantity);
      setLocalQuantity(item.id, quantity, MAX_CART_QUANTITY);
      return undefined;
    },
    onSuccess: (cart) => cart && queryClient.setQueryData(cartKey, cart),
  });
}

/** Adds to what is already in the cart; never past MAX_CART_QUANTITY (QuantityCapError). */
export function useAddToCart() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, quantity }: QuantityChange) => {
      if (user) {
        const cart = await queryClient.fetchQuery(serverCartQuery());
        const current = cart.lines.find((line) => line.item.id === item.id)?.quantity ?? 0;
        if (current + quantity > MAX_CART_QUANTITY) throw new QuantityCapError();
        return putCartQuantity(item.id, current + quantity);
      }
      const wanted = localQuantity(item.id) + quantity;
      if (wanted > MAX_CART_QUANTITY) throw new QuantityCapError();
      if (wanted > item.stockQuantity) throw new StockLimitError(item.stockQuantity);
      setLocalQuantity(item.id, wanted, MAX_CART_QUANTITY);
      return undefined;
    },
    onSuccess: (cart) => cart && queryClient.setQueryData(cartKey, cart),
  });
}

export function useRemoveFromCart() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: string) => {
      if (user) return deleteCartLine(itemId);
      setLocalQuantity(itemId, 0);
      return undefined;
    },
    onSuccess: (cart) => cart && queryClient.setQueryData(cartKey, cart),
  });
}
