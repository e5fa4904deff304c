import type { JobType, PaymentType, Urgency } from "../../../domain/jobs/schemas";
import type { JobStatus } from "../../../domain/jobs/status";
import { PLACES, type PlaceKey, placeLabel } from "../../../domain/places";
import type { JobMilestone, jobStatusEvents, jobs } from "../schema";
import { ACTIVE_JOBS } from "./jobs-active";
import { COMPLETED_JOBS } from "./jobs-completed";
import { DEMO_PRO_COMPLETED_JOBS } from "./jobs-demo-pro";
import { OPEN_JOBS } from "./jobs-open";
import type { People, Person } from "./people";
import type { Random } from "./random";

export type JobSeed = {
  /** Person keys (the local part of the email). */
  customer: string;
  hired?: string;
  title: string;
  description: string;
  category: string;
  place: PlaceKey;
  paymentType: PaymentType;
  /** NPR; per hour when paymentType is hourly. */
  budget: number | null;
  urgency?: Urgency;
  jobType?: JobType;
  scheduledAfterDays?: number;
  status: JobStatus;
  /** When it was posted, in days before the seed runs. */
  daysAgo: number;
  /** The agreed price; hourly jobs derive it from budget x hours. */
  finalPrice?: number;
  /** Working hours, estimated and (once completed) actual. */
  hours?: number;
  milestones?: { title: string; amount: number; done: boolean }[];
  review?: { rating: number; comment: string; bonus?: number };
  cancelReason?: string;
};

