import type { Cart } from "@domain/shop/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import type { LocalCartLine } from "./cart-store";

/**
 * The signed-in user's cart on the server. Only types come from domain/shop/schemas here: the header's
 * cart button uses this file, and the first page load should not bring zod.
 */
export const cartKey = ["/api/shop/cart"] as const;
const cartUrl = cartKey[0];

export const serverCartQuery = () => queryOptions({ queryKey: cartKey, queryFn: getByKey<Cart> });

export function useServerCart(enabled: boolean) {
  return useQuery({ ...serverCartQuery(), enabled });
}

export function putCartQuantity(itemId: string, quantity: number): Promise<Cart> {
  return apiRequest("PUT", `${cartUrl}/${itemId}`, { quantity }).then(
    (response) => response.json() as Promise<Cart>,
  );
}

export function deleteCartLine(itemId: string): Promise<Cart> {
  return api.delete<Cart>(`${cartUrl}/${itemId}`);
}

export function postCartMerge(lines: LocalCartLine[]): Promise<Cart> {
  return api.post<Cart>(`${cartUrl}/merge`, { lines });
}
