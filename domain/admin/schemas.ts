import { z } from "zod";
import { KYC_STATUSES, USER_ROLES, UserRole } from "../auth/user";
import { ORDER_STATUSES } from "../shop/catalogue";
import { Order } from "../shop/schemas";
import { VERIFICATION_STATUSES, Verification } from "../verification/schemas";

/** GET /api/admin/overview: the numbers an admin starts the day with. */
export const AdminOverview = z.object({
  usersByRole: z.object({
    customer: z.number().int(),
    professional: z.number().int(),
    admin: z.number().int(),
  }),
  suspendedUsers: z.number().int(),
  openJobs: z.number().int(),
  pendingVerifications: z.number().int(),
  orders: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

/** Who submitted a document, as the review queue shows them. */
const VerificationSubmitter = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  location: z.string().nullable(),
  isVerified: z.boolean(),
});

export const AdminVerification = Verification.extend({ professional: VerificationSubmitter });
export type AdminVerification = z.infer<typeof AdminVerification>;

export const AdminVerificationsQuery = z.object({
  status: z
    .enum(VERIFICATION_STATUSES, { error: "Status must be pending, approved, rejected or revoked" })
    .default("pending"),
});
export type AdminVerificationsQuery = z.input<typeof AdminVerificationsQuery>;

export const ADMIN_USERS_PAGE_SIZE = 20;

/** GET /api/admin/users: search by name or email, filter by role, 1-based pages. */
export const AdminUsersQuery = z.object({
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  role: z.enum(USER_ROLES, { error: "Role must be customer, professional or admin" }).optional(),
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be at least 1")
    .max(10_000, "Page must be at most 10000")
    .default(1),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: UserRole,
  location: z.string().nullable(),
  isVerified: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES).nullable(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersPage = z.object({
  users: z.array(AdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPage>;

export const AdminUserParams = z.object({ id: z.uuid("Id must be a valid id") });

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** GET /api/admin/orders: every customer's shop orders, newest first, by status, 1-based pages. */
export const AdminOrdersQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: "Status must be placed, shipped, delivered or cancelled" })
    .optional(),
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be at least 1")
    .max(10_000, "Page must be at most 10000")
    .default(1),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const AdminOrderParams = z.object({ id: z.uuid("Id must be a valid id") });

/** An order as the shop's administrators see it: the order and who placed it. */
export const AdminOrder = Order.extend({
  customer: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
  }),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrdersPage = z.object({
  orders: z.array(AdminOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrdersPage = z.infer<typeof AdminOrdersPage>;
