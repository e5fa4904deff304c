import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../../../domain/auth/schemas";
import { hashPassword } from "../../features/auth/password";
import { ratingOf } from "../../features/hiring/status-queries";
import type { Db } from "../client";
import {
  availabilityBlocks,
  availabilityExceptions,
  bids,
  dailyProfessionalMetrics,
  jobStatusEvents,
  jobs,
  marketplaceItems,
  messages,
  reviews,
  savedProfessionals,
  trainingPrograms,
  users,
} from "../schema";
import { buildAvailability } from "./availability";
import { buildBids } from "./bids";
import { buildJobs } from "./jobs";
import { buildMessages } from "./messages";
import { buildMetrics } from "./metrics";
import { buildPeople } from "./people";
import { createRandom } from "./random";
import { buildReviews } from "./reviews";
import { buildShopItems } from "./shop-products";
import { buildTrainingPrograms } from "./training-courses";
import { buildTrainingEnrollments, insertTrainingEnrollments } from "./training-enrollments";

/** Each builder draws from its own stream, so editing one data file leaves the others' output unchanged. */
const SEED = 2082;

/**
 * Fills an empty database with the demo: the demo logins, customers, professionals, jobs in every
 * status with their bids, events, reviews and messages, availability, metrics, shop and training.
 * Everyone has the demo password but the admin, who has `adminPassword` (generated per install:
 * see server/admin/admin-password.ts). Does nothing if any user exists. All or nothing: one transaction.
 */
export async function seedDemoData(
  db: Db,
  { adminPassword }: { adminPassword: string },
): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  const [passwordHash, adminPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(adminPassword),
  ]);
  const now = new Date();

  const people = buildPeople(createRandom(SEED + 1), { passwordHash, adminPasswordHash }, now);
  const built = buildJobs(createRandom(SEED + 2), people, now);
  const bidRows = buildBids(createRandom(SEED + 3), people, built.jobs, now);
  const reviewRows = buildReviews(createRandom(SEED + 4), built.jobs, now);
  const messageRows = buildMessages(createRandom(SEED + 5), built.jobs, now);
  const availability = buildAvailability(createRandom(SEED + 6), people, now);
  const metricRows = buildMetrics(createRandom(SEED + 7), built.jobs, reviewRows, now);
  const shopRows = buildShopItems(createRandom(SEED + 8), now);
  const trainingRows = buildTrainingPrograms(createRandom(SEED + 9), now);
  const enrollmentRows = buildTrainingEnrollments(createRandom(SEED + 29), people, trainingRows, now);
  const demoCustomer = people.get("customer");
  const savedRows = ["pro", "sita.sharma", "pemba.sherpa"].map((key, index) => ({
    userId: demoCustomer.id,
    professionalId: people.get(key).id,
    createdAt: new Date(now.getTime() - (index + 1) * 86_400_000),
  }));

  return db.transaction(async (tx) => {
    // Two app instances starting on one empty database: the second waits here, then finds users.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sipalu:seed-demo-data'))`);
    if (await hasUsers(tx)) return { seeded: false };

    await tx.insert(users).values(people.rows);
    await tx.insert(jobs).values(built.rows);
    await tx.insert(jobStatusEvents).values(built.events);
    await tx.insert(bids).values(bidRows);
    await tx.insert(reviews).values(reviewRows);
    await tx.insert(messages).values(messageRows);
    await tx.insert(availabilityBlocks).values(availability.blocks);
    await tx.insert(availabilityExceptions).values(availability.exceptions);
    await tx.insert(dailyProfessionalMetrics).values(metricRows);
    await tx.insert(marketplaceItems).values(shopRows);
    await tx.insert(trainingPrograms).values(trainingRows);
    await insertTrainingEnrollments(tx, enrollmentRows);
    await tx.insert(savedProfessionals).values(savedRows);

    // Ratings (each customer once, as the app computes them) and completed-job counts come from the
    // reviews and jobs just written, never typed in.
    await tx.execute(sql`
      update users set
        rating = ${ratingOf(sql`users.id`)},
        completed_jobs = (
          select count(*) from jobs j where j.hired_professional_id = users.id and j.status = 'completed'
        )
      where role = 'professional'`);
    return { seeded: true };
  });
}

async function hasUsers(db: Pick<Db, "select">): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
