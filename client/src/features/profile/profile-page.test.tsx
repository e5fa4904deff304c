import type { Profile } from "@domain/users";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { ProfilePage } from "./profile-page";

const profile: Profile = {
  id: "5d0c6a3e-8f1e-4d6b-9c1a-2b3c4d5e6f70",
  email: "pro@demo.np",
  firstName: "Ramesh",
  lastName: "Maharjan",
  profileImageUrl: null,
  role: "professional",
  location: "Jawalakhel, Lalitpur",
  bio: null,
  phone: null,
  skills: ["Plumbing"],
  hourlyRate: 900,
  dailyRate: null,
  isVerified: false,
  kycStatus: null,
  rating: 4.8,
  completedJobs: 12,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
  if (init?.method === "PATCH") {
    return new Response(JSON.stringify({ ...profile, ...JSON.parse(String(init.body)) }), { status: 200 });
  }
  return new Response(JSON.stringify(profile), { status: 200 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/profile?tab=professional");
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfilePage />
    </QueryClientProvider>,
  );
});
afterEach(() => vi.unstubAllGlobals());

it("sends the typed skills as a trimmed list and the rates as numbers", async () => {
  const skills = await screen.findByRole("textbox", { name: "Skills" });
  expect(screen.getByText("Get Verified")).toBeTruthy();
  fireEvent.change(skills, { target: { value: " Plumbing , Mason,, plumbing " } });
  fireEvent.change(screen.getByLabelText("Daily rate (NPR)"), { target: { value: "6500" } });
  fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
  const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
  expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
    skills: ["Plumbing", "Mason"],
    hourlyRate: 900,
    dailyRate: 6500,
  });
});

it("shows what is wrong under the field and sends nothing", async () => {
  fireEvent.change(await screen.findByLabelText("Hourly rate (NPR)"), { target: { value: "2000000" } });
  fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
  expect(await screen.findByText("Hourly rate must be at most 1,000,000")).toBeTruthy();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
});
