import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP_BRANDS, SHOP_CATEGORIES } from "../../../domain/shop/catalogue";
import { type Product, SHOP_PRICE_RANGES, SHOP_SORTS, type ShopSort } from "../../../domain/shop/schemas";
import { SHOP_SUPPLIES } from "../../db/seed/shop-supplies";
import { SHOP_TOOLS } from "../../db/seed/shop-tools";
import { createTestApp, type TestApp } from "../../test/app";
import { insertProduct, seedShop } from "./fixtures";

let t: TestApp;
const SEED = [...SHOP_TOOLS, ...SHOP_SUPPLIES];
type Listed = Product;

beforeAll(async () => {
  t = await createTestApp();
  await seedShop(t.db);
  // At the price cap, above it, two exact twins of the claw hammer (same price, rating, reviews) to
  // exercise the id tie-breaker, and one product no longer sold.
  await insertProduct(t.db, {
    name: "Veil Smart Toilet",
    brand: "Kohler",
    category: "Plumbing Supplies",
    price: "200000.00",
    rating: "4.20",
    reviewCount: 5,
    stockQuantity: 2,
  });
  await insertProduct(t.db, {
    name: "Hitachi 10 kVA Diesel Generator",
    brand: "Hitachi",
    category: "Power Tools",
    price: "250000.00",
    rating: "4.10",
    reviewCount: 3,
    stockQuantity: 1,
  });
  for (let i = 0; i < 2; i += 1) {
    await insertProduct(t.db, {
      name: "stanley bar clamp",
      brand: "Stanley",
      category: "Hand Tools",
      price: "1450.00",
      rating: "4.60",
      reviewCount: 188,
    });
  }
  await insertProduct(t.db, {
    name: "Bosch Retired Drill",
    brand: "Bosch",
    category: "Power Tools",
    price: "3000.00",
    isActive: false,
  });
});
afterAll(() => t.close());

const ACTIVE = 28;

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/shop/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: Listed[];
    total: number;
    page: number;
    pageSize: number;
    hasMore: boolean;
  };
}

/** Every product of a query, walking pages of `pageSize`. */
async function walk(query: string, pageSize = 5): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let page = 1; ; page += 1) {
    const body = await list(`${query}&page=${page}&pageSize=${pageSize}`);
    all.push(...body.items);
    expect(body.page).toBe(page);
    if (!body.hasMore) {
      expect(all.length).toBe(body.total);
      return all;
    }
  }
}

const names = (items: Listed[]) => items.map((item) => item.name);
const seedNames = (keep: (product: (typeof SEED)[number]) => boolean) =>
  SEED.filter(keep)
    .map((p) => p.name)
    .sort();

async function badRequest(query: string) {
  const response = await t.app.inject({ url: `/api/shop/products?${query}` });
  expect(response.statusCode).toBe(400);
  return (response.json() as { message: string }).message;
}

const byId = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const COMPARE: Record<ShopSort, (a: Listed, b: Listed) => number> = {
  popular: (a, b) => b.reviewCount - a.reviewCount || byId(a, b),
  "price-asc": (a, b) => a.price - b.price || byId(a, b),
  "price-desc": (a, b) => b.price - a.price || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byId(a, b),
  name: (a, b) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  },
};

