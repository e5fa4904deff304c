import type { CurrentUser } from "../../../domain/auth/user";
import type { Profile, PublicUser, UpdateProfileBody } from "../../../domain/profile/schemas";
import { isRename, normalizeSkills } from "../../../domain/profile/schemas";
import type { Db } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { appError } from "../../errors";
import {
  findProfile,
  findPublicUser,
  lockNameOf,
  type ProfileChanges,
  updateProfile as writeProfile,
} from "./queries";

export async function getProfile(db: Db, id: string): Promise<Profile> {
  const profile = await findProfile(db, id);
  if (!profile) throw appError("user.not_found");
  return isoDates(profile);
}

export async function getPublicUser(db: Db, id: string): Promise<PublicUser> {
  const user = await findPublicUser(db, id);
  if (!user) throw appError("user.not_found");
  return isoDates(user);
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
const money = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.toFixed(2);

/**
 * Only the fields the body names change; an admin keeps their role whatever they send. A verified
 * person who takes another name loses the badge and must verify again (as on marketplaces that
 * check IDs): the ID an admin approved shows the old name, and a badge that followed any rename
 * would vouch for whoever they renamed themselves as.
 */
export async function updateProfile(db: Db, me: CurrentUser, body: UpdateProfileBody): Promise<Profile> {
  if (body.role !== undefined && me.role === "admin") throw appError("user.admin_role_locked");
  const changes: ProfileChanges = {
    firstName: body.firstName,
    lastName: body.lastName,
    bio: blankToNull(body.bio),
    location: blankToNull(body.location),
    phone: body.phone,
    role: body.role,
    skillCategories: body.skills === undefined ? undefined : normalizeSkills(body.skills),
    hourlyRate: money(body.hourlyRate),
    dailyRate: money(body.dailyRate),
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(defined).length === 0) return getProfile(db, me.id);
  const updated = await db.transaction(async (tx) => {
    const current = await lockNameOf(tx, me.id);
    if (!current) throw appError("user.not_found");
    const renamed = isRename(current, {
      firstName: body.firstName ?? current.firstName,
      lastName: body.lastName ?? current.lastName,
    });
    const verified = current.isVerified || current.kycStatus === "approved";
    // Not submitted: they send an ID in the new name from Get Verified, as the first time.
    const unverify = renamed && verified ? { isVerified: false, kycStatus: null } : {};
    // A typed number is not proven: a new one waits for its code (POST /api/auth/phone/request).
    // An account made by phone signs in with it, so only a proven new number replaces it.
    const newPhone = body.phone !== undefined && body.phone !== current.phone;
    if (newPhone && current.email === null) throw appError("user.phone_signs_in");
    const unprove = newPhone ? { phoneVerifiedAt: null } : {};
    return writeProfile(tx, me.id, { ...defined, ...unverify, ...unprove });
  });
  if (!updated) throw appError("user.not_found");
  return isoDates(updated);
}
