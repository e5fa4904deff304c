import type { Profile } from "@domain/profile/schemas";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithQuery } from "@/test/render";
import { BasicInfo } from "./basic-info-form";
import { proProfile } from "./test-profile";

const profile: Profile = { ...proProfile, isVerified: true, kycStatus: "approved" };

const WARNING = /Changing your name removes your Verified badge/;

function show(shown: Profile) {
  renderWithQuery(<BasicInfo profile={shown} />);
}
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

it("warns a verified professional, before saving, that a new name removes the Verified badge", () => {
  show(profile);
  expect(screen.queryByText(WARNING)).toBeNull();
  type("First name", "RAMESH ");
  expect(screen.queryByText(WARNING)).toBeNull();
  type("Last name", "Shrestha");
  expect(screen.getByRole("status").textContent).toMatch(WARNING);
  type("Last name", "Maharjan");
  expect(screen.queryByText(WARNING)).toBeNull();
});

it("says nothing to someone not verified", () => {
  show({ ...profile, isVerified: false, kycStatus: null });
  type("Last name", "Shrestha");
  expect(screen.queryByText(WARNING)).toBeNull();
});
