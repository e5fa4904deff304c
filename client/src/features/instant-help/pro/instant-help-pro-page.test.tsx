import type { ServiceAreaProfile } from "@domain/availability/service-area";
import type { InstantOffer, InstantStats } from "@domain/instant-help/schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { InstantHelpProPage } from "../instant-help-pro-page";

const LEAK = "11111111-1111-4111-8111-111111111111";
const WIRING = "22222222-2222-4222-8222-222222222222";

const offer = (jobId: string, title: string, secondsLeft = 50): InstantOffer => ({
  jobId,
  title,
  description: "Water everywhere under the sink.",
  skillCategory: "Plumbing",
  location: "Jawalakhel, Lalitpur",
  urgency: "urgent",
  distanceKm: 2.345,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
  secondsLeft,
  customerName: "Aarati S.",
  callOutPrice: 900,
});

const profileOf = (available: boolean): ServiceAreaProfile => ({
  isOnline: available,
  isFreeNow: available,
  serviceRadius: 5,
  homeLatitude: "27.6727000",
  homeLongitude: "85.3120000",
  location: "Jawalakhel, Lalitpur",
  responseTime: null,
  acceptanceRate: null,
  completedJobs: 0,
  rating: 0,
});

type Server = {
  profile: ServiceAreaProfile;
  offers: InstantOffer[];
  stats: InstantStats;
  patch?: number;
  offersStatus?: number;
  accept?: { status: number; body: unknown };
};
let server: Server;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? "GET";
  if (url === "/api/professionals/profile" && method === "PATCH") {
    if (server.patch)
      return json({ code: "server.internal", message: "Internal Server Error" }, server.patch);
    server.profile = { ...server.profile, ...JSON.parse(String(init?.body)) };
    return json(server.profile);
  }
  if (url === "/api/professionals/profile") return json(server.profile);
  if (url.startsWith("/api/instant-help/requests")) {
    return server.offersStatus
      ? json({ code: "server.internal", message: "Internal Server Error" }, server.offersStatus)
      : json(server.offers);
  }
  if (url === "/api/instant-help/stats") return json(server.stats);
  if (url.endsWith("/instant/accept")) {
    const { status, body } = server.accept ?? { status: 200, body: {} };
    if (status === 409) server.offers = server.offers.filter((item) => !url.includes(item.jobId));
    return json(body, status);
  }
  return json({ code: "route.not_found", message: `Not found: ${method} ${url}` }, 404);
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? "GET") === method && String(url).includes(path),
  );

function renderPage() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <InstantHelpProPage />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </QueryClientProvider>,
  );
}

const availability = () => screen.findByRole("switch", { name: "Available for instant help" });

beforeEach(() => {
  server = {
    profile: profileOf(true),
    offers: [offer(LEAK, "Burst pipe in the kitchen"), offer(WIRING, "Sparking socket")],
    stats: { urgentNow: 2, avgResponseMinutes: 3.5, avgInstantPay: 1500, acceptedCount: 4 },
  };
  server.profile.responseTime = 15;
  server.profile.acceptanceRate = 87.5;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/instant-help");
});
afterEach(() => vi.unstubAllGlobals());

