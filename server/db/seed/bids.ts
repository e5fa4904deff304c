import type { BidStatus } from "../../../domain/bids/schemas";
import { distanceKm, PLACES } from "../../../domain/places";
import type { bids } from "../schema";
import type { SeededJob } from "./jobs";
import type { People, Person } from "./people";
import type { Random } from "./random";

/** How far a professional travels to bid on a job. */
const BID_RANGE_KM = 25;

const PROPOSALS: ((area: string, km: number) => string | null)[] = [
  (area) =>
    `Namaste! I have done many similar jobs around ${area}. Labour is included; materials at market rate with bills.`,
  () => "I can start tomorrow morning. I give a six-month guarantee on my work.",
  (_area, km) =>
    `I am only ${Math.max(1, Math.round(km))} km away and can come to check the site first, free of charge.`,
  () => "I have my own tools and a helper, so the work will be quick. Happy to share photos of past jobs.",
  () => "Available this week. The final price will not go above this bid.",
  () => null,
];

function estimatedTime(job: SeededJob): string {
  const hours = job.seed.hours ?? (job.seed.budget ?? 0) / 1500;
  if (hours <= 2) return "1-2 hours";
  if (hours <= 5) return "Half a day";
  if (hours <= 9) return "1 day";
  if (hours <= 24) return "2-3 days";
  if (hours <= 48) return "1 week";
  return "2 weeks";
}

function amount(random: Random, job: SeededJob, bidder: Person): number {
  if (bidder.id === job.hired?.id && job.finalPrice !== null) return job.finalPrice;
  const budget = job.seed.budget ?? 0;
  const step = budget >= 10_000 ? 500 : 100;
  return Math.max(step, Math.round((budget * (0.8 + random.next() * 0.4)) / step) * step);
}

/**
 * Bids on fixed-price jobs from professionals nearby whose skills match: pending while the job is
 * open, the hired professional's accepted and the rest rejected once someone is hired or it is
 * cancelled. The demo professional bids on every job he could take.
 */
export function buildBids(random: Random, people: People, jobs: SeededJob[], now: Date) {
  const rows: (typeof bids.$inferInsert)[] = [];
  const demoPro = people.get("pro");
  for (const job of jobs) {
    if (job.seed.paymentType !== "fixed" || job.seed.jobType === "instant") continue;
    const place = PLACES[job.seed.place];
    const candidates = people.professionals.filter(
      (pro) =>
        pro.id !== job.hired?.id &&
        pro.skills.includes(job.seed.category) &&
        distanceKm(PLACES[pro.place], place) <= BID_RANGE_KM,
    );
    const others = candidates.filter((pro) => pro.id !== demoPro.id);
    const bidders = [
      ...(job.hired ? [job.hired] : []),
      ...(candidates.includes(demoPro) ? [demoPro] : []),
      ...random.sample(others, random.int(job.hired ? 1 : 2, 3)),
    ];
    const closedAt = job.acceptedAt ?? job.cancelledAt;
    const end = (closedAt ?? now).getTime();
    for (const bidder of bidders) {
      const createdAt = new Date(
        job.createdAt.getTime() + (0.05 + random.next() * 0.9) * (end - job.createdAt.getTime()),
      );
      const status: BidStatus = !closedAt ? "pending" : bidder.id === job.hired?.id ? "accepted" : "rejected";
      rows.push({
        id: random.uuid(),
        jobId: job.id,
        professionalId: bidder.id,
        amount: amount(random, job, bidder).toFixed(2),
        description: random.pick(PROPOSALS)(place.area, distanceKm(PLACES[bidder.place], place)),
        estimatedTime: estimatedTime(job),
        status,
        createdAt,
        updatedAt: closedAt ?? createdAt,
      });
    }
  }
  return rows;
}
