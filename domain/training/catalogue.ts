/** Nepal's seven provinces, east to west (SPEC §9: the Training page's Province filter). */
export const PROVINCES = [
  "Koshi",
  "Madhesh",
  "Bagmati",
  "Gandaki",
  "Lumbini",
  "Karnali",
  "Sudurpashchim",
] as const;
export type Province = (typeof PROVINCES)[number];

/** The 10 districts of the District filter, one or more in every province. */
export const TRAINING_DISTRICTS = [
  { name: "Morang", province: "Koshi" },
  { name: "Parsa", province: "Madhesh" },
  { name: "Kathmandu", province: "Bagmati" },
  { name: "Lalitpur", province: "Bagmati" },
  { name: "Bhaktapur", province: "Bagmati" },
  { name: "Chitwan", province: "Bagmati" },
  { name: "Kaski", province: "Gandaki" },
  { name: "Rupandehi", province: "Lumbini" },
  { name: "Surkhet", province: "Karnali" },
  { name: "Kailali", province: "Sudurpashchim" },
] as const satisfies readonly { name: string; province: Province }[];
export type TrainingDistrict = (typeof TRAINING_DISTRICTS)[number]["name"];

/** The 6 occupation categories of the Occupation filter and the Training Categories grid. */
export const TRAINING_CATEGORIES = [
  "Construction",
  "Electrical & Electronics",
  "Beauty & Wellness",
  "Hospitality",
  "Information Technology",
  "Health & Care",
] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];

/** Course levels, "beginner to expert" (SPEC §9). */
export const DIFFICULTIES = ["beginner", "intermediate", "advanced", "expert"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DELIVERY_MODES = ["online", "blended", "in-person", "residential"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** Duration filter buckets in whole weeks; contiguous, the last one open-ended. */
export const TRAINING_DURATIONS = [
  { id: "1-2-weeks", label: "1-2 weeks", minWeeks: 1, maxWeeks: 2 },
  { id: "3-4-weeks", label: "3-4 weeks", minWeeks: 3, maxWeeks: 4 },
  { id: "1-2-months", label: "1-2 months", minWeeks: 5, maxWeeks: 8 },
  { id: "3-6-months", label: "3-6 months", minWeeks: 9, maxWeeks: 26 },
  { id: "6-plus-months", label: "6+ months", minWeeks: 27, maxWeeks: null },
] as const;
export type TrainingDurationId = (typeof TRAINING_DURATIONS)[number]["id"];

/** Free courses enrol at once; paid ones wait for payment; either may be cancelled by the user. */
export const ENROLLMENT_STATUSES = ["enrolled", "pending-payment", "cancelled"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
