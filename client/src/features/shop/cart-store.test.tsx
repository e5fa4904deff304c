import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { CartButton } from "./cart-button";
import {
  clearLocalCart,
  LOCAL_CART_KEY,
  localItemCount,
  mergeLocalCart,
  readLocalCart,
  setLocalQuantity,
} from "./cart-store";

const DRILL = "0b7c9f0e-1d2a-4c3b-8e5f-6a7b8c9d0e1f";
const TAPE = "1c8d0a1f-2e3b-4d4c-9f6a-7b8c9d0e1f2a";

const stored = () => JSON.parse(localStorage.getItem(LOCAL_CART_KEY) ?? "[]");

beforeEach(() => clearLocalCart());
afterEach(() => vi.unstubAllGlobals());

describe("the visitor cart", () => {
  it("keeps lines in localStorage, adds up the count and drops a line at 0", () => {
    setLocalQuantity(DRILL, 2);
    setLocalQuantity(TAPE, 1);
    setLocalQuantity(DRILL, 3);
    expect(stored()).toEqual([
      { itemId: DRILL, quantity: 3 },
      { itemId: TAPE, quantity: 1 },
    ]);
    expect(localItemCount(readLocalCart())).toBe(4);
    setLocalQuantity(TAPE, 0);
    expect(stored()).toEqual([{ itemId: DRILL, quantity: 3 }]);
    setLocalQuantity(DRILL, 0);
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it("never holds more than the stock given or 10, the most one order takes", () => {
    setLocalQuantity(DRILL, 7, 4);
    setLocalQuantity(TAPE, 250);
    expect(readLocalCart()).toEqual([
      { itemId: DRILL, quantity: 4 },
      { itemId: TAPE, quantity: 10 },
    ]);
  });
});

describe("merging the visitor cart after sign-in", () => {
  it("sends the lines once and empties the browser cart", async () => {
    setLocalQuantity(DRILL, 2);
    const send = vi.fn(async () => "merged");
    const [first, second] = await Promise.all([mergeLocalCart(send), mergeLocalCart(send)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([{ itemId: DRILL, quantity: 2 }]);
    expect(first).toBe("merged");
    expect(second).toBe("merged");
    expect(readLocalCart()).toEqual([]);
    expect(await mergeLocalCart(send)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("puts the lines back when the merge fails", async () => {
    setLocalQuantity(DRILL, 2);
    const send = vi.fn(async () => {
      throw new Error("503: Service Unavailable");
    });
    await expect(mergeLocalCart(send)).rejects.toThrow("503");
    expect(readLocalCart()).toEqual([{ itemId: DRILL, quantity: 2 }]);
  });

  it("is done by the header's cart button for a signed-in user, which then counts the server's cart", async () => {
    setLocalQuantity(DRILL, 2);
    setLocalQuantity(TAPE, 1);
    const posted: unknown[] = [];
    const serverCart = {
      lines: [],
      itemCount: 0,
      subtotal: 0,
      deliveryFee: 0,
      total: 0,
      freeDeliveryAbove: 15000,
    };
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (String(input) === "/api/shop/cart/merge" && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        serverCart.itemCount = 3;
      }
      return new Response(JSON.stringify(serverCart), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CartButton signedIn />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toBeTruthy();
    expect(posted).toEqual([
      {
        lines: [
          { itemId: DRILL, quantity: 2 },
          { itemId: TAPE, quantity: 1 },
        ],
      },
    ]);
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it("counts a visitor's own cart without asking the server", async () => {
    setLocalQuantity(TAPE, 2);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CartButton signedIn={false} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeTruthy());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
