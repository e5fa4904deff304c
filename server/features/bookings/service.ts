import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import {
  answerDueAt,
  awaitedSide,
  type BookingSide,
  type BookingsQuery,
  bookingPrice,
  type CreateBookingBody,
  type SlotsQuery,
  seriesStarts,
  WAITING_REQUESTS_MAX,
  WAITING_REQUESTS_PER_PRO_MAX,
} from "../../../domain/bookings/schemas";
import { freeSlots } from "../../../domain/bookings/slots";
import { isOverPriceCap } from "../../../domain/jobs/price-caps";
import { addDays, nepalDay } from "../../../domain/kathmandu-day";
import type { Db, Tx } from "../../db/client";
import { bookings, jobs } from "../../db/schema";
import { appError, isExclusionViolation } from "../../errors";
import { recomputeTrackRecord } from "../dashboard/track-record";
import { publish } from "../events/publish";
import { insertJob } from "../hiring/queries";
import { insertStatusEvent, moveJob } from "../hiring/status-queries";
import {
  countWaitingRequests,
  findBookable,
  findBooking,
  findBusy,
  findMyBookings,
  findOverdue,
  findWorkingHours,
  insertSeries,
  lockWithSeries,
} from "./queries";

const HOUR_MS = 3_600_000;
export const NO_OVERLAP = "bookings_no_overlap";

export type Clock = { now: () => Date };

/** The free start times of a professional (Nepal dates from `from`, today by default). */
export async function listSlots(
  db: Db,
  professionalId: string,
  query: z.output<typeof SlotsQuery>,
  clock: Clock,
) {
  const pro = await findBookable(db, professionalId);
  if (pro?.role !== "professional") throw appError("professional.not_found");
  const now = clock.now();
  const from = query.from ?? nepalDay(now);
  const slots = await slotsOf(db, pro, from, query.days, query.hours * 60, now);
  return slots.map((at) => ({ startsAt: at.toISOString() }));
}

export type Bookable = NonNullable<Awaited<ReturnType<typeof findBookable>>>;

/** The professional's working hours and changes of `days` Nepal dates from `from`, and their busy time around them. */
export async function heldTimes(db: Db | Tx, pro: Bookable, from: string, days: number, except?: string) {
  const to = addDays(from, days);
  const { weekly, changes } = await findWorkingHours(db, pro.id, from, to);
  // A day either side: Nepal dates start at 18:15 UTC the day before.
  const busy = await findBusy(
    db,
    pro.id,
    new Date(Date.parse(`${from}T00:00:00Z`) - 24 * HOUR_MS),
    new Date(Date.parse(`${to}T00:00:00Z`) + 24 * HOUR_MS),
    pro.bufferMinutes,
    except,
  );
  return { weekly, changes, busy };
}

async function slotsOf(
  db: Db | Tx,
  pro: Bookable,
  from: string,
  days: number,
  durationMinutes: number,
  now: Date,
  except?: string,
) {
  const { weekly, changes, busy } = await heldTimes(db, pro, from, days, except);
  return freeSlots(weekly, changes, busy, {
    from,
    days,
    durationMinutes,
    bufferMinutes: pro.bufferMinutes,
    now,
  });
}

/** Whether `startsAt` is one of the professional's free start times for work of that length. */
export async function isFree(
  tx: Db | Tx,
  pro: Bookable,
  startsAt: Date,
  minutes: number,
  now: Date,
  except?: string,
) {
  const day = nepalDay(startsAt);
  const slots = await slotsOf(tx, pro, day, 1, minutes, now, except);
  return slots.some((slot) => slot.getTime() === startsAt.getTime());
}

/** A series' occurrence that is not free: 409 naming it (its place, and its Nepal date). */
const seriesSlotTaken = (index: number, at: Date) =>
  appError("booking.series_slot_taken", {
    index: index + 1,
    date: nepalDay(at),
    startsAt: at.toISOString(),
  });

/**
 * Book Now: a request for one free slot at the professional's hourly rate, or with `repeat` for the
 * same time every week or two weeks (a series: each occurrence a booking of its own, all free or
 * none made). The job each books is created with it (offered to the professional, at the agreed
 * price), and the professional is told live, once. Of two requests for overlapping time, the
 * database keeps one (bookings_no_overlap): 409.
 */
