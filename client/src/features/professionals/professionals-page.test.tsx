import type { ProfessionalsPage as Page, ProfessionalCard } from "@domain/professionals/schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { ProfessionalsPage } from "./professionals-page";

const ramesh: ProfessionalCard = {
  id: "5d0c6a3e-8f1e-4d6b-9c1a-2b3c4d5e6f70",
  firstName: "Ramesh",
  lastName: "Maharjan",
  profileImageUrl: null,
  location: "Jawalakhel, Lalitpur",
  skillCategories: ["Plumbing", "Electrical", "AC Repair", "Mason"],
  hourlyRate: 900,
  rating: 4.8,
  completedJobs: 127,
  isVerified: true,
  isOnline: true,
};

let answer: Page;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith("/api/auth/user")) return new Response("{}", { status: 401 });
  return new Response(JSON.stringify(answer), { status: 200 });
});
const requested = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes("professionals"));

beforeEach(() => {
  answer = { professionals: [ramesh], total: 1, totalCapped: false };
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
