import { and, asc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { HOLDING_STATUSES, WAITING_STATUSES } from "../../../domain/bookings/rules";
import type { DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { asNumber } from "../../db/numbers";
import {
  availabilityBlocks,
  availabilityExceptions,
  bookingFees,
  bookingSeries,
  bookings,
  jobs,
  users,
} from "../../db/schema";

const customer = alias(users, "booking_customer");
const professional = alias(users, "booking_professional");
const person = (u: typeof customer | typeof professional) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
});

const bookingColumns = {
  id: bookings.id,
  jobId: bookings.jobId,
  title: jobs.title,
  skillCategory: jobs.skillCategory,
  location: jobs.location,
  status: bookings.status,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  requestedStartsAt: bookings.requestedStartsAt,
  estimatedHours: asNumber(bookings.estimatedHours),
  hourlyRate: asNumber(bookings.hourlyRate),
  price: asNumber(bookings.price),
  answerBy: bookings.answerBy,
  declineReason: bookings.declineReason,
  cancelledBy: sql<"customer" | "professional" | null>`case ${bookings.cancelledBy}
    when ${bookings.customerId} then 'customer' when ${bookings.professionalId} then 'professional' end`,
  cancelReason: bookings.cancelReason,
  cancellationFee: asNumber<number | null>(
    sql`(select ${bookingFees.amount} from ${bookingFees} where ${bookingFees.bookingId} = ${bookings.id})`,
  ),
  pendingStartsAt: bookings.pendingStartsAt,
  pendingEndsAt: bookings.pendingEndsAt,
  pendingAnswerBy: bookings.pendingAnswerBy,
  pendingRequestedBy: bookings.pendingRequestedBy,
  seriesId: bookings.seriesId,
  seriesIndex: bookings.seriesIndex,
  seriesEvery: bookingSeries.every,
  seriesCount: bookingSeries.count,
  customer: person(customer),
  professional: person(professional),
  createdAt: bookings.createdAt,
};

function selectBookings(db: DbOrTx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(jobs, eq(jobs.id, bookings.jobId))
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(professional, eq(professional.id, bookings.professionalId))
    .leftJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId));
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>["execute"]>>[number];

/** A row as the API gives it: dates in ISO, the waiting reschedule and the series (if any) as objects. */
function asBooking(row: BookingRow) {
  const {
    pendingStartsAt,
    pendingEndsAt,
    pendingAnswerBy,
    pendingRequestedBy,
    seriesId,
    seriesIndex,
    seriesEvery,
    seriesCount,
    ...rest
  } = row;
  const reschedule =
    pendingStartsAt && pendingEndsAt && pendingAnswerBy
      ? {
          startsAt: pendingStartsAt.toISOString(),
          endsAt: pendingEndsAt.toISOString(),
          answerBy: pendingAnswerBy.toISOString(),
          requestedBy:
            pendingRequestedBy === row.customer.id ? ("customer" as const) : ("professional" as const),
        }
      : null;
  const series =
    seriesId && seriesIndex && seriesEvery && seriesCount
      ? { id: seriesId, every: seriesEvery, count: seriesCount, index: seriesIndex }
      : null;
  return { ...isoDates(rest), reschedule, series };
}

export async function findBooking(db: DbOrTx, id: string) {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row ? asBooking(row) : undefined;
}

/** Mine as either side: from `since` on (upcoming), or waiting on my answer (a request or a reschedule), soonest first. */
export async function findMyBookings(
  db: DbOrTx,
  userId: string,
  view: "upcoming" | "waiting" | "all",
  since: Date,
) {
  const mine = or(eq(bookings.customerId, userId), eq(bookings.professionalId, userId));
  const waitingOnMe = or(
    and(eq(bookings.status, "requested"), eq(bookings.professionalId, userId), gt(bookings.answerBy, since)),
    and(eq(bookings.status, "proposed"), eq(bookings.customerId, userId), gt(bookings.answerBy, since)),
    // An accepted booking the other side asked to move.
    and(
      eq(bookings.status, "accepted"),
      mine,
      sql`${bookings.pendingRequestedBy} <> ${userId}`,
      gt(bookings.pendingAnswerBy, since),
    ),
  );
  const where =
    view === "waiting"
      ? waitingOnMe
      : view === "upcoming"
        ? and(mine, inArray(bookings.status, [...HOLDING_STATUSES]), gt(bookings.endsAt, since))
        : mine;
  const rows = await selectBookings(db).where(where).orderBy(asc(bookings.startsAt)).limit(200);
  return rows.map(asBooking);
}