export async function createBooking(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof CreateBookingBody>,
  clock: Clock,
) {
  if (body.professionalId === user.id) throw appError("booking.self");
  const now = clock.now();
  const startsAt = new Date(body.startsAt);
  const starts = body.repeat ? seriesStarts(startsAt, body.repeat.every, body.repeat.count) : [startsAt];
  const minutes = body.estimatedHours * 60;
  try {
    const id = await db.transaction(async (tx) => {
      const pro = await findBookable(tx, body.professionalId);
      if (pro?.role !== "professional") throw appError("professional.not_found");
      // Each waiting request holds the professional's time: few at once per customer (a series is
      // one request). The customer's row is locked first, so two racing requests of theirs count
      // each other.
      const waiting = await countWaitingRequests(tx, user.id, pro.id);
      if (waiting.all >= WAITING_REQUESTS_MAX || waiting.withPro >= WAITING_REQUESTS_PER_PRO_MAX) {
        throw appError("booking.too_many_waiting");
      }
      if (pro.hourlyRate === null || pro.hourlyRate <= 0) throw appError("booking.no_rate");
      const offered = pro.skillCategories.map((skill) => skill.toLowerCase());
      if (offered.length > 0 && !offered.includes(body.skillCategory.toLowerCase())) {
        throw appError("booking.skill_not_offered");
      }
      const price = bookingPrice(pro.hourlyRate, body.estimatedHours);
      if (isOverPriceCap(price, body.skillCategory)) {
        throw appError("booking.over_price_cap", { category: body.skillCategory });
      }
      for (const [index, at] of starts.entries()) {
        if (await isFree(tx, pro, at, minutes, now)) continue;
        throw body.repeat ? seriesSlotTaken(index, at) : appError("booking.slot_unavailable");
      }
      const seriesId = body.repeat
        ? await insertSeries(tx, {
            customerId: user.id,
            professionalId: pro.id,
            every: body.repeat.every,
            count: body.repeat.count,
          })
        : null;
      // A series is answered once, by the first occurrence's deadline.
      const answerBy = answerDueAt(now, startsAt);
      const made: { id: string; jobId: string }[] = [];
      for (const [index, at] of starts.entries()) {
        const place = seriesId ? { seriesId, index, count: starts.length } : null;
        made.push(
          await insertOccurrence(tx, { user, pro, rate: pro.hourlyRate, body, price, answerBy }, at, place),
        );
      }
      const [first] = made;
      if (!first) throw new Error("no booking made");
      await publish(tx, [pro.id, user.id], {
        type: "booking.updated",
        bookingId: first.id,
        jobId: first.jobId,
        jobTitle: body.title,
        status: "requested",
        startsAt: startsAt.toISOString(),
        actorId: user.id,
        ...(seriesId ? { occurrences: made.length } : {}),
      });
      return first.id;
    });
    return await readBooking(db, id);
  } catch (error) {
    if (isExclusionViolation(error, NO_OVERLAP)) throw appError("booking.slot_taken");
    throw error;
  }
}

type Occurrence = {
  user: CurrentUser;
  pro: Bookable;
  rate: number;
  body: z.output<typeof CreateBookingBody>;
  price: number;
  answerBy: Date;
};

/**
 * One booking asked for at `at` (of a series: its place in it), with the job it books, offered to
 * the professional. An occurrence that meets another booking's time is named (409).
 */
