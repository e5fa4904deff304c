import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import {
  type BookingSide,
  type CancelBookingBody,
  HOLDING_STATUSES,
  isLateCancellation,
  LATE_CANCELLATION_FEE_PERCENT,
  lateCancellationFee,
} from "../../../domain/bookings/schemas";
import type { Db, Tx } from "../../db/client";
import { bookingFees, bookings } from "../../db/schema";
import { appError } from "../../errors";
import { recomputeTrackRecord } from "../dashboard/track-record";
import { publish } from "../events/publish";
import { insertStatusEvent, moveJob } from "../hiring/status-queries";
import { settleCancelledJob } from "../payments/settle";
import { type LockedBooking, lockBooking, lockWithSeries } from "./queries";
import { type Clock, partyOf, readBooking } from "./service";

const NO_PENDING = {
  pendingStartsAt: null,
  pendingEndsAt: null,
  pendingHeldUntil: null,
  pendingRequestedBy: null,
  pendingAnswerBy: null,
};

const holds = (status: string) => (HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * The customer reports, after the start of an accepted booking whose work has not started, that the
 * professional did not come: the booking and its job are cancelled (no fee), and the no-show counts
 * in the professional's cancellation rate.
 */
export async function reportNoShow(db: Db, user: CurrentUser, id: string, clock: Clock) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const { booking, side } = partyOf(await lockBooking(tx, id), user);
    if (side !== "customer") throw appError("booking.no_show_customer_only");
    if (booking.status !== "accepted" || booking.startsAt.getTime() > now.getTime()) {
      throw appError("booking.no_show_not_reportable");
    }
    await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledBy: user.id,
        cancelledAt: now,
        noShowReportedAt: now,
        ...NO_PENDING,
      })
      .where(eq(bookings.id, id));
    if (!(await moveJob(tx, booking.jobId, "accepted", "cancelled"))) {
      throw appError("booking.no_show_not_reportable");
    }
    await insertStatusEvent(tx, {
      jobId: booking.jobId,
      previousStatus: "accepted",
      newStatus: "cancelled",
      triggeredBy: user.id,
      notes: "The professional did not come",
    });
    await settleCancelledJob(tx, booking.jobId, now);
    await recomputeTrackRecord(tx, [booking.professionalId]);
    await publish(tx, [booking.customerId, booking.professionalId], {
      type: "booking.updated",
      bookingId: id,
      jobId: booking.jobId,
      jobTitle: booking.title,
      status: "cancelled",
      startsAt: booking.startsAt.toISOString(),
      actorId: user.id,
    });
  });
  return readBooking(db, id);
}

/**
 * Either side calls off a booking that holds time and has not started: the time is freed, the job
 * cancelled with the reason in its history, both sides told live. Cancelling an accepted booking
 * inside FREE_CANCELLATION_HOURS of its start is late: the customer then owes
 * LATE_CANCELLATION_FEE_PERCENT of the price (recorded in booking_fees, charged once payments
 * exist), and a professional's late cancellation counts in their cancellation rate. A booking not
 * yet agreed is always free to call off. Of a series, `scope: "following"` calls off this
 * occurrence and every later one that holds time, each by the same rules; the earlier ones stay.
 */
export async function cancelBooking(
  db: Db,
  user: CurrentUser,
  id: string,
  body: z.output<typeof CancelBookingBody>,
  clock: Clock,
) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const following = body.scope === "following";
    const locked = following ? await lockWithSeries(tx, id) : undefined;
    const { booking, side } = partyOf(locked ? locked.booking : await lockBooking(tx, id), user);
    if (!cancellable(booking, now)) throw appError("booking.not_cancellable");
    const from = booking.seriesIndex ?? 0;
    const targets = locked
      ? locked.occurrences.filter((row) => (row.seriesIndex ?? 0) >= from && cancellable(row, now))
      : [booking];
    const reason = body.reason || null;
    for (const target of targets) await cancelOne(tx, target, user.id, side, reason, now);
    if (targets.some((target) => target.status === "accepted")) {
      await recomputeTrackRecord(tx, [booking.professionalId]);
    }
    await publish(tx, [booking.customerId, booking.professionalId], {
      type: "booking.updated",
      bookingId: id,
      jobId: booking.jobId,
      jobTitle: booking.title,
      status: "cancelled",
      startsAt: booking.startsAt.toISOString(),
      actorId: user.id,
      ...(booking.seriesId ? { occurrences: targets.length } : {}),
    });
  });
  return readBooking(db, id);
}

/** Holding time and not started: still to be called off. */
const cancellable = (booking: LockedBooking, now: Date) =>
  holds(booking.status) && booking.startsAt.getTime() > now.getTime();

/** One booking called off by `side`, with its job, and the customer's late fee if they owe one. */
async function cancelOne(
  tx: Tx,
  booking: LockedBooking,
  userId: string,
  side: BookingSide,
  reason: string | null,
  now: Date,
) {
  const late = booking.status === "accepted" && isLateCancellation(booking.startsAt, now);
  await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledBy: userId,
      cancelledAt: now,
      cancelReason: reason,
      cancelledLate: late,
      ...NO_PENDING,
    })
    .where(eq(bookings.id, booking.id));
  const from = booking.status === "accepted" ? "accepted" : "offered";
  // A job its professional has already started is past cancelling.
  if (!(await moveJob(tx, booking.jobId, from, "cancelled"))) throw appError("booking.not_cancellable");
  await insertStatusEvent(tx, {
    jobId: booking.jobId,
    previousStatus: from,
    newStatus: "cancelled",
    triggeredBy: userId,
    notes: `Booking cancelled by the ${side}${late ? " late" : ""}${reason ? `: ${reason}` : ""}`,
  });
  if (late && side === "customer") {
    await tx.insert(bookingFees).values({
      bookingId: booking.id,
      customerId: booking.customerId,
      percent: LATE_CANCELLATION_FEE_PERCENT,
      amount: lateCancellationFee({ ...booking, price: Number(booking.price) }, now).toFixed(2),
    });
  }
  // A paid booking's money goes back, less the late fee just recorded, with the cancellation.
  await settleCancelledJob(tx, booking.jobId, now);
}
