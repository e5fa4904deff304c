import type { CurrentUser } from "@domain/auth/user";
import type { InstantJobState, NearbyProfessional } from "@domain/instant-help/schemas";
import { INSTANT_NO_PLACE } from "@domain/instant-help/schemas";
import { addDays, nepalDay } from "@domain/kathmandu-day";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { InstantHelpPage } from "./instant-help-page";

const customer: CurrentUser = {
  id: "0b5f2c1e-7a8d-4c3b-9e1f-2a3b4c5d6e7f",
  email: "customer@demo.np",
  firstName: "Sita",
  lastName: "Sharma",
  profileImageUrl: null,
  role: "customer",
  location: null,
  isVerified: false,
  phone: null,
  phoneVerified: false,
};
const JOB_ID = "7e1d9c2b-3a4f-4b5c-8d6e-9f0a1b2c3d4e";
const PRO_ID = "5d0c6a3e-8f1e-4d6b-9c1a-2b3c4d5e6f70";

const nearby: NearbyProfessional[] = [
  {
    id: PRO_ID,
    firstName: "Ramesh",
    lastName: "Maharjan",
    profileImageUrl: null,
    isVerified: true,
    rating: 4.8,
    completedJobs: 127,
    location: "Jawalakhel, Lalitpur",
    skillCategories: ["Plumbing", "Electrical"],
    distanceBand: 0,
  },
];

const searching: InstantJobState = {
  jobId: JOB_ID,
  status: "dispatched",
  view: "searching",
  matchedCount: 2,
  expiresAt: new Date(Date.now() + 55_000).toISOString(),
  secondsLeft: 55,
  professional: null,
};
const found: InstantJobState = {
  ...searching,
  status: "accepted",
  view: "found",
  secondsLeft: 0,
  professional: {
    id: PRO_ID,
    firstName: "Ramesh",
    lastName: "Maharjan",
    profileImageUrl: null,
    rating: 4.8,
    completedJobs: 127,
    isVerified: true,
    distanceBand: 2,
    phone: null,
    messagesUrl: `/messages?userId=${PRO_ID}`,
    callOutPrice: 900,
  },
};
const noMatch: InstantJobState = { ...searching, status: "cancelled", view: "no-match", secondsLeft: 0 };

let user: CurrentUser | null;
let state: InstantJobState;
let createAnswer: { status: number; body: unknown };
let nearbyAnswer: { status: number; body: unknown };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url === "/api/auth/user")
    return user ? json(user) : json({ code: "auth.unauthenticated", message: "You are not logged in" }, 401);
  if (url.startsWith("/api/professionals/nearby")) return json(nearbyAnswer.body, nearbyAnswer.status);
  if (url === "/api/jobs/instant") return json(createAnswer.body, createAnswer.status);
  if (url === `/api/jobs/${JOB_ID}/instant/schedule`) return json({ jobId: JOB_ID }, 201);
  if (url === `/api/jobs/${JOB_ID}/instant`) return json(state);
  return json({ code: "server.internal", message: `unexpected ${init?.method ?? "GET"} ${url}` }, 500);
});
const calls = (method: string, prefix: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? "GET") === method && String(input).startsWith(prefix),
  );
const sentBody = (prefix: string) => JSON.parse(String(calls("POST", prefix)[0]?.[1]?.body));

let queryClient: QueryClient;
function renderPage() {
  queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <InstantHelpPage />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </QueryClientProvider>,
  );
}

/** Picks a place from the suggestions with the keyboard. */
async function choosePlace(text: string, label: string) {
  const box = await screen.findByRole("combobox", { name: "Location" });
  fireEvent.change(box, { target: { value: text } });
  const list = screen.getByRole("listbox", { name: "Matching places" });
  expect(within(list).getByRole("option", { name: new RegExp(label.split(",")[0] ?? "") })).toBeTruthy();
  fireEvent.keyDown(box, { key: "ArrowDown" });
  expect(box.getAttribute("aria-activedescendant")).toBeTruthy();
  fireEvent.keyDown(box, { key: "Enter" });
  expect((box as HTMLInputElement).value).toBe(label);
  expect(box.getAttribute("aria-expanded")).toBe("false");
}

