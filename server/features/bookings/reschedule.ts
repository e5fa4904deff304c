import { eq } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/auth/user";
import { answerDueAt, type RescheduleChange } from "../../../domain/bookings/schemas";
import type { Db, Tx } from "../../db/client";
import { bookings, jobs } from "../../db/schema";
import { appError, isExclusionViolation } from "../../errors";
import { publish } from "../events/publish";
import { findBookable, lockBooking } from "./queries";
import { type Clock, isFree, NO_OVERLAP, partyOf, readBooking } from "./service";

const NO_PENDING = {
  pendingStartsAt: null,
  pendingEndsAt: null,
  pendingHeldUntil: null,
  pendingRequestedBy: null,
  pendingAnswerBy: null,
};

type Locked = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

function tell(tx: Tx, booking: Locked, change: RescheduleChange, startsAt: Date, actorId: string | null) {
  return publish(tx, [booking.customerId, booking.professionalId], {
    type: "booking.updated",
    bookingId: booking.id,
    jobId: booking.jobId,
    jobTitle: booking.title,
    status: "accepted",
    startsAt: startsAt.toISOString(),
    actorId,
    change,
  });
}

/**
 * Either side of an accepted booking that has not started asks for another free time. The booking
 * keeps its time until the other side accepts; meanwhile the time asked for is held too (the
 * bookings_no_overlap constraint covers both), so nobody else can take it. Of a reschedule and a
 * booking racing for one time, the database keeps one: 409 booking.slot_taken.
 */
export async function requestReschedule(db: Db, user: CurrentUser, id: string, at: string, clock: Clock) {
  const now = clock.now();
  const startsAt = new Date(at);
  try {
    await db.transaction(async (tx) => {
      const { booking } = partyOf(await lockBooking(tx, id), user);
      if (booking.status !== "accepted" || booking.startsAt.getTime() <= now.getTime()) {
        throw appError("booking.not_agreed");
      }
      if (booking.pendingStartsAt) throw appError("booking.reschedule_pending");
      const minutes = (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000;
      const pro = await findBookable(tx, booking.professionalId);
      const same = startsAt.getTime() === booking.startsAt.getTime();
      if (!pro || same || !(await isFree(tx, pro, startsAt, minutes, now, booking.id))) {
        throw appError("booking.slot_unavailable");
      }
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      await tx
        .update(bookings)
        .set({
          pendingStartsAt: startsAt,
          pendingEndsAt: endsAt,
          pendingHeldUntil: new Date(endsAt.getTime() + pro.bufferMinutes * 60_000),
          pendingRequestedBy: user.id,
          // Due in ANSWER_WITHIN_HOURS, or by the sooner of the two starts.
          pendingAnswerBy: answerDueAt(
            now,
            new Date(Math.min(startsAt.getTime(), booking.startsAt.getTime())),
          ),
        })
        .where(eq(bookings.id, id));
      await tell(tx, booking, "reschedule_requested", startsAt, user.id);
    });
  } catch (error) {
    if (isExclusionViolation(error, NO_OVERLAP)) throw appError("booking.slot_taken");
    throw error;
  }
  return readBooking(db, id);
}

/**
 * The other side answers a waiting reschedule: accept (the booking and its job move to the new
 * time, and reminders are due again for it) or decline (it keeps its time; the time asked for is freed).
 */
export async function answerReschedule(
  db: Db,
  user: CurrentUser,
  id: string,
  answer: "accept" | "decline",
  clock: Clock,
) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const { booking } = partyOf(await lockBooking(tx, id), user);
    if (
      !booking.pendingStartsAt ||
      !booking.pendingAnswerBy ||
      booking.status !== "accepted" ||
      booking.pendingAnswerBy.getTime() <= now.getTime()
    ) {
      throw appError("booking.no_reschedule");
    }
    if (booking.pendingRequestedBy === user.id) throw appError("booking.not_your_turn");
    if (answer === "decline") {
      await tx.update(bookings).set(NO_PENDING).where(eq(bookings.id, id));
      await tell(tx, booking, "reschedule_declined", booking.startsAt, user.id);
      return;
    }
    const [moved] = await tx
      .update(bookings)
      .set({
        startsAt: booking.pendingStartsAt,
        endsAt: bookings.pendingEndsAt,
        heldUntil: bookings.pendingHeldUntil,
        remindedDayAt: null,
        remindedHourAt: null,
        ...NO_PENDING,
      })
      .where(eq(bookings.id, id))
      .returning({ startsAt: bookings.startsAt });
    await tx.update(jobs).set({ scheduledAt: booking.pendingStartsAt }).where(eq(jobs.id, booking.jobId));
    await tell(tx, booking, "rescheduled", moved?.startsAt ?? booking.pendingStartsAt, user.id);
  });
  return readBooking(db, id);
}

/** Clears reschedules nobody answered in time: the booking keeps its time, both sides are told. */
export async function expireOverdueReschedule(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking?.pendingAnswerBy || booking.pendingAnswerBy.getTime() > now.getTime()) return false;
    await tx.update(bookings).set(NO_PENDING).where(eq(bookings.id, id));
    if (booking.status === "accepted") await tell(tx, booking, "reschedule_expired", booking.startsAt, null);
    return true;
  });
}
