import { answerDueAt, bookingPrice } from "../../../domain/bookings/rules";
import { type DayChange, freeSlots, type WeeklyHours } from "../../../domain/bookings/slots";
import { jobArea } from "../../../domain/estimates/areas";
import { addDays, nepalDay } from "../../../domain/kathmandu-day";
import { placeLabel } from "../../../domain/places";
import type { bookings, jobStatusEvents, jobs } from "../schema";
import type { People } from "./people";
import type { Random } from "./random";

const HOUR_MS = 3_600_000;
/** The demo professional's rate (people.ts) and the hours each demo booking takes. */
const DEMO_RATE = 900;
const HOURS = 2;

type Availability = {
  blocks: {
    professionalId: string;
    dayOfWeek: number;
    startTime: string;
    endTime: string;
    isAvailable?: boolean;
    bufferTime?: number;
  }[];
  exceptions: {
    professionalId: string;
    date: string;
    startTime?: string | null;
    endTime?: string | null;
    isAvailable?: boolean;
  }[];
};

/**
 * The demo customer's bookings of the demo professional, at free times of his (the app's own slot
 * rules over his seeded week): one request waiting for his answer, so his calendar has something to
 * answer, and one he accepted, so hers shows a booked job at his rate.
 */
export function buildDemoBookings(random: Random, people: People, availability: Availability, now: Date) {
  const pro = people.get("pro");
  const customer = people.get("customer");
  const weekly: WeeklyHours[] = availability.blocks
    .filter((block) => block.professionalId === pro.id)
    .map((block) => ({ ...block, isAvailable: block.isAvailable ?? true }));
  const changes: DayChange[] = availability.exceptions
    .filter((change) => change.professionalId === pro.id)
    .map((change) => ({
      date: change.date,
      startTime: change.startTime ?? null,
      endTime: change.endTime ?? null,
      isAvailable: change.isAvailable ?? false,
    }));
  const buffer = Math.max(
    0,
    ...weekly.map((block) => ("bufferTime" in block ? Number(block.bufferTime) : 0)),
  );
  const slotFrom = (days: number) =>
    freeSlots(weekly, changes, [], {
      from: addDays(nepalDay(now), days),
      days: 7,
      durationMinutes: HOURS * 60,
      bufferMinutes: buffer,
      now,
    }).find((slot) => slot.getUTCMinutes() % 60 === 15); // on the hour in Nepal (UTC+5:45)
  const location = placeLabel(customer.place);
  const area = jobArea(location);
  const wanted = [
    { status: "requested" as const, startsAt: slotFrom(2), title: "Replace the bathroom mixer tap" },
    { status: "accepted" as const, startsAt: slotFrom(4), title: "Fit a new ceiling light in the hall" },
  ];
  const jobRows: (typeof jobs.$inferInsert)[] = [];
  const events: (typeof jobStatusEvents.$inferInsert)[] = [];
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (const [index, booking] of wanted.entries()) {
    if (!booking.startsAt) continue;
    const askedAt = new Date(now.getTime() - (index + 1) * 2 * HOUR_MS);
    const endsAt = new Date(booking.startsAt.getTime() + HOURS * HOUR_MS);
    const price = bookingPrice(DEMO_RATE, HOURS).toFixed(2);
    const jobId = random.uuid();
    const accepted = booking.status === "accepted";
    jobRows.push({
      id: jobId,
      customerId: customer.id,
      title: booking.title,
      description: "Booked from Ramesh's free times: two hours, parts bought separately.",
      skillCategory: index === 0 ? "Plumbing" : "Electrical",
      paymentType: "hourly",
      jobType: "scheduled",
      budget: price,
      finalPrice: price,
      location,
      district: area?.district ?? null,
      province: area?.province ?? null,
      status: accepted ? "accepted" : "offered",
      hiredProfessionalId: pro.id,
      invitedProfessionalId: pro.id,
      scheduledAt: booking.startsAt,
      estimatedDuration: HOURS * 60,
      acceptedAt: accepted ? new Date(askedAt.getTime() + HOUR_MS / 2) : null,
      createdAt: askedAt,
      updatedAt: askedAt,
    });
    events.push({
      jobId,
      previousStatus: null,
      newStatus: "offered",
      triggeredBy: customer.id,
      notes: "Booked",
      createdAt: askedAt,
    });
    if (accepted) {
      events.push({
        jobId,
        previousStatus: "offered",
        newStatus: "accepted",
        triggeredBy: pro.id,
        notes: "Booking accepted",
        createdAt: new Date(askedAt.getTime() + HOUR_MS / 2),
      });
    }
    rows.push({
      jobId,
      customerId: customer.id,
      professionalId: pro.id,
      status: booking.status,
      startsAt: booking.startsAt,
      endsAt,
      heldUntil: new Date(endsAt.getTime() + buffer * 60_000),
      requestedStartsAt: booking.startsAt,
      estimatedHours: HOURS.toFixed(1),
      hourlyRate: DEMO_RATE.toFixed(2),
      price,
      answerBy: answerDueAt(now, booking.startsAt),
      answeredAt: accepted ? new Date(askedAt.getTime() + HOUR_MS / 2) : null,
      createdAt: askedAt,
    });
  }
  return { jobRows, events, rows };
}
