import { z } from "zod";

export const USER_ROLES = ["customer", "professional", "admin"] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

/** Roles a person may pick for themselves (signup, login tab, Profile Settings). */
export const SELF_SERVICE_ROLES = ["customer", "professional"] as const;
export const SelfServiceRole = z.enum(SELF_SERVICE_ROLES);
export type SelfServiceRole = z.infer<typeof SelfServiceRole>;

export const KYC_STATUSES = ["pending", "approved", "rejected"] as const;
export const SUBSCRIPTION_TIERS = ["basic", "pro"] as const;

/** The signed-in user as the client reads it from GET /api/auth/user (SPEC §3). */
export const CurrentUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: UserRole,
  location: z.string().nullable(),
  isVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export function fullName(user: Pick<CurrentUser, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: Pick<CurrentUser, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
