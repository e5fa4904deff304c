/** The 14 categories customers browse by (SPEC §2 Home). */
export const BROWSE_CATEGORIES = [
  "Electrical",
  "Plumbing",
  "Carpentry",
  "Beauty & Spa",
  "Cleaning",
  "Web Design",
  "Photography",
  "Catering",
  "Driving",
  "Painting",
  "Tutoring",
  "Security",
  "Massage",
  "Fitness",
] as const;

/** The 12 categories of the Post a Job form (SPEC §9). */
export const POST_JOB_CATEGORIES = [
  "Plumbing",
  "Electrical",
  "Carpentry",
  "Cleaning",
  "Beauty",
  "AC Repair",
  "Painting",
  "Gardening",
  "Moving",
  "Tutoring",
  "Photography",
  "Catering",
] as const;

/** The 10 categories of instant help (SPEC §9). */
export const INSTANT_HELP_CATEGORIES = [
  "Plumbing",
  "Electrical",
  "Cleaning",
  "Gardener",
  "Mason",
  "Painter",
  "Appliance Repair",
  "Care Giver",
  "Computer Repair",
  "AC Repair",
] as const;

/**
 * Every category a job can carry, each once: the browse categories, then those only the Post a Job
 * form or instant help offer. A professional's job filter (Jobs Hub) lists them all, so that no job
 * is out of its reach.
 */
export const JOB_CATEGORIES = [
  ...new Set([...BROWSE_CATEGORIES, ...POST_JOB_CATEGORIES, ...INSTANT_HELP_CATEGORIES]),
] as readonly string[];

export type BrowseCategory = (typeof BROWSE_CATEGORIES)[number];
export type PostJobCategory = (typeof POST_JOB_CATEGORIES)[number];
export type InstantHelpCategory = (typeof INSTANT_HELP_CATEGORIES)[number];