describe("GET /api/shop/products", () => {
  it("lists active products, most popular first, 12 a page by default", async () => {
    const body = await list("");
    expect(body.total).toBe(ACTIVE);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(12);
    expect(body.hasMore).toBe(true);
    expect(body.items).toHaveLength(12);
    expect(body.items[0]?.name).toBe("Stanley PowerLock Measuring Tape 5 m");
    expect(names(await walk(""))).not.toContain("Bosch Retired Drill");
  });

  it("shows money and rating as numbers, with the discount and whether it is in stock", async () => {
    const [drill] = (await list("q=GSB%20550")).items;
    expect(drill).toMatchObject({
      name: "Bosch GSB 550 Impact Drill 13 mm",
      brand: "Bosch",
      category: "Power Tools",
      price: 6850,
      originalPrice: 7900,
      discountPercent: 13,
      rating: 4.6,
      reviewCount: 214,
      isOnSale: true,
      isTrending: true,
      stockQuantity: 42,
      inStock: true,
    });
    const [hammer] = (await list("q=claw%20hammer")).items;
    expect(hammer).toMatchObject({ originalPrice: null, discountPercent: null, isOnSale: false });
  });

  it.each(SHOP_SORTS)(
    "sorts by %s, ties broken by id, and every page walk yields each product once",
    async (sort) => {
      const walked = await walk(`sort=${sort}`);
      expect(walked).toHaveLength(ACTIVE);
      expect(new Set(walked.map((item) => item.id)).size).toBe(ACTIVE);
      expect(walked).toEqual([...walked].sort(COMPARE[sort]));
      // The same walk with another page size gives the same order.
      expect((await walk(`sort=${sort}`, 7)).map((item) => item.id)).toEqual(walked.map((item) => item.id));
    },
  );

  it("puts the expected product first for each sort", async () => {
    const first = async (sort: ShopSort) => (await list(`sort=${sort}&pageSize=1`)).items[0]?.name;
    expect(await first("popular")).toBe("Stanley PowerLock Measuring Tape 5 m");
    expect(await first("price-asc")).toBe("Stanley PowerLock Measuring Tape 5 m");
    expect(await first("price-desc")).toBe("Hitachi 10 kVA Diesel Generator");
    expect(await first("rating")).toBe("Bosch GBH 8-45 D SDS-max Rotary Hammer");
    expect(await first("name")).toBe("Asian Paints Apex Ultima Exterior Emulsion, 20 L");
    // A-Z ignores the case of letters: the lower-case clamp twins sit between the other Stanley products.
    const byName = names(await walk("sort=name", 48));
    const screwdrivers = byName.indexOf("Stanley 36-Piece Screwdriver Set");
    expect(byName.slice(screwdrivers, screwdrivers + 4)).toEqual([
      "Stanley 36-Piece Screwdriver Set",
      "stanley bar clamp",
      "stanley bar clamp",
      "Stanley PowerLock Measuring Tape 5 m",
    ]);
  });

  it.each(SHOP_CATEGORIES)("narrows to the category %s", async (category) => {
    const walked = await walk(`category=${encodeURIComponent(category)}`);
    expect(walked.length).toBeGreaterThan(0);
    expect(walked.every((item) => item.category === category)).toBe(true);
  });

  it("narrows to a category and a brand exactly as the seed has them", async () => {
    expect(names(await walk("category=Hardware")).sort()).toEqual(
      seedNames((p) => p.category === "Hardware"),
    );
    expect(names(await walk(`brand=${encodeURIComponent("Black+Decker")}`)).sort()).toEqual(
      seedNames((p) => p.brand === "Black+Decker"),
    );
    for (const brand of SHOP_BRANDS) {
      const walked = await walk(`brand=${encodeURIComponent(brand)}`);
      expect(walked.length, brand).toBeGreaterThan(0);
      expect(walked.every((item) => item.brand === brand)).toBe(true);
    }
  });

  it("narrows to a price range, both bounds inclusive", async () => {
    for (const range of SHOP_PRICE_RANGES) {
      const walked = await walk(`minPrice=${range.min}&maxPrice=${range.max}`);
      expect(walked.length, range.id).toBeGreaterThan(0);
      expect(walked.every((item) => item.price >= range.min && item.price <= range.max)).toBe(true);
    }
    expect(names(await walk("minPrice=650&maxPrice=650"))).toEqual(["Stanley PowerLock Measuring Tape 5 m"]);
    expect(names(await walk("minPrice=100000"))).toEqual([
      "Bosch GBH 8-45 D SDS-max Rotary Hammer",
      "Veil Smart Toilet",
      "Hitachi 10 kVA Diesel Generator",
    ]);
    expect((await list("maxPrice=1000")).total).toBe(SEED.filter((p) => p.price <= 1000).length);
  });

  it("caps prices at 200000: the cap itself is included, above it is refused", async () => {
    const capped = names(await walk("maxPrice=200000"));
    expect(capped).toContain("Veil Smart Toilet");
    expect(capped).not.toContain("Hitachi 10 kVA Diesel Generator");
    expect(capped).toHaveLength(ACTIVE - 1);
    expect(await badRequest("maxPrice=200001")).toBe("maxPrice: Maximum price must be at most 200000");
    expect(await badRequest("minPrice=250000")).toBe("minPrice: Minimum price must be at most 200000");
    expect(await badRequest("minPrice=-1")).toBe("minPrice: Minimum price must be at least 0");
    expect(await badRequest("minPrice=15000&maxPrice=5000")).toBe(
      "minPrice: Minimum price must not be above the maximum price",
    );
    expect(await badRequest("maxPrice=abc")).toBe("maxPrice: Maximum price must be a number");
    expect(await badRequest("maxPrice=99.5")).toBe("maxPrice: Maximum price must be a whole number");
  });

  it("narrows to products on sale, or not on sale", async () => {
    const onSale = await walk("onSale=true");
    expect(names(onSale).sort()).toEqual(seedNames((p) => p.originalPrice !== undefined));
    expect(onSale.every((item) => item.isOnSale && item.discountPercent !== null)).toBe(true);
    const notOnSale = await walk("onSale=false");
    expect(notOnSale.length + onSale.length).toBe(ACTIVE);
    expect(notOnSale.some((item) => item.isOnSale)).toBe(false);
  });

  it("narrows to trending products", async () => {
    const trending = await walk("trending=true");
    expect(names(trending).sort()).toEqual(seedNames((p) => p.isTrending === true));
    expect((await list("trending=false")).total).toBe(ACTIVE - trending.length);
  });

  it("searches any part of the name, brand or category, in any case", async () => {
    expect(names(await walk("q=DRILL")).sort()).toEqual([
      "Bosch GSB 550 Impact Drill 13 mm",
      "Bosch X-Line 100-Piece Drill and Screwdriver Bit Set",
      "DeWalt DCD771C2 18V Cordless Drill Driver Kit",
    ]);
    // Part of a brand: "kohl" also finds the Kohler toilet, whose name does not say Kohler.
    expect(names(await walk("q=kohl")).sort()).toEqual([
      "Kohler Rain Shower Set with Diverter",
      "Kohler Single-Lever Kitchen Sink Mixer",
      "Veil Smart Toilet",
    ]);
    expect(names(await walk("q=veil%20KOHLER"))).toEqual(["Veil Smart Toilet"]);
    // Part of a category the name does not contain: the goggles are "Safety Gear".
    expect(names(await walk("q=gear"))).toEqual(["DeWalt Anti-Fog Safety Goggles"]);
    expect(names(await walk("q=cleaning%20equip")).sort()).toEqual(
      seedNames((p) => p.category === "Cleaning Equipment"),
    );
    // "paint": the category Paint & Supplies, the brand Asian Paints and names with "paint".
    expect(names(await walk("q=paint")).sort()).toEqual(seedNames((p) => p.category === "Paint & Supplies"));
    // Every word must match: the Bosch drills only.
    expect(names(await walk("q=bosch%20drill")).sort()).toEqual([
      "Bosch GSB 550 Impact Drill 13 mm",
      "Bosch X-Line 100-Piece Drill and Screwdriver Bit Set",
    ]);
    // % and _ are taken literally.
    expect((await list("q=%25")).total).toBe(0);
    expect((await list("q=_")).total).toBe(0);
    const none = await list("q=nothing-like-this");
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 12, hasMore: false });
    // Blank search is no search.
    expect((await list("q=%20%20")).total).toBe(ACTIVE);
  });

  it("combines filters and keeps the sort", async () => {
    expect(names(await walk("category=Power%20Tools&brand=Bosch&onSale=true&maxPrice=10000"))).toEqual([
      "Bosch GSB 550 Impact Drill 13 mm",
    ]);
    const combined = await walk("q=bosch&minPrice=5000&maxPrice=30000&sort=price-desc");
    expect(names(combined)).toEqual([
      "Bosch UniversalAquatak 130 Pressure Washer",
      "Bosch GLM 40 Laser Distance Meter",
      "Bosch GSB 550 Impact Drill 13 mm",
    ]);
    const hot = await walk("trending=true&onSale=true&category=Power%20Tools&sort=price-asc");
    expect(names(hot)).toEqual([
      "Bosch GSB 550 Impact Drill 13 mm",
      "DeWalt DCD771C2 18V Cordless Drill Driver Kit",
    ]);
    // The hammer and the clamp twins have 188 reviews each: they follow the screwdrivers, by id.
    const stanleyHand = await walk("brand=Stanley&category=Hand%20Tools&sort=popular");
    expect(stanleyHand[0]?.name).toBe("Stanley 36-Piece Screwdriver Set");
    expect(stanleyHand.slice(1).map((item) => item.reviewCount)).toEqual([188, 188, 188]);
    expect(stanleyHand.slice(1)).toEqual([...stanleyHand.slice(1)].sort(byId));
  });

  it("answers a page past the end with no items", async () => {
    expect(await list("page=4")).toEqual({ items: [], total: ACTIVE, page: 4, pageSize: 12, hasMore: false });
    const last = await list("page=3");
    expect(last.items).toHaveLength(ACTIVE - 24);
    expect(last.hasMore).toBe(false);
  });

  it("refuses bad parameters with 400 and a clear message", async () => {
    expect(await badRequest("category=Toys")).toBe("category: Choose one of the shop categories");
    expect(await badRequest("brand=Acme")).toBe("brand: Choose one of the shop brands");
    expect(await badRequest("sort=newest")).toBe(
      "sort: Sort must be one of popular, price-asc, price-desc, rating, name",
    );
    expect(await badRequest("onSale=yes")).toBe("onSale: onSale must be true or false");
    expect(await badRequest("trending=1")).toBe("trending: trending must be true or false");
    expect(await badRequest("page=0")).toBe("page: Page must be at least 1");
    expect(await badRequest("page=x")).toBe("page: Page must be a number");
    expect(await badRequest("pageSize=49")).toBe("pageSize: Page size must be at most 48");
    expect(await badRequest("pageSize=0")).toBe("pageSize: Page size must be at least 1");
    expect(await badRequest(`q=${"a".repeat(101)}`)).toBe("q: Search must be at most 100 characters");
  });
});

