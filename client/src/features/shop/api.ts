import { SHOP_PAGE_SIZE } from "@domain/shop/rules";
import type {
  BrandCount,
  CategoryCount,
  Order,
  PlaceOrderBody,
  ProductDetail,
  ProductsPage,
  Wishlist,
} from "@domain/shop/schemas";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { queryKeyToUrl } from "@/lib/query-client";
import { cartKey } from "./cart-api";
import type { ProductsApiQuery } from "./filters";

const productsKey = ["/api/shop/products"] as const;
const wishlistKey = ["/api/shop/wishlist"] as const;
const ordersKey = ["/api/shop/orders"] as const;
const orderKey = (id: string) => [...ordersKey, id] as const;

const FEATURED_COUNT = 4;

/** The catalogue for these filters, a page at a time (Load More Products). */
export const productsQuery = (query: ProductsApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...productsKey, query],
    queryFn: ({ pageParam, signal }) =>
      api.get<ProductsPage>(
        queryKeyToUrl([...productsKey, { ...query, page: pageParam, pageSize: SHOP_PAGE_SIZE }]),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** Featured Products: the trending ones, most popular first. */
export const featuredProductsQuery = () =>
  queryOptions({
    queryKey: [...productsKey, { trending: "true", sort: "popular", pageSize: FEATURED_COUNT }],
    queryFn: getByKey<ProductsPage>,
  });

/** One product (its page; a visitor's cart line; a wishlist card). */
export const productQuery = (id: string) =>
  queryOptions({ queryKey: [...productsKey, id], queryFn: getByKey<ProductDetail> });

export const categoryCountsQuery = () =>
  queryOptions({ queryKey: ["/api/shop/categories"], queryFn: getByKey<CategoryCount[]> });

export const brandCountsQuery = () =>
  queryOptions({ queryKey: ["/api/shop/brands"], queryFn: getByKey<BrandCount[]> });

/** The signed-in user's wishlist; off for visitors. */
export const wishlistQuery = (enabled: boolean) =>
  queryOptions({ queryKey: wishlistKey, queryFn: getByKey<Wishlist>, enabled });

export const ordersQuery = () => queryOptions({ queryKey: ordersKey, queryFn: getByKey<Order[]> });

export const orderQuery = (id: string, enabled: boolean) =>
  queryOptions({ queryKey: orderKey(id), queryFn: getByKey<Order>, enabled });

export function useProducts(query: ProductsApiQuery) {
  return useInfiniteQuery(productsQuery(query));
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

export function useCategoryCounts() {
  return useQuery(categoryCountsQuery());
}

export function useBrandCounts() {
  return useQuery(brandCountsQuery());
}

export function useWishlist(enabled: boolean) {
  return useQuery(wishlistQuery(enabled));
}

export function useOrders() {
  return useQuery(ordersQuery());
}

export function useOrder(id: string, enabled: boolean) {
  return useQuery(orderQuery(id, enabled));
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

/** Places the whole cart as a cash-on-delivery order; the cart is empty afterwards, stock lower. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => api.submit<Order>(ordersKey[0], body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(order.id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKey }),
        queryClient.invalidateQueries({ queryKey: ordersKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: productsKey }),
      ]);
    },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Order>(`${ordersKey[0]}/${id}/cancel`),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(order.id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: productsKey }),
      ]);
    },
  });
}
