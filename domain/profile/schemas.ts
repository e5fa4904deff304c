import { z } from "zod";
import { KYC_STATUSES, SELF_SERVICE_ROLES, UserRole } from "../auth/user";
import { OptionalNepaliMobile } from "../phone";
import { filledText } from "../text";
import { BIO_MAX, SKILLS_MAX } from "./rules";

export * from "./rules";

const NAME_MAX = 80;
const LOCATION_MAX = 120;
const SKILL_MAX = 40;
const RATE_MAX = 1_000_000;

const name = (label: string) => filledText(label, NAME_MAX);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const rate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(RATE_MAX, `${label} must be at most 1,000,000`);

const role = z.enum(SELF_SERVICE_ROLES, { error: "Account type must be customer or professional" });

const skill = z
  .string({ error: "Each skill must be text" })
  .trim()
  .min(1, "A skill cannot be empty")
  .max(SKILL_MAX, `Each skill must be at most ${SKILL_MAX} characters`);

/**
 * PATCH /api/users/profile: only these fields, each optional; anything else (isVerified, rating,
 * email, ...) is refused. Empty bio, location or phone clears it; a null rate or phone clears it.
 * The phone is a Nepali mobile number, stored as "+9779XXXXXXXXX".
 */
export const UpdateProfileBody = z.strictObject(
  {
    firstName: name("First name").optional(),
    lastName: name("Last name").optional(),
    bio: text("Bio", BIO_MAX).nullable().optional(),
    location: text("Location", LOCATION_MAX).nullable().optional(),
    role: role.optional(),
    skills: z
      .array(skill, { error: "Skills must be a list" })
      .max(SKILLS_MAX, `Add at most ${SKILLS_MAX} skills`)
      .optional(),
    hourlyRate: rate("Hourly rate").nullable().optional(),
    dailyRate: rate("Daily rate").nullable().optional(),
    phone: OptionalNepaliMobile.nullable().optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `${issue.keys.join(", ")} cannot be changed here` : undefined,
  },
);
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** The signed-in user's own editable profile (GET and PATCH /api/users/profile). */
export const Profile = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: UserRole,
  location: z.string().nullable(),
  bio: z.string().nullable(),
  /** Only the owner sees it here; customers who hired them see it on the instant-help match. */
  phone: z.string().nullable(),
  /** Whether its owner proved `phone` with a code (SMS reach them; it signs in). */
  phoneVerified: z.boolean(),
  skills: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  dailyRate: z.number().nullable(),
  isVerified: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES).nullable(),
  rating: z.number(),
  completedJobs: z.number().int(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** GET /api/users/:id: what anyone signed in may see of another user. */
export const PublicUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string().nullable(),
  rating: z.number(),
  profileImageUrl: z.string().nullable(),
  role: UserRole,
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const UserParams = z.object({ id: z.uuid("Id must be a valid id") });

/** Skills once each (the first spelling wins), trimmed, empties dropped. */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

/** SPEC §5: skills are typed as comma-separated text, trimmed and sent as a list. */
export function skillsFromText(value: string): string[] {
  return normalizeSkills(value.split(","));
}

/** The Basic Info tab of Profile Settings. */
export const BasicInfoForm = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  phone: OptionalNepaliMobile,
  bio: text("Bio", BIO_MAX),
  location: text("Location", LOCATION_MAX),
  role,
});
export type BasicInfoForm = z.input<typeof BasicInfoForm>;

const rateText = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(rate(label).nullable());

/** The Professional tab: skills as comma-separated text, rates as typed (empty clears). */
export const ProfessionalForm = z.object({
  skills: z
    .string()
    .transform(skillsFromText)
    .superRefine((skills, ctx) => {
      if (skills.length > SKILLS_MAX) {
        ctx.addIssue({
          code: "too_big",
          origin: "array",
          maximum: SKILLS_MAX,
          message: `Add at most ${SKILLS_MAX} skills`,
        });
      }
      if (skills.some((skill) => skill.length > SKILL_MAX)) {
        ctx.addIssue({ code: "custom", message: `Each skill must be at most ${SKILL_MAX} characters` });
      }
    }),
  hourlyRate: rateText("Hourly rate"),
  dailyRate: rateText("Daily rate"),
});
export type ProfessionalFormInput = z.input<typeof ProfessionalForm>;
export type ProfessionalFormOutput = z.output<typeof ProfessionalForm>;
