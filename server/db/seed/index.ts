import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../../../domain/auth/schemas";
import { DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS } from "../../../domain/notifications/rules";
import { DEFAULT_COMMISSION_PERCENT } from "../../../domain/payments/rules";
import { hashPassword } from "../../features/auth/password";
import { trackRecordColumns } from "../../features/dashboard/track-record";
import { ratingOf, reviewCountOf } from "../../features/hiring/status-queries";
import type { DocumentStorage } from "../../storage/document-storage";
import type { Db } from "../client";
import {
  availabilityBlocks,
  availabilityExceptions,
  bids,
  bookings,
  dailyProfessionalMetrics,
  instantDispatches,
  jobStatusEvents,
  jobs,
  marketplaceItems,
  messages,
  notificationPreferences,
  reviews,
  savedProfessionals,
  trainingPrograms,
  users,
  verifications,
} from "../schema";
import { buildAvailability } from "./availability";
import { buildBids } from "./bids";
import { buildDemoBookings } from "./bookings";
import { buildJobs } from "./jobs";
import { buildJobHistory } from "./jobs-history";
import { buildMessages } from "./messages";
import { buildMetrics } from "./metrics";
import { seedDemoPayments } from "./payments";
import { buildPeople } from "./people";
import { createRandom } from "./random";
import { buildReviews } from "./reviews";
import { buildShopItems } from "./shop-products";
import { buildTrainingPrograms } from "./training-courses";
import { buildTrainingEnrollments, insertTrainingEnrollments } from "./training-enrollments";
import { buildVerifications } from "./verifications";

/** Each builder draws from its own stream, so editing one data file leaves the others' output unchanged. */
const SEED = 2082;

/**
 * Fills an empty database with the demo: the demo logins, customers, professionals, jobs in every
 * status with their bids, events, reviews and messages, a history of finished jobs behind the
 * price estimates, availability, metrics, shop and training.
 * Everyone has the demo password but the admin, who has `adminPassword` (generated per install:
 * see server/admin/admin-password.ts). `realSms`: SMS go through a real gateway, so the demo
 * professional's phone is left unproven (see DEMO_PRO_PHONE). `documents`: where verification
 * documents are stored; with it, every Verified badge has the approved document behind it (and one
 * more waits for review), without it (tests of other things) there are none. Does nothing if any
 * user exists. All or nothing: one transaction (a document stored for a seed that another instance
 * made first is removed again).
 */
export async function seedDemoData(
  db: Db,
  {
    adminPassword,
    realSms = false,
    documents,
  }: { adminPassword: string; realSms?: boolean; documents?: DocumentStorage },
): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  const [passwordHash, adminPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(adminPassword),
  ]);
  const now = new Date();

  const people = buildPeople(createRandom(SEED + 1), { passwordHash, adminPasswordHash, realSms }, now);
  const built = buildJobs(createRandom(SEED + 2), people, now);
  const history = buildJobs(
    createRandom(SEED + 10),
    people,
    now,
    buildJobHistory(createRandom(SEED + 11), people),
  );
  const bidRows = buildBids(createRandom(SEED + 3), people, built.jobs, now);
  const reviewRows = buildReviews(createRandom(SEED + 4), built.jobs, now);
  const messageRows = buildMessages(createRandom(SEED + 5), built.jobs, now);
  const availability = buildAvailability(createRandom(SEED + 6), people, now);
  const metricRows = buildMetrics(createRandom(SEED + 7), [...built.jobs, ...history.jobs], reviewRows, now);
  const shopRows = buildShopItems(createRandom(SEED + 8), now);
  const trainingRows = buildTrainingPrograms(createRandom(SEED + 9), now);
  const enrollmentRows = buildTrainingEnrollments(createRandom(SEED + 29), people, trainingRows, now);
  // The instant requests a professional took were sent to them first: their track record counts them.
  const dispatchRows = built.jobs.flatMap((job) =>
    job.hired && job.dispatchedAt
      ? [{ jobId: job.id, professionalId: job.hired.id, distanceM: 1200, createdAt: job.dispatchedAt }]
      : [],
  );
  const demoBookings = buildDemoBookings(createRandom(SEED + 12), people, availability, now);
  const demoCustomer = people.get("customer");
  const savedRows = ["pro", "sita.sharma", "pemba.sherpa"].map((key, index) => ({
    userId: demoCustomer.id,
    professionalId: people.get(key).id,
    createdAt: new Date(now.getTime() - (index + 1) * 86_400_000),
  }));
  // Before the users are written: each points at its document.
  const documentRows = documents
    ? await Promise.all(
        buildVerifications(createRandom(SEED + 14), people, now).map(async ({ row, pdf }) => ({
          ...row,
          storageKey: await documents.save(pdf, "pdf"),
        })),
      )
    : [];

  const result = await db.transaction(async (tx) => {
    // Two app instances starting on one empty database: the second waits here, then finds users.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sipalu:seed-demo-data'))`);
    if (await hasUsers(tx)) return { seeded: false };

    await tx.insert(users).values(people.rows);
    await tx.insert(jobs).values(built.rows);
    await tx.insert(jobStatusEvents).values(built.events);
    await tx.insert(jobs).values(history.rows);
    await tx.insert(jobStatusEvents).values(history.events);
    await tx.insert(jobs).values(demoBookings.jobRows);
    await tx.insert(jobStatusEvents).values(demoBookings.events);
    await tx.insert(bookings).values(demoBookings.rows);
    await tx.insert(bids).values(bidRows);
    await tx.insert(reviews).values(reviewRows);
    await tx.insert(messages).values(messageRows);
    if (dispatchRows.length > 0) await tx.insert(instantDispatches).values(dispatchRows);
    await tx.insert(availabilityBlocks).values(availability.blocks);
    await tx.insert(availabilityExceptions).values(availability.exceptions);
    await tx.insert(dailyProfessionalMetrics).values(metricRows);
    await tx.insert(marketplaceItems).values(shopRows);
    await tx.insert(trainingPrograms).values(trainingRows);
    await insertTrainingEnrollments(tx, enrollmentRows);
    await tx.insert(savedProfessionals).values(savedRows);
    if (documentRows.length > 0) await tx.insert(verifications).values(documentRows);
    await seedDemoPayments(tx, people.get("pro").id, DEFAULT_COMMISSION_PERCENT, now);
    // The demo professional takes push and SMS at any hour: a demo at night shows a booking
    // request reaching his phone at once, not at 07:00.
    await tx.insert(notificationPreferences).values({
      userId: people.get("pro").id,
      channels: DEFAULT_NOTIFICATION_CHANNELS,
      quietEnabled: false,
      quietStart: DEFAULT_QUIET_HOURS.start,
      quietEnd: DEFAULT_QUIET_HOURS.end,
    });

    // Ratings (each customer once, as the app computes them), completed-job counts and the track
    // record (acceptance rate, response time) come from the reviews, jobs, status steps and messages
    // just written, never typed in.
    await tx.execute(sql`
      update users set
        rating = ${ratingOf(sql`users.id`)},
        review_count = ${reviewCountOf(sql`users.id`)},
        completed_jobs = (
          select count(*) from jobs j where j.hired_professional_id = users.id and j.status = 'completed'
        ),
        ${trackRecordColumns}
      where role = 'professional'`);
    return { seeded: true };
  });
  if (!result.seeded) await Promise.all(documentRows.map((row) => documents?.remove(row.storageKey)));
  return result;
}

async function hasUsers(db: Pick<Db, "select">): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