it("the demo seed has every category and brand, sales, trending and a low-stock product", () => {
  expect(SEED).toHaveLength(24);
  expect(new Set(SEED.map((p) => p.category))).toEqual(new Set(SHOP_CATEGORIES));
  expect(new Set(SEED.map((p) => p.brand))).toEqual(new Set(SHOP_BRANDS));
  expect(SEED.filter((p) => p.originalPrice !== undefined).length).toBeGreaterThanOrEqual(5);
  expect(SEED.filter((p) => p.isTrending).length).toBeGreaterThanOrEqual(5);
  expect(SEED.some((p) => p.stockQuantity <= 5)).toBe(true);
  expect(SEED.some((p) => p.price > 30000)).toBe(true);
});

describe("GET /api/shop/products/:id", () => {
  it("shows a product with its specifications", async () => {
    const [meter] = (await list("q=GLM%2040")).items;
    const response = await t.app.inject({ url: `/api/shop/products/${meter?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...meter,
      specifications: { Range: "0.15-40 m", Accuracy: "±1.5 mm", Functions: "Length, area, volume" },
    });
  });

  it("answers 404 for an unknown or retired product and 400 for a malformed id", async () => {
    const [retired] = await t.db.query.marketplaceItems.findMany({
      where: (items, { eq }) => eq(items.isActive, false),
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", retired?.id]) {
      const response = await t.app.inject({ url: `/api/shop/products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "shop.product_not_found", message: "Product not found" });
    }
    const bad = await t.app.inject({ url: "/api/shop/products/drill" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: "request.invalid",
      field: "id",
      message: "id: Id must be a valid id",
      params: { problem: "Id must be a valid id" },
    });
  });
});

