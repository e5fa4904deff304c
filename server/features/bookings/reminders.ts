import { sql } from "drizzle-orm";
import { REMINDER_HOURS, type ReminderKind } from "../../../domain/bookings/rules";
import type { Db } from "../../db/client";
import { publish } from "../events/publish";

type Due = {
  id: string;
  job_id: string;
  customer_id: string;
  professional_id: string;
  starts_at: Date;
  title: string;
};

/**
 * Reminds both sides of the accepted bookings starting within REMINDER_HOURS[kind], once each: the
 * conditional update claims them (reminded_*_at set) in the same transaction that tells them, so two
 * sweeps never send one twice. Inside the hour, the day's reminder is not sent as well.
 */
async function remind(db: Db, kind: ReminderKind, now: Date, limit: number): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_HOURS[kind] * 3_600_000);
  const claimed = kind === "hour" ? sql`reminded_hour_at` : sql`reminded_day_at`;
  const also = kind === "hour" ? sql`, reminded_day_at = coalesce(b.reminded_day_at, ${now})` : sql``;
  return db.transaction(async (tx) => {
    const result = await tx.execute<Due>(sql`
      update bookings b set ${claimed} = ${now} ${also}
      from jobs j
      where j.id = b.job_id and b.id in (
        select id from bookings where status = 'accepted' and ${claimed} is null
          and starts_at > ${now} and starts_at <= ${until}
        order by starts_at limit ${limit} for update skip locked)
      returning b.id, b.job_id, b.customer_id, b.professional_id, b.starts_at, j.title`);
    for (const row of result.rows) {
      await publish(tx, [row.customer_id, row.professional_id], {
        type: "booking.reminder",
        bookingId: row.id,
        jobId: row.job_id,
        jobTitle: row.title,
        startsAt: new Date(row.starts_at).toISOString(),
        before: kind,
      });
    }
    return result.rows.length;
  });
}

/** The reminders due at `now`: the hour's first, so a booking inside the hour gets only that one. */
export async function sendBookingReminders(db: Db, now: Date, limit = 100): Promise<number> {
  return (await remind(db, "hour", now, limit)) + (await remind(db, "day", now, limit));
}
