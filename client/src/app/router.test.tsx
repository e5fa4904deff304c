import type { CurrentUser } from "@domain/auth/user";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { AppRouter } from "./router";

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

function signedInAs(user: CurrentUser | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async () =>
      user
        ? new Response(JSON.stringify(user), { status: 200 })
        : new Response(JSON.stringify({ code: "auth.unauthenticated", message: "You are not logged in" }), {
            status: 401,
          }),
    ),
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppRouter />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("route table", () => {
  it("shows Loading... while the current user loads", () => {
    signedInAs(null);
    renderAt("/");
    expect(screen.getByText("Loading...")).toBeTruthy();
  });

  it("denies a customer the professional dashboard", async () => {
    signedInAs(customer);
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("This page is only available for professionals.")).toBeTruthy();
  });

  it("gives a signed-in customer the customer home at /", async () => {
    signedInAs(customer);
    renderAt("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Namaste, Sita!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Beauty & Spa" }).getAttribute("href")).toBe(
      "/professionals?skillCategory=Beauty%20%26%20Spa",
    );
  });

  it("shows the 404 page for unknown paths", async () => {
    signedInAs(null);
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
  });

  it("marks the current page in the navigation", async () => {
    signedInAs(null);
    renderAt("/training");
    await screen.findByRole("heading", { level: 1, name: "Training" });
    const current = screen.getAllByRole("link", { current: "page" });
    expect(current.map((link) => link.getAttribute("href"))).toEqual(["/training", "/training"]);
  });
});
