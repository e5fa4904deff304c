import type { Db } from "../../db/client";
import { findOverdueReschedules } from "./queries";
import { sendBookingReminders } from "./reminders";
import { expireOverdueReschedule } from "./reschedule";
import { expireOverdueBookings } from "./service";

/** The bookings sweep: unanswered requests expire, unanswered reschedules lapse, reminders go out. */
export async function sweepBookings(db: Db, now: Date, limit = 100) {
  await expireOverdueBookings(db, now, limit);
  for (const { id } of await findOverdueReschedules(db, now, limit))
    await expireOverdueReschedule(db, id, now);
  await sendBookingReminders(db, now, limit);
}