describe("InstantHelpProPage", () => {
  it("lists the urgent requests offered to me, with the stats from my data", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Urgent Requests Nearby (2)" })).toBeTruthy();
    expect((await availability()).getAttribute("aria-checked")).toBe("true");
    const cards = screen.getAllByRole("listitem", { name: /Burst pipe|Sparking socket/ });
    expect(cards).toHaveLength(2);
    const card = within(screen.getByRole("listitem", { name: "Burst pipe in the kitchen" }));
    expect(card.getByText("URGENT")).toBeTruthy();
    expect(card.getByText("2.3 km away")).toBeTruthy();
    expect(card.getByText("Customer: Aarati S.")).toBeTruthy();
    expect(card.getByText(/^0:(4|5)\d left$/)).toBeTruthy();
    expect(card.getByRole("button", { name: "Accept" })).toBeTruthy();
    expect(screen.getByText("You're online and available for instant help requests")).toBeTruthy();
    // My profile's response time, in the words the dashboard and my profile use too.
    expect(await screen.findByText("about 15 min")).toBeTruthy();
    expect(screen.getByText("Acceptance rate: 88%")).toBeTruthy();
    expect(screen.getByText("₨ 1.5K")).toBeTruthy();
  });

  it("shows — for figures there is no data for yet, New for my track record, and 'No urgent requests right now'", async () => {
    server.offers = [];
    server.stats = { urgentNow: 0, avgResponseMinutes: null, avgInstantPay: null, acceptedCount: 0 };
    server.profile.responseTime = null;
    server.profile.acceptanceRate = null;
    renderPage();
    expect(await screen.findByText("No urgent requests right now")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Urgent Requests Nearby (0)" })).toBeTruthy();
    // Avg Instant Pay has no data; my response time is New, not a dash.
    await waitFor(() => expect(screen.getAllByText("—")).toHaveLength(1));
    expect(screen.getByText("New")).toBeTruthy();
    expect(screen.getByText("Acceptance rate: New")).toBeTruthy();
  });

  it("asks the server for the category and distance of the URL", async () => {
    window.history.replaceState(null, "", "/instant-help?category=Electrical&range=5");
    renderPage();
    await screen.findByRole("heading", { name: "Urgent Requests Nearby (2)" });
    expect(calls("GET", "/api/instant-help/requests").map(([url]) => String(url))).toContain(
      "/api/instant-help/requests?category=Electrical&rangeKm=5",
    );
  });

  it("goes online from the offline state and saves it to the profile", async () => {
    server.profile = profileOf(false);
    renderPage();
    expect(await screen.findByText("Turn on availability to see instant requests")).toBeTruthy();
    expect((await availability()).getAttribute("aria-checked")).toBe("false");
    expect(calls("GET", "/api/instant-help/requests")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Go Online Now" }));
    expect(await screen.findByText("You're now available!")).toBeTruthy();
    expect(screen.getByText("You'll receive instant help requests from nearby customers.")).toBeTruthy();
    expect(JSON.parse(String(calls("PATCH", "/api/professionals/profile")[0]?.[1]?.body))).toEqual({
      isOnline: true,
      isFreeNow: true,
    });
    expect(await screen.findByRole("heading", { name: "Urgent Requests Nearby (2)" })).toBeTruthy();
  });

  it("goes offline with the switch", async () => {
    renderPage();
    fireEvent.click(await availability());
    expect(await screen.findByText("Availability turned off")).toBeTruthy();
    expect(screen.getByText("You won't receive instant help notifications.")).toBeTruthy();
    expect(JSON.parse(String(calls("PATCH", "/api/professionals/profile")[0]?.[1]?.body))).toEqual({
      isOnline: false,
      isFreeNow: false,
    });
    expect(await screen.findByRole("button", { name: "Go Online Now" })).toBeTruthy();
    expect(screen.queryByText("You're online and available for instant help requests")).toBeNull();
  });

  it("says 'Failed to update availability' and keeps the switch as saved", async () => {
    server.patch = 500;
    renderPage();
    const toggle = await availability();
    fireEvent.click(toggle);
    expect(await screen.findByText("Failed to update availability")).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  });

  it("says 'Failed to fetch instant jobs' when the list cannot be read", async () => {
    server.offersStatus = 500;
    renderPage();
    expect(await screen.findByText("Failed to fetch instant jobs")).toBeTruthy();
  });

  it("accepts a request and goes to the jobs hub", async () => {
    renderPage();
    const card = within(await screen.findByRole("listitem", { name: "Sparking socket" }));
    fireEvent.click(card.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Request accepted")).toBeTruthy();
    expect(calls("POST", `/api/jobs/${WIRING}/instant/accept`)).toHaveLength(1);
    expect(window.location.pathname).toBe("/jobs-hub");
  });

  it("says when someone else was faster and drops the card", async () => {
    server.accept = {
      status: 409,
      body: { code: "instant.taken", message: "This request has already been taken" },
    };
    renderPage();
    const card = within(await screen.findByRole("listitem", { name: "Burst pipe in the kitchen" }));
    fireEvent.click(card.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("This request has already been taken")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Urgent Requests Nearby (1)" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "Burst pipe in the kitchen" })).toBeNull();
    expect(window.location.pathname).toBe("/instant-help");
  });

  it("drops a request when its time runs out", async () => {
    server.offers = [offer(LEAK, "Burst pipe in the kitchen", 1), offer(WIRING, "Sparking socket")];
    renderPage();
    expect(await screen.findByRole("heading", { name: "Urgent Requests Nearby (2)" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Urgent Requests Nearby (1)" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "Burst pipe in the kitchen" })).toBeNull();
  });
});