async function fillRequiredFields() {
  fireEvent.change(await screen.findByLabelText("What do you need help with?"), {
    target: { value: "Burst pipe under the sink" },
  });
  const category = screen.getByRole("combobox", { name: "Service category" });
  fireEvent.keyDown(category, { key: "Enter" });
  fireEvent.click(await screen.findByRole("option", { name: "Plumbing" }));
  await waitFor(() => expect(category.textContent).toContain("Plumbing"));
}

beforeEach(() => {
  user = customer;
  state = searching;
  createAnswer = { status: 201, body: { success: true, jobId: JOB_ID } };
  nearbyAnswer = { status: 200, body: nearby };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  // Radix Select asks for these; jsdom has none.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  sessionStorage.clear();
  window.history.replaceState(null, "", "/instant-help");
});
afterEach(() => vi.unstubAllGlobals());

describe("the request form", () => {
  it("says what is missing, under each field and in a toast, and sends nothing", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Get Help Now" }));
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(screen.getByText("Please fill in all required fields")).toBeTruthy();
    // The toast is raised as the check fails; the field errors render on the form's next commit.
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Service category is required")).toBeTruthy();
    expect(screen.getByText("Location is required")).toBeTruthy();
    expect(calls("POST", "/api/jobs/instant")).toHaveLength(0);
  });

  it("sends the request with the chosen place's point and follows it live until found", async () => {
    renderPage();
    await fillRequiredFields();
    await choosePlace("jawal", "Jawalakhel, Lalitpur");
    expect(await screen.findByText("1 professional is online and free now")).toBeTruthy();
    expect(screen.getByText("Under 1 km")).toBeTruthy();
    expect(calls("GET", "/api/professionals/nearby").map(([url]) => String(url))).toContain(
      "/api/professionals/nearby?instant=true&lat=27.6727&lng=85.3137&skillCategory=Plumbing",
    );
    fireEvent.change(screen.getByLabelText("Description (optional)"), {
      target: { value: "Water everywhere" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Get Help Now" }));

    expect(await screen.findByRole("heading", { name: "Searching…" })).toBeTruthy();
    expect(sentBody("/api/jobs/instant")).toEqual({
      title: "Burst pipe under the sink",
      skillCategory: "Plumbing",
      location: "Jawalakhel, Lalitpur",
      latitude: 27.6727,
      longitude: 85.3137,
      description: "Water everywhere",
      urgency: "urgent",
    });
    expect(screen.getByText("Usually takes 30-60 seconds")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toMatch(/^\d+s$/);
    expect(await screen.findByText("Sent to 2 professionals nearby")).toBeTruthy();
    expect(sessionStorage.getItem("instant-help-request")).toContain(JOB_ID);

    // A professional accepts: the live job.status event refreshes every /api/jobs query.
    state = found;
    await act(() => queryClient.invalidateQueries({ queryKey: ["/api/jobs"] }));
    expect(await screen.findByRole("heading", { name: "Professional Found!" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ramesh Maharjan" })).toBeTruthy();
    expect(screen.getByText("Professional found!")).toBeTruthy();
    expect(screen.getByText("Ramesh Maharjan is on the way")).toBeTruthy();
    // A band from the professional's snapped home, never a precise distance.
    expect(screen.getByText("2–3 km away")).toBeTruthy();
    expect(screen.getByText("127 jobs completed")).toBeTruthy();

    const callNow = screen.getByRole("button", { name: "Call Now" });
    expect(screen.queryByRole("link", { name: "Message Ramesh Maharjan" })).toBeNull();
    fireEvent.click(callNow);
    expect(callNow.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Message Ramesh Maharjan" }).getAttribute("href")).toBe(
      `/messages?userId=${PRO_ID}`,
    );

    fireEvent.click(screen.getByRole("button", { name: "Start Over" }));
    expect(await screen.findByRole("button", { name: "Get Help Now" })).toBeTruthy();
    expect(sessionStorage.getItem("instant-help-request")).toBeNull();
  });

  it("shows the server's 'choose a place' refusal under the location", async () => {
    createAnswer = {
      status: 400,
      body: { code: "instant.no_place", field: "location", message: INSTANT_NO_PLACE },
    };
    renderPage();
    await fillRequiredFields();
    fireEvent.change(screen.getByRole("combobox", { name: "Location" }), { target: { value: "Mars" } });
    expect(screen.getByText(/No known place matches "Mars"/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Get Help Now" }));
    expect(await screen.findByText("Choose a place from the list or use your current location")).toBeTruthy();
    expect(sentBody("/api/jobs/instant")).toMatchObject({ location: "Mars" });
    expect(sentBody("/api/jobs/instant").latitude).toBeUndefined();
    expect(screen.queryByRole("heading", { name: "Searching…" })).toBeNull();
  });

  it("says so when the server could not create the request", async () => {
    createAnswer = { status: 201, body: { success: false, jobId: JOB_ID } };
    renderPage();
    await fillRequiredFields();
    await choosePlace("pulch", "Pulchowk, Lalitpur");
    fireEvent.click(screen.getByRole("button", { name: "Get Help Now" }));
    expect(await screen.findByText("Failed to create instant job request")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Searching…" })).toBeNull();
  });

  it("explains the search-point limit (429) in the nearby list, and the request can still be sent", async () => {
    nearbyAnswer = {
      status: 429,
      body: { code: "instant.too_many_places", message: "You have searched from 20 different places" },
    };
    renderPage();
    await fillRequiredFields();
    await choosePlace("pulch", "Pulchowk, Lalitpur");
    expect(await screen.findByText(/searched from many different places in the last hour/)).toBeTruthy();
    // Not retried: the answer stays 429 until its Retry-After.
    expect(calls("GET", "/api/professionals/nearby?instant=true&lat=27.678")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Get Help Now" })).toBeTruthy();
  });

  it("names the device's position after the nearest known place (SPEC geolocation options)", async () => {
    const getCurrentPosition = vi.fn<Geolocation["getCurrentPosition"]>((success) =>
      success({ coords: { latitude: 27.673, longitude: 85.3135, accuracy: 20 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Use my location" }));
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    // The position arrives asynchronously (lib/native's currentPosition).
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: "Location" }) as HTMLInputElement).value).toBe(
        "Jawalakhel, Lalitpur",
      ),
    );
    expect(screen.getByText("Location Updated")).toBeTruthy();
    await waitFor(() =>
      expect(calls("GET", "/api/professionals/nearby").map(([url]) => String(url))).toContain(
        "/api/professionals/nearby?instant=true&lat=27.673&lng=85.3135",
      ),
    );
  });

  it("sends a visitor to login with the form kept, and shows no nearby list", async () => {
    user = null;
    renderPage();
    expect(await screen.findByText("Sign in to see professionals who are free near you.")).toBeTruthy();
    await fillRequiredFields();
    await choosePlace("thamel", "Thamel, Kathmandu");
    fireEvent.click(screen.getByRole("button", { name: "Get Help Now" }));
    expect(await screen.findByText("Unauthorized")).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem("instant-help-draft") ?? "{}")).toMatchObject({
      title: "Burst pipe under the sink",
      skillCategory: "Plumbing",
      location: "Thamel, Kathmandu",
    });
    expect(calls("POST", "/api/jobs/instant")).toHaveLength(0);
    expect(calls("GET", "/api/professionals/nearby")).toHaveLength(0);
  });
});

describe("a request kept across a reload", () => {
  // A device in New York: Schedule Later still picks Nepal's days and hours.
  const deviceZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/New_York";
  });
  afterAll(() => {
    process.env.TZ = deviceZone;
  });

  const keep = () =>
    sessionStorage.setItem(
      "instant-help-request",
      JSON.stringify({
        jobId: JOB_ID,
        userId: customer.id,
        confirmedAt: Date.now() - 60_000,
        draft: { title: "Burst pipe", skillCategory: "Plumbing", location: "Jawalakhel, Lalitpur" },
      }),
    );

  it("resumes searching", async () => {
    keep();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Searching…" })).toBeTruthy();
    expect(screen.getByText("Burst pipe")).toBeTruthy();
  });

  it("offers Call Now as a phone link when the professional gave a number", async () => {
    keep();
    state = {
      ...found,
      professional: found.professional && { ...found.professional, phone: "+9779841234567" },
    };
    renderPage();
    const call = await screen.findByRole("link", { name: "Call Now" });
    expect(call.getAttribute("href")).toBe("tel:+9779841234567");
    expect(screen.getByText("9841234567")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Message Ramesh Maharjan" }).getAttribute("href")).toBe(
      `/messages?userId=${PRO_ID}`,
    );
  });

  it("is not another account's", async () => {
    keep();
    user = { ...customer, id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" };
    renderPage();
    expect(await screen.findByRole("button", { name: "Get Help Now" })).toBeTruthy();
    expect(calls("GET", `/api/jobs/${JOB_ID}`)).toHaveLength(0);
  });

  it("offers Try Again with the same request, and Schedule Later as a dated job", async () => {
    keep();
    state = noMatch;
    renderPage();
    expect(await screen.findByRole("heading", { name: "No Instant Match Found" })).toBeTruthy();
    expect(
      screen.getByText("No professionals are immediately available. We can help you schedule for later."),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Schedule Later" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule for later" });
    const date = within(dialog).getByLabelText("Date") as HTMLInputElement;
    const time = within(dialog).getByLabelText("Time") as HTMLInputElement;
    expect(time.value).toBe("09:00");
    // Tomorrow in Nepal, whatever the device's zone (the test's runs in New York: see above).
    const tomorrow = addDays(nepalDay(), 1);
    expect(date.value).toBe(tomorrow);
    expect(within(dialog).getByText("Nepal time (UTC+5:45), wherever you are")).toBeTruthy();

    fireEvent.change(date, { target: { value: "2020-01-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Job" }));
    expect(await within(dialog).findByText("Choose a time in the future")).toBeTruthy();
    expect(calls("POST", `/api/jobs/${JOB_ID}/instant/schedule`)).toHaveLength(0);

    fireEvent.change(date, { target: { value: "2099-03-04" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Job" }));
    expect(await within(dialog).findByText("Choose a date within 60 days")).toBeTruthy();

    fireEvent.change(date, { target: { value: tomorrow } });
    fireEvent.change(time, { target: { value: "14:30" } });
    expect(within(dialog).getByText(/^That is \w{3} \d{1,2} \w{3}, 2:30 pm$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Job" }));
    expect(await screen.findByText("Job Scheduled")).toBeTruthy();
    expect(sentBody(`/api/jobs/${JOB_ID}/instant/schedule`)).toEqual({
      scheduledAt: new Date(`${tomorrow}T14:30:00+05:45`).toISOString(),
    });
    expect(window.location.pathname).toBe("/jobs");
    expect(sessionStorage.getItem("instant-help-request")).toBeNull();
  });

  it("Try Again brings back the form filled in", async () => {
    keep();
    state = noMatch;
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(((await screen.findByLabelText("What do you need help with?")) as HTMLInputElement).value).toBe(
      "Burst pipe",
    );
    expect((screen.getByRole("combobox", { name: "Location" }) as HTMLInputElement).value).toBe(
      "Jawalakhel, Lalitpur",
    );
  });
});
