import { describe, expect, it } from "vitest";
import { isCacheableImage, isPublicRead, NOT_APP_PAGES } from "./cache-rules";

const ORIGIN = "https://sipalu.np";
const ID = "3f1c2a9e-5b7d-4c8e-9a0b-1c2d3e4f5a6b";
const read = (path: string, method = "GET") => isPublicRead({ method }, new URL(path, ORIGIN), ORIGIN);

describe("isPublicRead", () => {
  it("accepts the public directory, catalogue and reference reads, with any query", () => {
    for (const path of [
      "/api/professionals?skills=plumber&page=2",
      `/api/professionals/${ID}`,
      `/api/professionals/${ID}/reviews?page=1`,
      `/api/professionals/${ID}/jobs`,
      "/api/reviews/highlights",
      "/api/shop/products?category=tools",
      `/api/shop/products/${ID}`,
      "/api/shop/categories",
      "/api/shop/brands",
      "/api/training/categories",
    ]) {
      expect(read(path), path).toBe(true);
    }
  });

  it("refuses sign-in, live events, per-user reads and writes", () => {
    for (const path of [
      "/api/auth/user",
      "/api/events",
      "/api/version",
      "/api/professionals/nearby",
      "/api/professionals/profile",
      `/api/professionals/metrics/${ID}`,
      "/api/jobs",
      "/api/jobs/mine",
      "/api/messages/conversations",
      "/api/saved-professionals",
      "/api/shop/cart",
      "/api/shop/wishlist",
      "/api/shop/orders",
      "/api/training/programs",
      "/api/training/enrollments",
      "/api/verifications",
    ]) {
      expect(read(path), path).toBe(false);
    }
    expect(read("/api/professionals", "POST")).toBe(false);
    expect(isPublicRead({ method: "GET" }, new URL("https://other.example/api/professionals"), ORIGIN)).toBe(
      false,
    );
  });
});

describe("isCacheableImage", () => {
  const image = (href: string) => isCacheableImage({ destination: "image" }, new URL(href, ORIGIN), ORIGIN);

  it("keeps the app's own images but not the API's or other sites'", () => {
    expect(image("/icon-192.png")).toBe(true);
    // The catalogue's illustrations: not precached, kept once seen.
    expect(image("/catalog/products/stanley-claw-hammer.svg")).toBe(true);
    expect(image(`/api/verifications/${ID}/document`)).toBe(false);
    expect(image("https://images.example/avatar.jpg")).toBe(false);
    expect(isCacheableImage({ destination: "script" }, new URL("/a.js", ORIGIN), ORIGIN)).toBe(false);
  });
});

describe("NOT_APP_PAGES", () => {
  const skipsShell = (pathAndQuery: string) => NOT_APP_PAGES.some((pattern) => pattern.test(pathAndQuery));

  it("leaves the API and files to the network and every other path to the app shell", () => {
    expect(skipsShell("/api/docs")).toBe(true);
    expect(skipsShell("/offline.html")).toBe(true);
    expect(skipsShell("/assets/index-abc.js?v=1")).toBe(true);
    expect(skipsShell("/professionals")).toBe(false);
    expect(skipsShell(`/marketplace/${ID}`)).toBe(false);
    expect(skipsShell("/login?next=/shop.html")).toBe(false);
  });
});
