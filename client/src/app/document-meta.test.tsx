import { readFileSync } from "node:fs";
import path from "node:path";
import { APP_ROUTES, appPageAt } from "@domain/app-routes";
import type { CurrentUser } from "@domain/auth/user";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import en from "@/locales/en.json";
import ne from "@/locales/ne.json";
import { pageShown } from "./document-meta";
import { AppRouter } from "./router";

const routerSource = readFileSync(path.join(process.cwd(), "client/src/app/router.tsx"), "utf8");

describe("the route table of domain/app-routes.ts", () => {
  it("names exactly the paths the router has pages for", () => {
    const routed = [...routerSource.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1]);
    expect(routed.length).toBeGreaterThan(20);
    expect(new Set(routed)).toEqual(new Set(APP_ROUTES.map((route) => route.path)));
  });

  it("matches paths as the router does: one segment per parameter, any case, a trailing slash", () => {
    expect(appPageAt("/")).toBe("home");
    expect(appPageAt("/professionals")).toBe("professionals");
    expect(appPageAt("/Professionals/")).toBe("professionals");
    expect(appPageAt("/marketplace/3f0b")).toBe("product");
    expect(appPageAt("/admin/orders")).toBe("adminOrders");
    for (const missing of ["/nope", "/marketplace/a/b", "/marketplace//", "/admin/nope", "/jobs-hubx"]) {
      expect(appPageAt(missing), missing).toBeNull();
    }
  });

  it("titles / for who is looking and any other path as not found", () => {
    expect(pageShown("/", undefined)).toBe("landing");
    expect(pageShown("/", "customer")).toBe("home");
    expect(pageShown("/", "professional")).toBe("dashboard");
    expect(pageShown("/somewhere-else", "customer")).toBe("notFound");
  });

  it("has a title and a description for every page in both languages", () => {
    const pages = [...APP_ROUTES.map((route) => route.page), "landing", "notFound"];
    for (const strings of [en, ne]) {
      const meta = strings.meta.pages as Record<string, { title?: string; description?: string }>;
      for (const page of pages) {
        expect(meta[page]?.title, page).toBeTruthy();
        expect(meta[page]?.description?.length, page).toBeGreaterThan(20);
      }
    }
    const descriptions = pages.map(
      (page) => (en.meta.pages as Record<string, { description: string }>)[page],
    );
    expect(new Set(descriptions.map((d) => d?.description)).size).toBe(pages.length);
  });
});

const customer: CurrentUser = {
  id: "0f8f5a3e-8f1e-4d6b-9c1a-2b3c4d5e6f70",
  email: "customer@demo.np",
  firstName: "Sita",
  lastName: "Sharma",
  profileImageUrl: null,
  role: "customer",
  location: "Kathmandu",
  isVerified: false,
  phone: null,
  phoneVerified: false,
};

/** The page's meta description, as index.html has one. */
function descriptionMeta(): HTMLMetaElement {
  const found = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const description = document.createElement("meta");
  description.name = "description";
  document.head.append(description);
  return description;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

/** The app at `path`, signed in as the customer (every other request answers 404); the page's meta description. */
function renderAppAt(path: string): HTMLMetaElement {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith("/api/auth/user")
        ? new Response(JSON.stringify(customer), { status: 200 })
        : new Response(JSON.stringify({ code: "route.not_found", message: "Not found" }), { status: 404 }),
    ),
  );
  const description = descriptionMeta();
  window.history.replaceState(null, "", path);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppRouter />
    </QueryClientProvider>,
  );
  return description;
}

describe("the document's title and description", () => {
  it("follow the page and the language", async () => {
    const description = renderAppAt("/no-such-page");
    await waitFor(() => expect(document.title).toBe("404 Page Not Found · Sipalu"));
    expect(description.content).toBe("This page does not exist on Sipalu.");
    await act(() => setLanguage("ne"));
    await waitFor(() => expect(document.title).toBe("४०४ पृष्ठ भेटिएन · सिपालु"));
    expect(description.content).toBe("यो पृष्ठ सिपालुमा छैन।");
  });

  it("name a page of the app by what it shows, and change as the reader moves on", async () => {
    const description = renderAppAt("/professionals");
    await waitFor(() => expect(document.title).toBe(`${en.meta.pages.professionals.title} · Sipalu`));
    expect(description.content).toBe(en.meta.pages.professionals.description);
    await act(() => {
      window.history.pushState(null, "", "/marketplace");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(document.title).toBe(`${en.meta.pages.marketplace.title} · Sipalu`));
    expect(description.content).toBe(en.meta.pages.marketplace.description);
  });
});
