import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import { calendarTimes } from "../../../domain/bookings/calendar";
import { awaitedSide, type CalendarQuery } from "../../../domain/bookings/schemas";
import { addDays, nepalDay, nepalInstant } from "../../../domain/kathmandu-day";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { findBookable, findHoldingBetween } from "./queries";
import { type Clock, heldTimes } from "./service";

/**
 * The professional's own calendar of `days` Nepal dates from `from` (today by default): the
 * bookings holding their time, their working hours, the free time in them (by the rules the
 * bookable slots follow: weekly hours and changes, less bookings, hired jobs and their buffer) and
 * their days off.
 */
export async function readCalendar(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof CalendarQuery>,
  clock: Clock,
) {
  const pro = await findBookable(db, user.id);
  if (!pro) throw appError("auth.forbidden");
  const now = clock.now();
  const from = query.from ?? nepalDay(now);
  const start = nepalInstant(from, "00:00");
  const end = nepalInstant(addDays(from, query.days), "00:00");
  if (!start || !end) throw new Error(`not a date: ${from}`);
  const [{ weekly, changes, busy }, bookings] = await Promise.all([
    heldTimes(db, pro, from, query.days),
    findHoldingBetween(db, pro.id, start, end),
  ]);
  return {
    from,
    days: query.days,
    bookings: bookings.map((booking) => ({ ...booking, awaiting: awaitedSide(booking.status) })),
    ...calendarTimes(weekly, changes, busy, { from, days: query.days, now }),
  };
}
