import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { KYC_STATUSES, SUBSCRIPTION_TIERS, USER_ROLES } from "../../../domain/auth/user";

export const userRole = pgEnum("user_role", USER_ROLES);
export const kycStatus = pgEnum("kyc_status", KYC_STATUSES);
export const subscriptionTier = pgEnum("subscription_tier", SUBSCRIPTION_TIERS);

/** A structured address kept on the user (SPEC §3 "addresses (structured)"). */
export type UserAddress = {
  label: string;
  line1: string;
  city: string;
  district?: string;
  province?: string;
  latitude?: number;
  longitude?: number;
};

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    password: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    profileImageUrl: text(),
    role: userRole().notNull().default("customer"),
    location: text(),
    bio: text(),
    skillCategories: text().array().notNull().default(sql`'{}'::text[]`),
    hourlyRate: numeric({ precision: 10, scale: 2 }),
    dailyRate: numeric({ precision: 10, scale: 2 }),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    completedJobs: integer().notNull().default(0),
    isVerified: boolean().notNull().default(false),
    isOnline: boolean().notNull().default(false),
    isFreeNow: boolean().notNull().default(false),
    serviceRadius: integer().notNull().default(5),
    homeLatitude: numeric({ precision: 10, scale: 7 }),
    homeLongitude: numeric({ precision: 10, scale: 7 }),
    responseTime: integer().notNull().default(0),
    acceptanceRate: numeric({ precision: 5, scale: 2 }).notNull().default("100"),
    cancellationRate: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    subscriptionTier: subscriptionTier().notNull().default("basic"),
    subscriptionExpiry: timestamp({ withTimezone: true }),
    kycStatus: kycStatus(),
    kycDocumentUrl: text(),
    nstbCertificateUrl: text(),
    addresses: jsonb().$type<UserAddress[]>().notNull().default([]),
    /** A Nepali mobile number in E.164 (+9779XXXXXXXXX), optional. */
    phone: text(),
    suspendedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("users_role_idx").on(t.role),
    index("users_rating_idx").on(t.rating.desc()),
    index("users_skills_trgm_idx").using(
      "gin",
      sql`array_to_string_immutable(${t.skillCategories}) gin_trgm_ops`,
    ),
    index("users_location_trgm_idx").using("gin", t.location.op("gin_trgm_ops")),
    index("users_home_earth_idx")
      .using("gist", sql`ll_to_earth(${t.homeLatitude}::float8, ${t.homeLongitude}::float8)`)
      .where(sql`${t.homeLatitude} is not null and ${t.homeLongitude} is not null`),
    // The directory in rank order: a page of a search stops after its rows instead of sorting every
    // match, and its capped total reads the filtered columns from the index alone (index-only scan).
    index("users_listed_rank_idx")
      .on(
        t.rating.desc().nullsFirst(),
        t.completedJobs.desc().nullsFirst(),
        t.id,
        t.location,
        t.skillCategories,
      )
      .where(sql`${t.role} = 'professional' and ${t.suspendedAt} is null`),
    // Only the professionals who can take work now, for nearest-first (KNN <->) scans that stop at the page.
    // On the home snapped to 0.01° (domain/distance-band.ts): what others may learn of a home.
    index("users_available_home_idx")
      .using(
        "gist",
        sql`ll_to_earth(round(${t.homeLatitude}, 2)::float8, round(${t.homeLongitude}, 2)::float8)`,
      )
      .where(
        sql`${t.role} = 'professional' and ${t.suspendedAt} is null and ${t.isOnline} and ${t.isFreeNow} and ${t.homeLatitude} is not null and ${t.homeLongitude} is not null`,
      ),
    // SPEC §4, §5: Free Now only while Online; radius 1-25 km; a home location is a real point.
    check("users_free_now_needs_online", sql`not (${t.isFreeNow} and not ${t.isOnline})`),
    check("users_service_radius_range", sql`${t.serviceRadius} between 1 and 25`),
    check(
      "users_home_location_valid",
      sql`(${t.homeLatitude} is null) = (${t.homeLongitude} is null) and ${t.homeLatitude} between -90 and 90 and ${t.homeLongitude} between -180 and 180`,
    ),
  ],
);

/** Sessions of SPEC §3: sid, sess (JSON), expire (indexed). */
export const sessions = pgTable(
  "sessions",
  {
    sid: text().primaryKey(),
    sess: jsonb().$type<SessionData>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export type SessionData = { userId: string; createdAt: string };
