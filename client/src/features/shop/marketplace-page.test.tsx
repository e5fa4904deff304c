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
