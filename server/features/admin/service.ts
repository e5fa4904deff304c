import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminOverview,
  type AdminUser,
  type AdminUsersPage,
  type AdminVerification,
} from "../../../domain/admin/schemas";
import type { CurrentUser } from "../../../domain/auth/user";
import type { VerificationStatus } from "../../../domain/verification/schemas";
import type { Db } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { appError } from "../../errors";
import { publish } from "../events/publish";
import { toVerification } from "../verification/service";
import {
  countOpenJobs,
  countOrders,
  countPendingVerifications,
  countSuspendedUsers,
  countUsers,
  countUsersByRole,
  deleteSuspendedSessionsOf,
  findUserRole,
  findUsers,
  findVerificationsWithSubmitter,
  setSuspended,
  type UserFilters,
} from "./queries";

export async function getOverview(db: Db): Promise<AdminOverview> {
  const [byRole, suspendedUsers, openJobs, pendingVerifications, orders] = await Promise.all([
    countUsersByRole(db),
    countSuspendedUsers(db),
    countOpenJobs(db),
    countPendingVerifications(db),
    countOrders(db),
  ]);
  const usersByRole = { customer: 0, professional: 0, admin: 0 };
  for (const { role, total } of byRole) usersByRole[role] = total;
  return { usersByRole, suspendedUsers, openJobs, pendingVerifications, orders };
}

export async function listVerifications(db: Db, status: VerificationStatus): Promise<AdminVerification[]> {
  const rows = await findVerificationsWithSubmitter(db, status);
  return rows.map(({ professional, ...row }) => ({ ...toVerification(row), professional }));
}

export async function listUsers(db: Db, filters: UserFilters & { page: number }): Promise<AdminUsersPage> {
  const { page, ...where } = filters;
  const [rows, total] = await Promise.all([
    findUsers(db, where, { limit: ADMIN_USERS_PAGE_SIZE, offset: (page - 1) * ADMIN_USERS_PAGE_SIZE }),
    countUsers(db, where),
  ]);
  return { users: rows.map(isoDates), total, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/**
 * Suspends a customer or professional: none of their sessions is live from the commit on, and they
 * cannot sign in again until reinstated. Their open tabs are told at once (a live event), their live
 * streams end with the reason "suspended", and the next request of each session answers 403
 * `auth.suspended` (and ends it), so the app can sign them out saying why. Admins are not suspended
 * from here (not even themselves), so the marketplace always keeps someone who can undo it.
 */
export async function suspendUser(db: Db, admin: CurrentUser, id: string): Promise<AdminUser> {
  if (id === admin.id) throw appError("admin.cannot_suspend_self");
  return db.transaction(async (tx) => {
    const role = await findUserRole(tx, id);
    if (!role) throw appError("user.not_found");
    if (role === "admin") throw appError("admin.cannot_suspend_admin");
    const row = await setSuspended(tx, id, true);
    if (!row) throw appError("user.not_found");
    await publish(tx, [id], { type: "account.suspended" });
    return isoDates(row);
  });
}

/**
 * Lifts a suspension; the sessions it ended stay ended (deleted first): the user signs in again.
 * Reinstating someone who is not suspended changes nothing, their sessions included.
 */
export async function reinstateUser(db: Db, id: string): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await deleteSuspendedSessionsOf(tx, id);
    const row = await setSuspended(tx, id, false);
    if (!row) throw appError("user.not_found");
    return isoDates(row);
  });
}
