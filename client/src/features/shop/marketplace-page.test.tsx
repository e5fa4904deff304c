import type { Product, ProductsPage } from "@domain/shop/schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { MarketplacePage } from "./marketplace-page";

const drill: Product = {
  id: "0b7c9f0e-1d2a-4c3b-8e5f-6a7b8c9d0e1f",
  name: "Bosch GSB 550 Impact Drill 13 mm",
  description: "Compact impact drill.",
  category: "Power Tools",
  brand: "Bosch",
  price: 6850,
  originalPrice: 7900,
  discountPercent: 13,
  imageUrl: null,
  rating: 4.6,
  reviewCount: 214,
  isOnSale: true,
  isTrending: true,
  stockQuantity: 3,
  inStock: true,
};

let items: Product[];
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith("/api/auth/user")) return new Response("{}", { status: 401 });
  if (url.startsWith("/api/shop/categories")) {
    return new Response(JSON.stringify([{ category: "Power Tools", count: 4 }]), { status: 200 });
  }
  const page: ProductsPage = { items, total: items.length, page: 1, pageSize: 12, hasMore: false };
  return new Response(JSON.stringify(page), { status: 200 });
});
const productRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter(
      (url) => url.startsWith("/api/shop/products") && !url.includes("trending=true&sort=popular&pageSize=4"),
    );

beforeEach(() => {
  items = [drill];
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  // jsdom does not scroll.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MarketplacePage />
    </QueryClientProvider>,
  );
}

describe("/marketplace", () => {
  it("asks the API for the URL's filters and shows price, discount and stock", async () => {
    renderAt("/marketplace?category=Hardware&price=under-5000&sort=price-asc");
    expect(await screen.findByText("1 product found")).toBeTruthy();
    expect(productRequests()).toEqual([
      "/api/shop/products?sort=price-asc&category=Hardware&minPrice=0&maxPrice=5000&page=1&pageSize=12",
    ]);
    const card = screen.getAllByRole("article", { name: drill.name })[0];
    expect(card?.textContent).toContain("₨ 6,850");
    expect(card?.textContent).toContain("₨ 7,900");
    expect(card?.textContent).toContain("13% off");
    expect(card?.textContent).toContain("Only 3 left");
  });

  it("draws a product's illustration in a box sized before it loads, and its category's icon when it has none", async () => {
    const own = { ...drill, id: "5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a", name: "A seller's own drill" };
    items = [{ ...drill, imageUrl: "/catalog/products/bosch-impact-drill.svg" }, own];
    renderAt("/marketplace");
    const [card] = await screen.findAllByRole("article", { name: drill.name });
    const image = card?.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/catalog/products/bosch-impact-drill.svg");
    // Decorative: the product's name is written beside it.
    expect(image?.getAttribute("alt")).toBe("");
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["320", "240"]);
    expect([image?.getAttribute("loading"), image?.getAttribute("decoding")]).toEqual(["lazy", "async"]);
    const [ownCard] = screen.getAllByRole("article", { name: own.name });
    expect(ownCard?.querySelector("img")).toBeNull();
  });

  it("sets the category from a Shop by Category card, in the URL and the request", async () => {
    renderAt("/marketplace?price=under-5000");
    fireEvent.click(await screen.findByRole("button", { name: /^Power Tools/ }));
    await waitFor(() => expect(window.location.search).toBe("?price=under-5000&category=Power+Tools"));
    await waitFor(() =>
      expect(productRequests()).toContain(
        "/api/shop/products?sort=popular&category=Power+Tools&minPrice=0&maxPrice=5000&page=1&pageSize=12",
      ),
    );
    expect(screen.getByRole("button", { name: /^Power Tools/ }).getAttribute("aria-pressed")).toBe("true");
  });

  it("offers Clear all filters when nothing is found, keeping the sort", async () => {
    items = [];
    renderAt("/marketplace?q=zzz&sale=true&sort=name");
    expect(await screen.findByText("No products found. Try adjusting your search or filters")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Clear all filters" })[0] as HTMLElement);
    await waitFor(() => expect(window.location.search).toBe("?sort=name"));
  });
});
