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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { KYC_STATUSES, SUBSCRIPTION_TIERS, USER_ROLES } from "../../../domain/auth/user";
import { RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from "../../../domain/professionals/ranking";

// domain/professionals/ranking.ts's rankScore, in SQL (the constants written out, as in migration 0017).
const priorWeight = sql.raw(String(RATING_PRIOR_WEIGHT));
const priorSum = sql.raw((RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN).toFixed(1));

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
    /** Null for an account made by signing in with a phone (it signs in by its proven number). */
    email: text().unique(),
    /** The scrypt hash; null for an account made by phone until a reset through its phone sets one. */
    password: text(),
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
    /** How many customers reviewed them (each once, as `rating` counts them). */
    reviewCount: integer().notNull().default(0),
    /** The confidence-weighted rating the directory ranks by (domain/professionals/ranking.ts). */
    rankScore: numeric({ precision: 4, scale: 3 })
      .notNull()
      .generatedAlwaysAs(
        sql`round((review_count * rating + ${priorSum}) / (review_count + ${priorWeight}), 3)`,
      ),
    completedJobs: integer().notNull().default(0),
    isVerified: boolean().notNull().default(false),
    isOnline: boolean().notNull().default(false),
    isFreeNow: boolean().notNull().default(false),
    serviceRadius: integer().notNull().default(5),
    homeLatitude: numeric({ precision: 10, scale: 7 }),
    homeLongitude: numeric({ precision: 10, scale: 7 }),
    /**
     * The median minutes to answer a request, and the percentage of requests said yes to, over the
     * last 90 days; null while nothing measures them ("New"). Kept by professional_track_record
     * (migration 0022) through server/features/dashboard/track-record.ts.
     */
    responseTime: integer(),
    acceptanceRate: numeric({ precision: 5, scale: 2 }),
    cancellationRate: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    subscriptionTier: subscriptionTier().notNull().default("basic"),
    subscriptionExpiry: timestamp({ withTimezone: true }),
    kycStatus: kycStatus(),
    kycDocumentUrl: text(),
    nstbCertificateUrl: text(),
    addresses: jsonb().$type<UserAddress[]>().notNull().default([]),
    /** A Nepali mobile number in E.164 (+9779XXXXXXXXX), optional. */
    phone: text(),
    /** When the person proved `phone` theirs with a code sent to it (null: not proven). */
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    suspendedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("users_role_idx").on(t.role),
    // One proven phone is one account (migration 0030; the check "email or proven phone" is there too).
    uniqueIndex("users_verified_phone_idx").on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    // Which profile shows a photo (the upload sweep, removing a replaced photo).
    index("users_profile_image_url_idx").on(t.profileImageUrl).where(sql`${t.profileImageUrl} is not null`),
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
        t.rankScore.desc().nullsFirst(),
        t.completedJobs.desc().nullsFirst(),
        t.id,
        t.location,
        t.skillCategories,
      )
      .where(sql`${t.role} = 'professional' and ${t.suspendedAt} is null`),
    // The directory by hourly rate, low to high and high to low, professionals without one last.
    index("users_listed_rate_asc_idx")
      .on(t.hourlyRate.asc().nullsLast(), t.id)
      .where(sql`${t.role} = 'professional' and ${t.suspendedAt} is null`),
    index("users_listed_rate_desc_idx")
      .on(t.hourlyRate.desc().nullsLast(), t.id)
      .where(sql`${t.role} = 'professional' and ${t.suspendedAt} is null`),
    // The directory nearest first (KNN <->), on the home snapped to 0.01° as everywhere others see it.
    index("users_listed_home_idx")
      .using(
        "gist",
        sql`ll_to_earth(round(${t.homeLatitude}, 2)::float8, round(${t.homeLongitude}, 2)::float8)`,
      )
      .where(
        sql`${t.role} = 'professional' and ${t.suspendedAt} is null and ${t.homeLatitude} is not null and ${t.homeLongitude} is not null`,
      ),
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
    check("users_review_count_non_negative", sql`${t.reviewCount} >= 0`),
    check("users_email_or_phone", sql`${t.email} is not null or ${t.phoneVerifiedAt} is not null`),
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
