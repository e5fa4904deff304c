import { SHOP_BRANDS, SHOP_CATEGORIES, type ShopBrand, type ShopCategory } from "@domain/shop/catalogue";
import { SHOP_PRICE_RANGES, SHOP_SORTS } from "@domain/shop/rules";
import type { ShopPriceRangeId, ShopSort } from "@domain/shop/schemas";

/**
 * The shop's filters as they live in the URL: q, category, brand, price (a SPEC §9 range id), sale,
 * hot, sort and view. Defaults (no text, every category and brand, every price, popular, grid) stay
 * out of the URL, so /marketplace is the plain shop.
 */
export type ShopView = "grid" | "list";
export type ShopFilters = {
  q: string;
  category: ShopCategory | "";
  brand: ShopBrand | "";
  price: ShopPriceRangeId;
  sale: boolean;
  hot: boolean;
  sort: ShopSort;
  view: ShopView;
};

export const NO_SHOP_FILTERS: ShopFilters = {
  q: "",
  category: "",
  brand: "",
  price: "all",
  sale: false,
  hot: false,
  sort: "popular",
  view: "grid",
};

const pick = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

export function readShopFilters(params: URLSearchParams): ShopFilters {
  return {
    q: params.get("q")?.trim() ?? "",
    category: pick(SHOP_CATEGORIES, params.get("category")) ?? "",
    brand: pick(SHOP_BRANDS, params.get("brand")) ?? "",
    price:
      pick(
        SHOP_PRICE_RANGES.map((range) => range.id),
        params.get("price"),
      ) ?? "all",
    sale: params.get("sale") === "true",
    hot: params.get("hot") === "true",
    sort: pick(SHOP_SORTS, params.get("sort")) ?? "popular",
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** The URL's parameters with `changes` applied; default values leave the URL. */
export function withShopFilters(params: URLSearchParams, changes: Partial<ShopFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, raw] of Object.entries(changes) as [
    keyof ShopFilters,
    ShopFilters[keyof ShopFilters],
  ][]) {
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (value === NO_SHOP_FILTERS[name] || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The filters that narrow the list (not sort or view), for "Clear all filters". */
export function hasNarrowing(filters: ShopFilters): boolean {
  return (["q", "category", "brand", "price", "sale", "hot"] as const).some(
    (name) => filters[name] !== NO_SHOP_FILTERS[name],
  );
}

/** Every narrowing filter back to its default; sort and view stay as chosen. */
export function clearedFilters(): Partial<ShopFilters> {
  const { sort: _sort, view: _view, ...rest } = NO_SHOP_FILTERS;
  return rest;
}

export type ProductsApiQuery = {
  q?: string;
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  onSale?: "true";
  trending?: "true";
  sort: ShopSort;
};

/** What GET /api/shop/products is asked for these filters (page and pageSize are added per page). */
export function toProductsQuery(filters: ShopFilters): ProductsApiQuery {
  const range = SHOP_PRICE_RANGES.find((candidate) => candidate.id === filters.price);
  const query: ProductsApiQuery = { sort: filters.sort };
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.brand) query.brand = filters.brand;
  if (range && range.id !== "all") {
    query.minPrice = range.min;
    query.maxPrice = range.max;
  }
  if (filters.sale) query.onSale = "true";
  if (filters.hot) query.trending = "true";
  return query;
}
