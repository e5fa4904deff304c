import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { asNumber } from "../../db/numbers";
import { users } from "../../db/schema";

/** The signed-in user's own editable profile. */
const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  location: users.location,
  bio: users.bio,
  phone: users.phone,
  phoneVerified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
  skills: users.skillCategories,
  hourlyRate: asNumber<number | null>(users.hourlyRate),
  dailyRate: asNumber<number | null>(users.dailyRate),
  isVerified: users.isVerified,
  kycStatus: users.kycStatus,
  rating: asNumber(users.rating),
  completedJobs: users.completedJobs,
  createdAt: users.createdAt,
};

/** What anyone signed in may see of another user: no email, password or session data. */
const publicColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  location: users.location,
  rating: asNumber(users.rating),
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  isVerified: users.isVerified,
  createdAt: users.createdAt,
};

export async function findProfile(db: DbOrTx, id: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findPublicUser(db: DbOrTx, id: string) {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return row;
}

export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | "firstName"
    | "lastName"
    | "bio"
    | "location"
    | "phone"
    | "role"
    | "skillCategories"
    | "hourlyRate"
    | "dailyRate"
    | "isVerified"
    | "kycStatus"
    | "phoneVerifiedAt"
  >
>;

/** The name and verification a profile change is checked against, locked until the change is written. */
export async function lockNameOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      isVerified: users.isVerified,
      kycStatus: users.kycStatus,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row;
}

export async function updateProfile(db: DbOrTx, id: string, changes: ProfileChanges) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning(profileColumns);
  return row;
}

/** The user's profile photo URL (null: none), locked until the transaction ends; undefined: no such user. */
export async function lockPhotoOf(db: DbOrTx, id: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ url: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row?.url;
}

export async function setPhotoUrl(db: DbOrTx, id: string, url: string | null) {
  await db.update(users).set({ profileImageUrl: url }).where(eq(users.id, id));
}
