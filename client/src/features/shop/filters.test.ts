import { describe, expect, it } from "vitest";
import {
  clearedFilters,
  NO_SHOP_FILTERS,
  readShopFilters,
  toProductsQuery,
  withShopFilters,
} from "./filters";

const read = (query: string) => readShopFilters(new URLSearchParams(query));

describe("shop filters in the URL", () => {
  it("reads every filter, sort and view", () => {
    expect(
      read(
        "q=drill&category=Power+Tools&brand=Bosch&price=5000-15000&sale=true&hot=true&sort=price-asc&view=list",
      ),
    ).toEqual({
      q: "drill",
      category: "Power Tools",
      brand: "Bosch",
      price: "5000-15000",
      sale: true,
      hot: true,
      sort: "price-asc",
      view: "list",
    });
  });

  it("falls back to the defaults for missing or unknown values", () => {
    expect(read("")).toEqual(NO_SHOP_FILTERS);
    expect(read("category=Toys&brand=Acme&price=1-2&sort=cheapest&view=table&sale=yes")).toEqual(
      NO_SHOP_FILTERS,
    );
  });

  it("writes changes and leaves defaults out of the URL", () => {
    const start = new URLSearchParams("q=drill&brand=Bosch");
    const next = withShopFilters(start, {
      category: "Hand Tools",
      price: "under-5000",
      sort: "price-desc",
      brand: "",
    });
    expect(next.toString()).toBe("q=drill&category=Hand+Tools&price=under-5000&sort=price-desc");
    expect(withShopFilters(next, { sort: "popular", price: "all", view: "grid" }).toString()).toBe(
      "q=drill&category=Hand+Tools",
    );
    expect(withShopFilters(new URLSearchParams(), { sale: true, hot: false, view: "list" }).toString()).toBe(
      "sale=true&view=list",
    );
  });

  it("round-trips: what is written is read back", () => {
    const filters = { ...NO_SHOP_FILTERS, category: "Safety Gear", price: "above-30000", hot: true } as const;
    expect(readShopFilters(withShopFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it("clears the narrowing filters but keeps sort and view", () => {
    const params = new URLSearchParams(
      "q=tap&category=Hardware&sale=true&sort=name&view=list&price=under-5000",
    );
    expect(withShopFilters(params, clearedFilters()).toString()).toBe("sort=name&view=list");
  });
});

describe("the API query of the filters", () => {
  it("turns the price range into minPrice and maxPrice and the toggles into onSale and trending", () => {
    expect(
      toProductsQuery(read("category=Hardware&price=15000-30000&sale=true&hot=true&sort=rating")),
    ).toEqual({
      category: "Hardware",
      minPrice: 15000,
      maxPrice: 30000,
      onSale: "true",
      trending: "true",
      sort: "rating",
    });
  });

  it("asks for everything, most popular first, with no filters", () => {
    expect(toProductsQuery(read(""))).toEqual({ sort: "popular" });
    expect(toProductsQuery(read("price=above-30000"))).toEqual({
      sort: "popular",
      minPrice: 30000,
      maxPrice: 200000,
    });
  });
});