/** A job with its timeline and people resolved, for the seed files that hang data off jobs. */
export type SeededJob = {
  id: string;
  seed: JobSeed;
  customer: Person;
  hired: Person | null;
  finalPrice: number | null;
  createdAt: Date;
  /** An instant request sent to nearby professionals. */
  dispatchedAt: Date | null;
  /** A direct hire's offer to the professional (hourly and contact work), before they accepted. */
  offeredAt: Date | null;
  acceptedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Longer jobs are worked in 8-hour days. */
export const WORKDAY_HOURS = 8;

const after = (from: Date, ms: number) => new Date(from.getTime() + ms);
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function workSpanMs(hours: number): number {
  const days = Math.ceil(hours / WORKDAY_HOURS);
  return (days - 1) * DAY_MS + (hours - WORKDAY_HOURS * (days - 1)) * HOUR_MS;
}

function timeline(seed: JobSeed, hired: boolean, now: Date) {
  const createdAt = new Date(now.getTime() - seed.daysAgo * DAY_MS);
  const instant = seed.jobType === "instant";
  const gap = clamp(seed.daysAgo * 0.3 * DAY_MS, HOUR_MS, 2 * DAY_MS);
  const dispatchedAt = instant && seed.status !== "open" ? after(createdAt, 20_000) : null;
  const scheduledAt = seed.scheduledAfterDays ? after(createdAt, seed.scheduledAfterDays * DAY_MS) : null;
  // A direct hire (no bids: hourly and contact work) is offered first and accepted by the
  // professional a little later, as the app runs it; an offered one is still waiting.
  const direct = hired && !instant && seed.paymentType !== "fixed";
  const offeredAt = direct ? after(createdAt, gap) : null;
  const acceptedAt =
    !hired || seed.status === "offered"
      ? null
      : dispatchedAt
        ? after(dispatchedAt, 2 * 60_000)
        : offeredAt
          ? after(offeredAt, 20 * 60_000)
          : after(createdAt, gap);
  const started = seed.status === "in-progress" || seed.status === "completed";
  const startedAt =
    started && acceptedAt
      ? (scheduledAt ?? (instant ? after(acceptedAt, 30 * 60_000) : after(acceptedAt, gap * 0.7)))
      : null;
  const completedAt =
    seed.status === "completed" && startedAt ? after(startedAt, workSpanMs(seed.hours ?? 1)) : null;
  const cancelledAt =
    seed.status === "cancelled"
      ? after(
          acceptedAt ?? dispatchedAt ?? createdAt,
          clamp(seed.daysAgo * 0.3 * DAY_MS, 10 * 60_000, 3 * DAY_MS),
        )
      : null;
  for (const moment of [offeredAt, acceptedAt, startedAt, completedAt, cancelledAt]) {
    if (moment && moment > now) throw new Error(`Job "${seed.title}" would change status in the future`);
  }
  return { createdAt, dispatchedAt, scheduledAt, offeredAt, acceptedAt, startedAt, completedAt, cancelledAt };
}

const DEMO_JOBS = [...OPEN_JOBS, ...ACTIVE_JOBS, ...DEMO_PRO_COMPLETED_JOBS, ...COMPLETED_JOBS];

/** The demo jobs (or these) with consistent timestamps, and a status event for every transition each went through. */
export function buildJobs(random: Random, people: People, now: Date, seeds: readonly JobSeed[] = DEMO_JOBS) {
  const rows: (typeof jobs.$inferInsert)[] = [];
  const events: (typeof jobStatusEvents.$inferInsert)[] = [];
  const seeded: SeededJob[] = [];

  for (const seed of seeds) {
    const customer = people.get(seed.customer);
    const hired = seed.hired ? people.get(seed.hired) : null;
    if (hired && !hired.skills.includes(seed.category)) {
      throw new Error(`${hired.key} does not offer ${seed.category} ("${seed.title}")`);
    }
    const t = timeline(seed, hired !== null, now);
    const finalPrice =
      seed.paymentType === "hourly" && hired
        ? (seed.budget ?? 0) * (seed.hours ?? 0)
        : (seed.finalPrice ?? null);
    const id = random.uuid();
    const instant = seed.jobType === "instant";

    const event = (
      previousStatus: JobStatus | null,
      newStatus: JobStatus,
      at: Date,
      by: Person | null,
      notes?: string,
    ) =>
      events.push({
        id: random.uuid(),
        jobId: id,
        previousStatus,
        newStatus,
        triggeredBy: by?.id ?? null,
        notes,
        createdAt: at,
      });
    event(null, "open", t.createdAt, customer);
    if (t.dispatchedAt) event("open", "dispatched", t.dispatchedAt, null, "Sent to nearby professionals");
    if (t.offeredAt && hired) {
      event("open", "offered", t.offeredAt, customer, "Hired directly");
      if (t.acceptedAt) event("offered", "accepted", t.acceptedAt, hired);
    } else if (t.acceptedAt && hired) {
      if (instant) event("dispatched", "accepted", t.acceptedAt, hired, "Accepted the instant request");
      else event("open", "accepted", t.acceptedAt, customer, "Bid accepted");
    }
    if (t.startedAt) event("accepted", "in-progress", t.startedAt, hired);
    if (t.completedAt) event("in-progress", "completed", t.completedAt, hired);
    if (t.cancelledAt) {
      const from: JobStatus = t.acceptedAt
        ? "accepted"
        : t.offeredAt
          ? "offered"
          : t.dispatchedAt
            ? "dispatched"
            : "open";
      event(from, "cancelled", t.cancelledAt, customer, seed.cancelReason);
    }

    const place = PLACES[seed.place];
    // Finished milestones are spread between the start and now (or completion).
    const workEnd = (t.completedAt ?? now).getTime();
    const steps = (seed.milestones?.length ?? 0) + 1;
    const milestones: JobMilestone[] = (seed.milestones ?? []).map(({ title, amount, done }, index) => ({
      title,
      amount,
      completedAt:
        done && t.startedAt
          ? after(t.startedAt, ((index + 1) / steps) * (workEnd - t.startedAt.getTime())).toISOString()
          : null,
    }));
    rows.push({
      id,
      customerId: customer.id,
      title: seed.title,
      description: seed.description,
      skillCategory: seed.category,
      paymentType: seed.paymentType,
      budget: seed.budget?.toFixed(2) ?? null,
      location: placeLabel(seed.place),
      district: place.district,
      province: place.province,
      urgency: seed.urgency ?? "moderate",
      status: seed.status,
      hiredProfessionalId: hired?.id ?? null,
      finalPrice: finalPrice?.toFixed(2) ?? null,
      jobType: seed.jobType ?? "bidding",
      scheduledAt: t.scheduledAt,
      customerLatitude: (place.latitude + (random.next() - 0.5) * 0.008).toFixed(7),
      customerLongitude: (place.longitude + (random.next() - 0.5) * 0.008).toFixed(7),
      dispatchedAt: t.dispatchedAt,
      acceptedAt: t.acceptedAt,
      startedAt: t.startedAt,
      completedAt: t.completedAt,
      estimatedDuration: seed.hours ? Math.round(seed.hours * 60) : null,
      actualDuration: t.completedAt && seed.hours ? Math.round(seed.hours * 60) : null,
      milestones,
      createdAt: t.createdAt,
      updatedAt:
        t.completedAt ??
        t.cancelledAt ??
        t.startedAt ??
        t.acceptedAt ??
        t.offeredAt ??
        t.dispatchedAt ??
        t.createdAt,
    });
    seeded.push({ id, seed, customer, hired, finalPrice, ...t });
  }
  return { rows, events, jobs: seeded };
}