async function insertOccurrence(
  tx: Tx,
  { user, pro, rate, body, price, answerBy }: Occurrence,
  at: Date,
  place: { seriesId: string; index: number; count: number } | null,
) {
  const minutes = body.estimatedHours * 60;
  const job = await insertJob(tx, {
    customerId: user.id,
    title: body.title,
    description: body.description,
    skillCategory: body.skillCategory,
    location: body.location,
    paymentType: "hourly",
    jobType: "scheduled",
    budget: price.toFixed(2),
    status: "offered",
    hiredProfessionalId: pro.id,
    invitedProfessionalId: pro.id,
    finalPrice: price.toFixed(2),
    scheduledAt: at,
    estimatedDuration: minutes,
  });
  await insertStatusEvent(tx, {
    jobId: job.id,
    previousStatus: null,
    newStatus: "offered",
    triggeredBy: user.id,
    notes: place ? `Booked (visit ${place.index + 1} of ${place.count})` : "Booked",
  });
  const endsAt = new Date(at.getTime() + minutes * 60_000);
  const [booking] = await tx
    .insert(bookings)
    .values({
      jobId: job.id,
      customerId: user.id,
      professionalId: pro.id,
      startsAt: at,
      endsAt,
      heldUntil: new Date(endsAt.getTime() + pro.bufferMinutes * 60_000),
      requestedStartsAt: at,
      estimatedHours: body.estimatedHours.toFixed(1),
      hourlyRate: rate.toFixed(2),
      price: price.toFixed(2),
      answerBy,
      seriesId: place?.seriesId ?? null,
      seriesIndex: place ? place.index + 1 : null,
    })
    .returning({ id: bookings.id })
    .catch((error: unknown) => {
      if (place && isExclusionViolation(error, NO_OVERLAP)) throw seriesSlotTaken(place.index, at);
      throw error;
    });
  if (!booking) throw new Error("insert returned no row");
  return { id: booking.id, jobId: job.id };
}

export async function readBooking(db: Db | Tx, id: string) {
  const booking = await findBooking(db, id);
  if (!booking) throw appError("booking.not_found");
  return { ...booking, awaiting: awaitedSide(booking.status) };
}

/** One booking, to its customer, its professional and admins. */
export async function getBooking(db: Db, user: CurrentUser, id: string) {
  const booking = await readBooking(db, id);
  const party = booking.customer.id === user.id || booking.professional.id === user.id;
  if (!party && user.role !== "admin") throw appError("booking.not_found");
  return booking;
}

export async function listMyBookings(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof BookingsQuery>,
  clock: Clock,
) {
  const rows = await findMyBookings(db, user.id, query.view, clock.now());
  return rows.map((booking) => ({ ...booking, awaiting: awaitedSide(booking.status) }));
}

/**
 * Which side of the locked booking the user is; anyone else is refused as if it did not exist, and
 * an admin (who may read it) is told they cannot act on it.
 */
export function partyOf<T extends { customerId: string; professionalId: string }>(
  booking: T | undefined,
  user: CurrentUser,
): { booking: T; side: BookingSide } {
  if (!booking) throw appError("booking.not_found");
  if (booking.customerId === user.id) return { booking, side: "customer" };
  if (booking.professionalId === user.id) return { booking, side: "professional" };
  throw appError(user.role === "admin" ? "booking.forbidden" : "booking.not_found");
}

type Answer =
  | { kind: "accept" }
  | { kind: "decline"; reason?: string }
  | { kind: "propose"; startsAt: string };

/**
 * The side a booking waits on answers it: accept (the job is agreed at the booking's time and
 * price), decline (the job is cancelled, the time freed, the reason shown), or propose another free
 * time (the booking then waits on the other side, who answers the same way). A series is answered
 * as a whole: accepting or declining one of its waiting occurrences answers them all; it takes no
 * other time.
 */
