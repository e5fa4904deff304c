// Roles and name helpers of users without zod, so the app shell and light pages can use them
// without downloading it (domain/auth/user.ts re-exports them next to its schemas).

/** Anything with a first and last name: a user, a professional, a bidder. */
export type PersonName = { firstName: string; lastName: string };

export const USER_ROLES = ["customer", "professional", "admin"] as const;

/** Roles a person may pick for themselves (signup, login tab, Profile Settings). */
export const SELF_SERVICE_ROLES = ["customer", "professional"] as const;

export const KYC_STATUSES = ["pending", "approved", "rejected"] as const;

export const SUBSCRIPTION_TIERS = ["basic", "pro"] as const;

export function fullName(user: PersonName): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: PersonName): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
