import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/test/render";
import { ProfilePage } from "./profile-page";
import { proProfile } from "./test-profile";

const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
  if (init?.method === "PATCH") {
    return new Response(JSON.stringify({ ...proProfile, ...JSON.parse(String(init.body)) }), { status: 200 });
  }
  return new Response(JSON.stringify(proProfile), { status: 200 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/profile?tab=professional");
  renderWithQuery(<ProfilePage savedTab={null} trainingTab={null} />);
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