export async function answerBooking(db: Db, user: CurrentUser, id: string, answer: Answer, clock: Clock) {
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      const locked = await lockWithSeries(tx, id);
      const { booking, side } = partyOf(locked.booking, user);
      const awaited = awaitedSide(booking.status);
      if (!awaited || booking.answerBy.getTime() <= now.getTime()) throw appError("booking.not_waiting");
      if (awaited !== side) throw appError("booking.not_your_turn");
      if (booking.seriesId && answer.kind === "propose") throw appError("booking.series_no_propose");
      // The occurrences still waiting with it (one the customer called off meanwhile stays so).
      const targets = locked.occurrences.filter((row) => row.status === booking.status);
      const ids = targets.map((row) => row.id);
      let startsAt = booking.startsAt;
      if (answer.kind === "accept") {
        await tx
          .update(bookings)
          .set({ status: "accepted", answeredAt: now })
          .where(inArray(bookings.id, ids));
        for (const target of targets) {
          await moveJob(tx, target.jobId, "offered", "accepted", { acceptedAt: now });
          await insertStatusEvent(tx, {
            jobId: target.jobId,
            previousStatus: "offered",
            newStatus: "accepted",
            triggeredBy: user.id,
            notes: "Booking accepted",
          });
        }
      } else if (answer.kind === "decline") {
        await tx
          .update(bookings)
          .set({ status: "declined", answeredAt: now, declineReason: answer.reason || null })
          .where(inArray(bookings.id, ids));
        for (const target of targets) await closeJob(tx, target.jobId, user.id, "Booking declined");
      } else {
        startsAt = new Date(answer.startsAt);
        const minutes = (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000;
        const pro = await findBookable(tx, booking.professionalId);
        if (!pro || !(await isFree(tx, pro, startsAt, minutes, now, booking.id))) {
          throw appError("booking.slot_unavailable");
        }
        const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
        await tx
          .update(bookings)
          .set({
            status: side === "professional" ? "proposed" : "requested",
            startsAt,
            endsAt,
            heldUntil: new Date(endsAt.getTime() + pro.bufferMinutes * 60_000),
            answerBy: answerDueAt(now, startsAt),
            answeredAt: now,
          })
          .where(eq(bookings.id, id));
        // The job's time follows the booking's while it is being agreed.
        await tx.update(jobs).set({ scheduledAt: startsAt }).where(eq(jobs.id, booking.jobId));
      }
      // The professional's acceptance rate and response time count their answer (not a proposal);
      // a booking agreed counts in their cancellation rate, whoever accepted it.
      if ((side === "professional" && answer.kind !== "propose") || answer.kind === "accept") {
        await recomputeTrackRecord(tx, [booking.professionalId]);
      }
      await publish(tx, [booking.customerId, booking.professionalId], {
        type: "booking.updated",
        bookingId: id,
        jobId: booking.jobId,
        jobTitle: booking.title,
        ...(booking.seriesId ? { occurrences: targets.length } : {}),
        status:
          answer.kind === "accept"
            ? "accepted"
            : answer.kind === "decline"
              ? "declined"
              : side === "professional"
                ? "proposed"
                : "requested",
        startsAt: startsAt.toISOString(),
        actorId: user.id,
      });
    });
  } catch (error) {
    if (isExclusionViolation(error, NO_OVERLAP)) throw appError("booking.slot_taken");
    throw error;
  }
  return readBooking(db, id);
}

/** A booking's job that will not happen: offered → cancelled, with the reason in its history. */
async function closeJob(tx: Tx, jobId: string, by: string | null, notes: string) {
  if (await moveJob(tx, jobId, "offered", "cancelled")) {
    await insertStatusEvent(tx, {
      jobId,
      previousStatus: "offered",
      newStatus: "cancelled",
      triggeredBy: by,
      notes,
    });
  }
}

/**
 * Expires the bookings nobody answered in time (ANSWER_WITHIN_HOURS, or by their start): their
 * time is freed, their job cancelled, and both sides told. Each in its own transaction, locked and
 * checked again, so an answer that got in first wins. Returns how many expired.
 */
export async function expireOverdueBookings(db: Db, now: Date, limit = 100): Promise<number> {
  let expired = 0;
  for (const { id } of await findOverdue(db, now, limit)) {
    const done = await db.transaction(async (tx) => {
      const { booking, occurrences } = await lockWithSeries(tx, id);
      if (!booking || !awaitedSide(booking.status) || booking.answerBy.getTime() > now.getTime())
        return false;
      // A series expires whole: its occurrences waited on one answer.
      const targets = occurrences.filter((row) => row.status === booking.status);
      await tx
        .update(bookings)
        .set({ status: "expired" })
        .where(
          inArray(
            bookings.id,
            targets.map((row) => row.id),
          ),
        );
      for (const target of targets) {
        await closeJob(tx, target.jobId, null, "Booking request expired unanswered");
      }
      if (booking.status === "requested") await recomputeTrackRecord(tx, [booking.professionalId]);
      await publish(tx, [booking.customerId, booking.professionalId], {
        type: "booking.updated",
        bookingId: id,
        jobId: booking.jobId,
        jobTitle: booking.title,
        status: "expired",
        startsAt: booking.startsAt.toISOString(),
        actorId: null,
        ...(booking.seriesId ? { occurrences: targets.length } : {}),
      });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
