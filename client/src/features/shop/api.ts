import type {
  BrandCount,
  CategoryCount,
  Order,
  PlaceOrderBody,
  ProductDetail,
  ProductsPage,
  Wishlist,
} from "@domain/shop-api";
import { SHOP_PAGE_SIZE } from "@domain/shop-api-rules";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api";
import { queryKeyToUrl } from "@/lib/query-client";
import { cartKey } from "./cart-api";
import type { ProductsApiQuery } from "./filters";

export const productsKey = "/api/shop/products";
const wishlistKey = ["/api/shop/wishlist"] as const;
export const ordersKey = "/api/shop/orders";

const FEATURED_COUNT = 4;

/** The catalogue for these filters, a page at a time (Load More Products). */
export function useProducts(query: ProductsApiQuery) {
  return useInfiniteQuery({
    queryKey: [productsKey, query],
    queryFn: ({ pageParam, signal }) =>
      api.get<ProductsPage>(
        queryKeyToUrl([productsKey, { ...query, page: pageParam, pageSize: SHOP_PAGE_SIZE }]),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** Featured Products: the trending ones, most popular first. */
export function useFeaturedProducts() {
  return useQuery<ProductsPage>({
    queryKey: [productsKey, { trending: "true", sort: "popular", pageSize: FEATURED_COUNT }],
  });
}

export function useProduct(id: string) {
  return useQuery<ProductDetail>({ queryKey: [productsKey, id] });
}

export function useCategoryCounts() {
  return useQuery<CategoryCount[]>({ queryKey: ["/api/shop/categories"] });
}

export function useBrandCounts() {
  return useQuery<BrandCount[]>({ queryKey: ["/api/shop/brands"] });
}

/** The signed-in user's wishlist; off for visitors. */
export function useWishlist(enabled: boolean) {
  return useQuery<Wishlist>({ queryKey: wishlistKey, enabled });
}

/** Hearts flip at once; the server's answer (or a failure) settles them. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, save }: { itemId: string; save: boolean }) =>
      apiRequest(save ? "PUT" : "DELETE", `${wishlistKey[0]}/${itemId}`),
    onMutate: async ({ itemId, save }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKey });
      const previous = queryClient.getQueryData<Wishlist>(wishlistKey);
      const others = (previous?.itemIds ?? []).filter((id) => id !== itemId);
      queryClient.setQueryData<Wishlist>(wishlistKey, { itemIds: save ? [itemId, ...others] : others });
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(wishlistKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
}

export function useOrders() {
  return useQuery<Order[]>({ queryKey: [ordersKey] });
}

export function useOrder(id: string, enabled: boolean) {
  return useQuery<Order>({ queryKey: [ordersKey, id], enabled });
}

/** Places the whole cart as a cash-on-delivery order; the cart is empty afterwards, stock lower. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => api.submit<Order>(ordersKey, body),
    onSuccess: (order) => {
      queryClient.setQueryData([ordersKey, order.id], order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKey }),
        queryClient.invalidateQueries({ queryKey: [ordersKey], exact: true }),
        queryClient.invalidateQueries({ queryKey: [productsKey] }),
      ]);
    },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Order>(`${ordersKey}/${id}/cancel`),
    onSuccess: (order) => {
      queryClient.setQueryData([ordersKey, order.id], order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [ordersKey], exact: true }),
        queryClient.invalidateQueries({ queryKey: [productsKey] }),
      ]);
    },
  });
}
