import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DELIVERY_MODES, DIFFICULTIES, PROVINCES } from "../../../domain/training/catalogue";

export const trainingDifficulty = pgEnum("training_difficulty", DIFFICULTIES);
export const deliveryMode = pgEnum("delivery_mode", DELIVERY_MODES);
export const province = pgEnum("province", PROVINCES);

/** A course of the Training page (SPEC §3 Training program plus the sample course fields). */
export const trainingPrograms = pgTable(
  "training_programs",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    /** One of TRAINING_CATEGORIES: what the Occupation filter narrows by. */
    category: text().notNull(),
    /** The trade the course qualifies for, e.g. "Building Electrician". */
    occupation: text().notNull(),
    provider: text().notNull(),
    instructor: text(),
    /** Display text, e.g. "3 months"; durationWeeks is what the Duration filter uses. */
    duration: text().notNull(),
    durationWeeks: integer().notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull().default("0"),
    originalPrice: numeric({ precision: 10, scale: 2 }),
    enrollmentUrl: text(),
    imageUrl: text(),
    /** The course level ("beginner to expert"). */
    difficulty: trainingDifficulty().notNull(),
    deliveryMode: deliveryMode().notNull(),
    province: province().notNull(),
    district: text().notNull(),
    location: text(),
    studentsCount: integer().notNull().default(0),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("training_programs_province_district_idx").on(t.province, t.district),
    index("training_programs_category_idx").on(t.category),
    index("training_programs_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    check("training_programs_duration_weeks_positive", sql`${t.durationWeeks} > 0`),
    check("training_programs_price_non_negative", sql`${t.price} >= 0`),
  ],
);