describe("categories and brands", () => {
  it("lists all 10 categories with their product counts", async () => {
    const response = await t.app.inject({ url: "/api/shop/categories" });
    expect(response.statusCode).toBe(200);
    const extra: Record<string, number> = { "Plumbing Supplies": 1, "Power Tools": 1, "Hand Tools": 2 };
    expect(response.json()).toEqual(
      SHOP_CATEGORIES.map((category) => ({
        category,
        count: SEED.filter((p) => p.category === category).length + (extra[category] ?? 0),
      })),
    );
    expect((response.json() as { count: number }[]).every((row) => row.count > 0)).toBe(true);
  });

  it("lists the 12 brands with their product counts", async () => {
    const response = await t.app.inject({ url: "/api/shop/brands" });
    expect(response.statusCode).toBe(200);
    const extra: Record<string, number> = { Kohler: 1, Hitachi: 1, Stanley: 2 };
    expect(response.json()).toEqual(
      SHOP_BRANDS.map((brand) => ({
        brand,
        count: SEED.filter((p) => p.brand === brand).length + (extra[brand] ?? 0),
      })),
    );
  });
});

describe("OpenAPI", () => {
  it("documents the shop routes with their responses", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    const paths = response.json().paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    expect(Object.keys(paths["/api/shop/products"]?.get?.responses ?? {})).toEqual([
      "200",
      "400",
      "403",
      "503",
    ]);
    expect(paths["/api/shop/orders"]?.post?.responses).toHaveProperty("201");
    expect(paths["/api/shop/orders/{id}/status"]?.patch?.responses).toHaveProperty("403");
    expect(paths["/api/shop/cart/{itemId}"]?.put?.responses).toHaveProperty("409");
  });
});
