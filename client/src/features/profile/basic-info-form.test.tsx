import type { Profile } from "@domain/profile/schemas";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/test/render";
import { BasicInfo } from "./basic-info-form";
import { proProfile } from "./test-profile";

const profile: Profile = { ...proProfile, phone: "+9779841234567" };

let answer: { status: number; body: unknown };
const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answer.body), answer));
const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  answer = { status: 200, body: profile };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  renderWithQuery(<BasicInfo profile={profile} />);
});
afterEach(() => vi.unstubAllGlobals());

const phoneBox = () => screen.getByRole("textbox", { name: "Mobile number (optional)" });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));

it("shows the saved number as its 10 digits and sends a typed one normalized", async () => {
  expect((phoneBox() as HTMLInputElement).value).toBe("9841234567");
  fireEvent.change(phoneBox(), { target: { value: "+977 980-1234567" } });
  save();
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(patches()[0]).toMatchObject({ phone: "+9779801234567" });
});

it("clears the number when the box is emptied", async () => {
  fireEvent.change(phoneBox(), { target: { value: " " } });
  save();
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(patches()[0]).toMatchObject({ phone: null });
});

it("refuses a number that is not a Nepali mobile under the field, and sends nothing", async () => {
  fireEvent.change(phoneBox(), { target: { value: "01-5551234" } });
  save();
  expect(
    await screen.findByText("Enter a valid Nepali mobile number (10 digits starting with 98, 97 or 96)"),
  ).toBeTruthy();
  expect(phoneBox().getAttribute("aria-invalid")).toBe("true");
  expect(patches()).toHaveLength(0);
});
