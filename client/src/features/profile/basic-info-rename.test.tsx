import type { Profile } from "@domain/users";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { BasicInfo } from "./basic-info-form";

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
  isVerified: true,
  kycStatus: "approved",
  rating: 4.8,
  completedJobs: 12,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const WARNING = /Changing your name removes your Verified badge/;

function show(shown: Profile) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BasicInfo profile={shown} />
    </QueryClientProvider>,
  );
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