/** The bookings holding a professional's time that overlap two instants, soonest first. */
export async function findHoldingBetween(db: DbOrTx, professionalId: string, from: Date, to: Date) {
  const rows = await selectBookings(db)
    .where(
      and(
        eq(bookings.professionalId, professionalId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map(asBooking);
}

/** Bookings' rows for a change, locked until the transaction ends. */
function lockBookings(db: DbOrTx) {
  return db
    .select({
      id: bookings.id,
      jobId: bookings.jobId,
      customerId: bookings.customerId,
      professionalId: bookings.professionalId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      heldUntil: bookings.heldUntil,
      answerBy: bookings.answerBy,
      price: asNumber(bookings.price),
      pendingStartsAt: bookings.pendingStartsAt,
      pendingRequestedBy: bookings.pendingRequestedBy,
      pendingAnswerBy: bookings.pendingAnswerBy,
      seriesId: bookings.seriesId,
      seriesIndex: bookings.seriesIndex,
      title: jobs.title,
    })
    .from(bookings)
    .innerJoin(jobs, eq(jobs.id, bookings.jobId));
}

export type LockedBooking = Awaited<ReturnType<ReturnType<typeof lockBookings>["execute"]>>[number];

/** The booking's row for a change, locked until the transaction ends. */
export async function lockBooking(db: DbOrTx, id: string): Promise<LockedBooking | undefined> {
  const [row] = await lockBookings(db).where(eq(bookings.id, id)).for("update", { of: bookings });
  return row;
}

/**
 * The booking locked with every occurrence of its series (a single booking: itself alone). A
 * series' rows are locked in their order, so two changes to one series never wait on each other
 * crosswise.
 */
export async function lockWithSeries(db: DbOrTx, id: string) {
  const [found] = await db.select({ seriesId: bookings.seriesId }).from(bookings).where(eq(bookings.id, id));
  if (!found?.seriesId) {
    const booking = await lockBooking(db, id);
    return { booking, occurrences: booking ? [booking] : [] };
  }
  const occurrences = await lockBookings(db)
    .where(eq(bookings.seriesId, found.seriesId))
    .orderBy(asc(bookings.seriesIndex))
    .for("update", { of: bookings });
  return { booking: occurrences.find((row) => row.id === id), occurrences };
}

/** A new series' row. */
export async function insertSeries(db: DbOrTx, values: typeof bookingSeries.$inferInsert) {
  const [row] = await db.insert(bookingSeries).values(values).returning({ id: bookingSeries.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

// Spelled out: drizzle leaves columns unqualified in a one-table select, where "id" inside the
// subquery on availability_blocks would be the block's.
const userId = sql.raw('"users"."id"');

/** A professional who can be booked: listed (not suspended), with their rate and their buffer. */
export async function findBookable(db: DbOrTx, professionalId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      hourlyRate: asNumber<number | null>(users.hourlyRate),
      skillCategories: users.skillCategories,
      bufferMinutes:
        sql<number>`coalesce((select max(${availabilityBlocks.bufferTime}) from ${availabilityBlocks}
        where ${availabilityBlocks.professionalId} = ${userId}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.id, professionalId), sql`${users.suspendedAt} is null`));
  return row;
}

/** The weekly hours and the one-off changes between two Nepal dates (inclusive). */
export async function findWorkingHours(db: DbOrTx, professionalId: string, fromDay: string, toDay: string) {
  const [weekly, changes] = await Promise.all([
    db
      .select({
        dayOfWeek: availabilityBlocks.dayOfWeek,
        startTime: availabilityBlocks.startTime,
        endTime: availabilityBlocks.endTime,
        isAvailable: availabilityBlocks.isAvailable,
      })
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.professionalId, professionalId)),
    db
      .select({
        date: availabilityExceptions.date,
        startTime: availabilityExceptions.startTime,
        endTime: availabilityExceptions.endTime,
        isAvailable: availabilityExceptions.isAvailable,
      })
      .from(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.professionalId, professionalId),
          sql`${availabilityExceptions.date} between ${fromDay} and ${toDay}`,
        ),
      ),
  ]);
  return { weekly, changes };
}

/** Jobs count this long when they give no duration (minutes). */
const DEFAULT_JOB_MINUTES = 60;

/**
 * The professional's time already held between two instants: bookings that hold time, and jobs they
 * are hired on with a time (from other ways of hiring), each with the buffer after it, and the times
 * waiting reschedules ask for. `except`
 * leaves one booking out (the one being moved).
 */
export async function findBusy(
  db: DbOrTx,
  professionalId: string,
  from: Date,
  to: Date,
  bufferMinutes: number,
  except?: string,
) {
  const holding = and(
    eq(bookings.professionalId, professionalId),
    inArray(bookings.status, [...HOLDING_STATUSES]),
    except ? sql`${bookings.id} <> ${except}` : undefined,
  );
  const [booked, asked, hired] = await Promise.all([
    db
      .select({ start: bookings.startsAt, end: bookings.heldUntil })
      .from(bookings)
      .where(and(holding, lt(bookings.startsAt, to), gt(bookings.heldUntil, from))),
    // The other time a waiting reschedule asks for is held too.
    db
      .select({ start: bookings.pendingStartsAt, end: bookings.pendingHeldUntil })
      .from(bookings)
      .where(and(holding, lt(bookings.pendingStartsAt, to), gt(bookings.pendingHeldUntil, from))),
    db
      .select({
        start: jobs.scheduledAt,
        minutes: sql<number>`coalesce(${jobs.estimatedDuration}, ${DEFAULT_JOB_MINUTES})`.mapWith(Number),
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.hiredProfessionalId, professionalId),
          inArray(jobs.status, ["offered", "accepted", "in-progress"]),
          isNotNull(jobs.scheduledAt),
          lt(jobs.scheduledAt, to),
          gt(jobs.scheduledAt, new Date(from.getTime() - 24 * 3_600_000)),
          sql`not exists (select 1 from ${bookings} where ${bookings.jobId} = ${jobs.id})`,
        ),
      ),
  ]);
  return [
    ...booked,
    ...asked.flatMap(({ start, end }) => (start && end ? [{ start, end }] : [])),
    ...hired.flatMap(({ start, minutes }) =>
      start ? [{ start, end: new Date(start.getTime() + (minutes + bufferMinutes) * 60_000) }] : [],
    ),
  ];
}

/** Waiting bookings whose answer is overdue, oldest first, at most `limit`: for the sweep. */
export async function findOverdue(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.status, [...WAITING_STATUSES]), lte(bookings.answerBy, now)))
    .orderBy(asc(bookings.answerBy))
    .limit(limit);
}

/** Waiting reschedules whose answer is overdue, at most `limit`: for the sweep. */
export async function findOverdueReschedules(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(lte(bookings.pendingAnswerBy, now))
    .orderBy(asc(bookings.pendingAnswerBy))
    .limit(limit);
}

/**
 * A customer's requests waiting for an answer, in all and with one professional (a series counts
 * once: it is one answer to give); their row locked first.
 */
export async function countWaitingRequests(db: DbOrTx, customerId: string, professionalId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for("no key update");
  const [row] = await db
    .select({
      all: sql<number>`count(distinct coalesce(${bookings.seriesId}, ${bookings.id}))::int`,
      withPro: sql<number>`count(distinct coalesce(${bookings.seriesId}, ${bookings.id}))
        filter (where ${bookings.professionalId} = ${professionalId})::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), inArray(bookings.status, [...WAITING_STATUSES])));
  return { all: row?.all ?? 0, withPro: row?.withPro ?? 0 };
}
