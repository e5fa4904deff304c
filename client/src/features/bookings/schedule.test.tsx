import type { Booking, Calendar } from "@domain/bookings/schemas";
import { nepalInstant } from "@domain/kathmandu-day";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithQuery, stubFetch } from "@/test/render";
import { Schedule } from "./schedule";

const at = (day: string, time: string) => (nepalInstant(day, time) as Date).toISOString();
const person = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: "Gurung",
  profileImageUrl: null,
});

const booking = (
  title: string,
  startsAt: string,
  endsAt: string,
  changes: Partial<Booking> = {},
): Booking => ({
  id: `booking-${title.replaceAll(" ", "-")}`,
  jobId: `job-${title}`,
  title,
  skillCategory: "Plumbing",
  location: "Jawalakhel, Lalitpur",
  status: "accepted",
  awaiting: null,
  startsAt,
  endsAt,
  requestedStartsAt: startsAt,
  estimatedHours: 2,
  hourlyRate: 800,
  price: 1600,
  answerBy: startsAt,
  declineReason: null,
  cancelledBy: null,
  cancelReason: null,
  cancellationFee: null,
  reschedule: null,
  series: null,
  customer: person("c1", "Maya"),
  professional: person("p1", "Bikash"),
  createdAt: startsAt,
  ...changes,
});

// Sunday 29 November to Saturday 5 December 2026; Thursday 3 December off.
const WEEK: Calendar = {
  from: "2026-11-29",
  days: 7,
  bookings: [
    booking("Fix the tap", at("2026-12-02", "09:00"), at("2026-12-02", "11:00")),
    booking("Check the geyser", at("2026-12-02", "14:00"), at("2026-12-02", "16:00"), {
      status: "requested",
      awaiting: "professional",
    }),
  ],
  working: [{ startsAt: at("2026-12-02", "08:00"), endsAt: at("2026-12-02", "18:00") }],
  free: [
    { startsAt: at("2026-12-02", "11:00"), endsAt: at("2026-12-02", "14:00") },
    { startsAt: at("2026-12-02", "16:00"), endsAt: at("2026-12-02", "18:00") },
  ],
  daysOff: ["2026-12-03"],
};

const fetchMock = stubFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(WEEK), { status: 200 }));
});

const show = (url: string) => {
  window.history.replaceState(null, "", url);
  renderWithQuery(<Schedule list={<p>The list</p>} />);
};

describe("the professional's schedule", () => {
  it("shows a day's bookings with where they stand, the free hours between them, and accepts a request there", async () => {
    show("/calendar?view=day&date=2026-12-02");
    const request = await screen.findByRole("article", { name: "Check the geyser" });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/bookings/calendar?from=2026-12-02&days=1");
    expect(request.textContent).toContain("Awaiting your answer");
    expect(request.textContent).toContain("2:00 pm–4:00 pm");
    expect(request.textContent).toContain("Customer: Maya Gurung");
    expect(within(request).getByRole("button", { name: "Accept" })).toBeTruthy();
    const booked = screen.getByRole("article", { name: "Fix the tap" });
    expect(booked.textContent).toContain("Booked");
    expect(within(booked).queryByRole("button", { name: "Accept" })).toBeNull();
    // In the order of the day: the booking, the free hours, the request, the free hours.
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[1]).toBe("Free 11:00 am–2:00 pm");
    expect(items[3]).toBe("Free 4:00 pm–6:00 pm");
    expect(screen.getByText("Working hours: 8:00 am–6:00 pm")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Day" })).toHaveProperty("checked", true);
  });

  it("shows the week as a list of days on a phone, with days off, and moves to a day or the next week", async () => {
    show("/calendar?view=week&date=2026-12-02");
    const thursday = (await screen.findByRole("link", { name: "Thursday 3 December" })).closest("li");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/bookings/calendar?from=2026-11-29&days=7");
    expect(thursday?.textContent).toContain("Day off");
    const wednesday = screen.getByRole("link", { name: "Wednesday 2 December" }).closest("li");
    expect(wednesday?.textContent).toContain("Fix the tap");
    expect(wednesday?.textContent).toContain("Free 11:00 am–2:00 pm");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(7);

    fireEvent.click(screen.getByRole("button", { name: "Next week" }));
    expect(window.location.search).toBe("?view=week&date=2026-12-09");
    fireEvent.click(screen.getByRole("radio", { name: "Day" }));
    expect(window.location.search).toBe("?view=day&date=2026-12-09");
    fireEvent.click(screen.getByRole("radio", { name: "List" }));
    expect(await screen.findByText("The list")).toBeTruthy();
  });
});
