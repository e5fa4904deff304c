import { z } from "zod";
import { SELF_SERVICE_ROLES, USER_ROLES } from "./user-rules";

export * from "./user-rules";

export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

export const SelfServiceRole = z.enum(SELF_SERVICE_ROLES);
export type SelfServiceRole = z.infer<typeof SelfServiceRole>;

/** The signed-in user as the client reads it from GET /api/auth/user (SPEC §3). */
export const CurrentUser = z.object({
  id: z.uuid(),
  /** Null for an account made by signing in with a phone (its owner may add one later). */
  email: z.string().nullable(),
  /** The mobile number on the profile, and whether its owner proved it theirs with a code. */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: UserRole,
  location: z.string().nullable(),
  isVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
