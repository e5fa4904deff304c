import type { ListedProfessional, ProfessionalsPage as Page } from "@domain/professionals/schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { ProfessionalsPage } from "./professionals-page";

const ramesh: ListedProfessional = {
  id: "5d0c6a3e-8f1e-4d6b-9c1a-2b3c4d5e6f70",
  firstName: "Ramesh",
  lastName: "Maharjan",
  profileImageUrl: null,
  location: "Jawalakhel, Lalitpur",
  skillCategories: ["Plumbing", "Electrical", "AC Repair", "Mason"],
  hourlyRate: 900,
  rating: 4.8,
  completedJobs: 127,
  reviewCount: 64,
  isVerified: true,
  isOnline: true,
  distanceBand: null,
};

let answer: Page;
/** The signed-in user /api/auth/user answers with, or null for a visitor. */
let me: object | null = null;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith("/api/auth/user"))
    return me ? new Response(JSON.stringify(me), { status: 200 }) : new Response("{}", { status: 401 });
  return new Response(JSON.stringify(answer), { status: 200 });
});
const requested = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes("professionals"));

beforeEach(() => {
  answer = { professionals: [ramesh], total: 1, totalCapped: false };
  me = null;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfessionalsPage />
    </QueryClientProvider>,
  );
}

describe("/professionals", () => {
  it("asks the API for the URL's filters and shows cards with the first two skills and '+N more'", async () => {
    renderAt("/professionals?skills=plumb&isVerified=true");
    expect(await screen.findByText("1 professional found")).toBeTruthy();
    expect(requested()).toEqual(["/api/professionals?skills=plumb&isVerified=true&limit=12&offset=0"]);
    expect(screen.getByText("Ramesh Maharjan")).toBeTruthy();
    expect(screen.getByText("Plumbing")).toBeTruthy();
    expect(screen.getByText("Electrical")).toBeTruthy();
    expect(screen.queryByText("AC Repair")).toBeNull();
    expect(screen.getByText("+2 more")).toBeTruthy();
    expect(screen.getByText("₨ 900/hr")).toBeTruthy();
    expect(screen.getByText("127 jobs completed")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ramesh Maharjan/ }).getAttribute("href")).toBe(
      `/professionals?skills=plumb&isVerified=true&pro=${ramesh.id}`,
    );
  });

  it("removes a filter from the URL and the list when its chip is removed", async () => {
    renderAt("/professionals?skills=plumb&location=lalit");
    fireEvent.click(await screen.findByRole("button", { name: "Remove filter Skills: plumb" }));
    await waitFor(() => expect(window.location.search).toBe("?location=lalit"));
    await waitFor(() => expect(requested()).toContain("/api/professionals?location=lalit&limit=12&offset=0"));
    expect((screen.getByRole("searchbox", { name: "Skills" }) as HTMLInputElement).value).toBe("");
  });

  it("says 'n+' when the server stopped counting, and offers more past that count", async () => {
    answer = { professionals: [ramesh], total: 1, totalCapped: true };
    renderAt("/professionals?location=kath");
    expect(await screen.findByText("1+ professional found")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(requested()).toContain("/api/professionals?location=kath&limit=12&offset=1"));
  });

  it("suggests skills and places when nothing is found", async () => {
    answer = { professionals: [], total: 0, totalCapped: false };
    renderAt("/professionals?skills=zzz");
    expect(await screen.findByRole("heading", { name: "No professionals found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Beauty" }).getAttribute("href")).toBe(
      "/professionals?skills=Beauty",
    );
    expect(screen.getByRole("link", { name: "Bhaktapur" }).getAttribute("href")).toBe(
      "/professionals?location=Bhaktapur",
    );
  });
});

describe("order and hourly rate", () => {
  it("asks for the URL's order and rate range, with a chip for each end of the range", async () => {
    renderAt("/professionals?sort=price-asc&minRate=500&maxRate=1500");
    expect(await screen.findByText("1 professional found")).toBeTruthy();
    expect(requested()).toEqual([
      "/api/professionals?minRate=500&maxRate=1500&sort=price-asc&limit=12&offset=0",
    ]);
    expect(screen.getByRole("button", { name: "Remove filter From ₨ 500/hr" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove filter Up to ₨ 1,500/hr" }));
    await waitFor(() => expect(window.location.search).toBe("?sort=price-asc&minRate=500"));
  });

  it("applies a typed rate range on Search, in whole rupees", async () => {
    renderAt("/professionals");
    await screen.findByText("1 professional found");
    fireEvent.change(screen.getByRole("textbox", { name: "Lowest hourly rate" }), {
      target: { value: "1,000" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Highest hourly rate" }), {
      target: { value: "abc" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(window.location.search).toBe("?minRate=1000"));
  });

  it("shows a visitor who asks for nearest first the best rated, and a way to sign in", async () => {
    renderAt("/professionals?sort=distance");
    expect(await screen.findByText("Sign in to sort by distance")).toBeTruthy();
    await waitFor(() => expect(requested()).toEqual(["/api/professionals?limit=12&offset=0"]));
  });

  it("measures nearest first from the device's position, to ~100 m, and shows each distance band", async () => {
    me = { id: ramesh.id, email: "sita@example.np", firstName: "Sita", lastName: "Rai", role: "customer" };
    answer = { professionals: [{ ...ramesh, distanceBand: 2 }], total: 1, totalCapped: false };
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 27.67912, longitude: 85.31964, accuracy: 20 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    renderAt("/professionals?sort=distance");
    expect(await screen.findByText("2–3 km away")).toBeTruthy();
    expect(requested()).toEqual(["/api/professionals?sort=distance&lat=27.679&lng=85.32&limit=12&offset=0"]);
  });
});
