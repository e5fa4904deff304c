import type { Profile } from "@domain/profile/schemas";

/** The signed-in professional the profile tests show: not verified, no phone number. */
export const proProfile: Profile = {
  id: "5d0c6a3e-8f1e-4d6b-9c1a-2b3c4d5e6f70",
  email: "pro@demo.np",
  firstName: "Ramesh",
  lastName: "Maharjan",
  profileImageUrl: null,
  role: "professional",
  location: "Jawalakhel, Lalitpur",
  bio: null,
  phone: null,
  phoneVerified: false,
  skills: ["Plumbing"],
  hourlyRate: 900,
  dailyRate: null,
  isVerified: false,
  kycStatus: null,
  rating: 4.8,
  completedJobs: 12,
  createdAt: "2026-01-01T00:00:00.000Z",
};
