/** Bookings written straight into a test database, past the API, for the matrix and the fuzzer. */
import { eq } from "drizzle-orm";
import { addDays, nepalDay, nepalInstant } from "../../domain/kathmandu-day";
import type { Db } from "../db/client";
import { availabilityBlocks, bookings, users } from "../db/schema";
import { insertJob } from "./rows";

let bookingsMade = 0;

/**
 * A booking of `customerId` waiting on `professionalId` (requested), with its offered job, each at
 * a time of its own (three hours apart from 30 days on), so any number of them never overlap.
 * `accepted`: agreed, its job accepted; `rescheduleAskedBy`: agreed, with another time (half an hour
 * later, still inside its own three hours) asked for by that side; `started`: agreed, started half an
 * hour ago (and three hours apart from the other started ones).
 */
export async function insertBooking(
  db: Db,
  customerId: string,
  professionalId: string,
  options: { accepted?: boolean; rescheduleAskedBy?: string; started?: boolean } = {},
): Promise<string> {
  bookingsMade += 1;
  const startsAt = options.started
    ? new Date(Date.now() - 1_800_000 - bookingsMade * 3 * 3_600_000)
    : new Date(Date.now() + 30 * 86_400_000 + bookingsMade * 3 * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 2 * 3_600_000);
  const agreed = options.accepted || options.started || options.rescheduleAskedBy !== undefined;
  const job = await insertJob(db, customerId, {
    status: agreed ? "accepted" : "offered",
    paymentType: "hourly",
    jobType: "scheduled",
    hiredProfessionalId: professionalId,
    invitedProfessionalId: professionalId,
    finalPrice: "1000.00",
    scheduledAt: startsAt,
    estimatedDuration: 120,
  });
  const [row] = await db
    .insert(bookings)
    .values({
      jobId: job.id,
      customerId,
      professionalId,
      startsAt,
      endsAt,
      heldUntil: endsAt,
      requestedStartsAt: startsAt,
      estimatedHours: "2.0",
      hourlyRate: "500.00",
      price: "1000.00",
      answerBy: startsAt,
      ...(agreed ? { status: "accepted" as const } : {}),
      ...(options.rescheduleAskedBy
        ? {
            pendingStartsAt: new Date(startsAt.getTime() + 1_800_000),
            pendingEndsAt: new Date(endsAt.getTime() + 1_800_000),
            pendingHeldUntil: new Date(endsAt.getTime() + 1_800_000),
            pendingRequestedBy: options.rescheduleAskedBy,
            pendingAnswerBy: startsAt,
          }
        : {}),
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Makes a professional bookable: NPR 500 an hour, working 06:00-22:00 every day of the week. */
const bookable = new Set<string>();
export async function insertBookable(db: Db, professionalId: string): Promise<void> {
  if (bookable.has(professionalId)) return;
  bookable.add(professionalId);
  await db.update(users).set({ hourlyRate: "500.00" }).where(eq(users.id, professionalId));
  await db.insert(availabilityBlocks).values(
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      professionalId,
      dayOfWeek,
      startTime: "06:00",
      endTime: "22:00",
    })),
  );
}

/**
 * Makes a professional bookable on office hours: NPR 500 an hour in `category`, Sunday to Friday
 * 09:00-17:00 with 30 minutes between bookings.
 */
export async function insertOfficeHours(db: Db, professionalId: string, category: string): Promise<void> {
  await db
    .update(users)
    .set({ hourlyRate: "500.00", skillCategories: [category] })
    .where(eq(users.id, professionalId));
  await db.insert(availabilityBlocks).values(
    [0, 1, 2, 3, 4, 5].map((dayOfWeek) => ({
      professionalId,
      dayOfWeek,
      startTime: "09:00",
      endTime: "17:00",
      bufferTime: 30,
    })),
  );
}

let proposals = 0;
/** A free time to propose for an `insertBookable` professional: 10:00 in Nepal, a day of its own from 200 days on. */
export function proposableTime(): string {
  proposals += 1;
  return (nepalInstant(addDays(nepalDay(), 200 + proposals), "10:00") as Date).toISOString();
}
