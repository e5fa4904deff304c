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
import { toVerification } from "../verification/service";
import {
  countOpenJobs,
  countOrders,
  countPendingVerifications,
  countSuspendedUsers,
  countUsers,
  countUsersByRole,
  deleteSessionsOf,
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
 * Suspends a customer or professional: they are signed out everywhere in the same transaction and
 * cannot sign in again until reinstated. Admins are not suspended from here (not even themselves),
 * so the marketplace always keeps someone who can undo a suspension.
 */
export async function suspendUser(db: Db, admin: CurrentUser, id: string): Promise<AdminUser> {
  if (id === admin.id) throw appError("admin.cannot_suspend_self");
  return db.transaction(async (tx) => {
    const role = await findUserRole(tx, id);
    if (!role) throw appError("user.not_found");
    if (role === "admin") throw appError("admin.cannot_suspend_admin");
    const row = await setSuspended(tx, id, true);
    if (!row) throw appError("user.not_found");
    await deleteSessionsOf(tx, id);
    return isoDates(row);
  });
}

export async function reinstateUser(db: Db, id: string): Promise<AdminUser> {
  const row = await setSuspended(db, id, false);
  if (!row) throw appError("user.not_found");
  return isoDates(row);
}
