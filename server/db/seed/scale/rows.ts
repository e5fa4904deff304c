/**
 * The rows of a scale seed, each a pure function of its index (and the scale), so the same scale
 * always gives the same data and any slice can be made on its own. Professionals are users
 * 0..N-1, customers N..N+N/2-1, jobs 0..2N-1; each job carries its own bids (2.5 on average).
 */

import { POST_JOB_CATEGORIES } from "../../../../domain/categories";
import type { JobStatus } from "../../../../domain/jobs/status";
import type { Random } from "../random";
import { type CopyValue, copyLine } from "./copy-text";
import { rowRandom, SALT, uuidOf } from "./ids";
import {
  cumulate,
  ESTIMATES,
  FIRST_NAMES,
  JOB_DESCRIPTIONS,
  jobTitle,
  LAST_NAMES,
  PLACE_WEIGHTS,
  PLACES,
  SKILL_WEIGHTS,
  SKILLS,
  weightedIndex,
} from "./vocabulary";

const DAY_MS = 86_400_000;
const PLACE_CUMULATIVE = cumulate(PLACE_WEIGHTS);
const SKILL_CUMULATIVE = cumulate(SKILL_WEIGHTS);

export type ScalePlan = {
  professionals: number;
  customers: number;
  jobs: number;
  /** Timestamps count back from here (the start of the seed's UTC day). */
  anchor: number;
  passwordHash: string;
};

export function planFor(scale: number, passwordHash: string, now = new Date()): ScalePlan {
  const anchor = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    professionals: scale,
    customers: Math.max(1, Math.floor(scale / 2)),
    jobs: scale * 2,
    anchor,
    passwordHash,
  };
}

const userId = (n: number) => uuidOf(SALT.user, n);
export const professionalId = (n: number) => userId(n);
export const customerId = (plan: ScalePlan, n: number) => userId(plan.professionals + n);
export const jobId = (n: number) => uuidOf(SALT.job, n);

const coordinate = (random: Random, value: number, spread: number) =>
  (value + (random.next() - 0.5) * spread).toFixed(7);

const ago = (plan: ScalePlan, random: Random, maxDays: number) =>
  new Date(plan.anchor - Math.floor(random.next() * maxDays * DAY_MS));

function pickPlace(random: Random) {
  const place = PLACES[weightedIndex(PLACE_CUMULATIVE, random.next())];
  if (!place) throw new Error("no place");
  return place;
}

function name(random: Random) {
  return [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)] as const;
}

/** A professional's skills, the first draws of their row stream (so buckets and rows agree). */
function drawSkills(random: Random): string[] {
  const count = random.chance(0.55) ? 1 : random.chance(0.7) ? 2 : 3;
  const skills = new Set<string>();
  while (skills.size < count)
    skills.add(SKILLS[weightedIndex(SKILL_CUMULATIVE, random.next())] ?? "Plumbing");
  return [...skills];
}

export function professionalSkills(n: number): string[] {
  return drawSkills(rowRandom(SALT.user, n));
}

export const USER_COLUMNS = [
  "id",
  "email",
  "password",
  "first_name",
  "last_name",
  "role",
  "location",
  "bio",
  "skill_categories",
  "hourly_rate",
  "daily_rate",
  "rating",
  "review_count",
  "completed_jobs",
  "is_verified",
  "is_online",
  "is_free_now",
  "service_radius",
  "home_latitude",
  "home_longitude",
  "response_time",
  "kyc_status",
  "created_at",
  "updated_at",
] as const;

export function professionalLine(plan: ScalePlan, n: number): string {
  const random = rowRandom(SALT.user, n);
  const skills = drawSkills(random);
  const [first, last] = name(random);
  const place = pickPlace(random);
  const years = random.int(1, 25);
  const hourly = random.int(3, 40) * 50;
  const rated = random.chance(0.8);
  const verified = random.chance(0.35);
  const online = random.chance(0.2);
  const createdAt = ago(plan, random, 1500);
  // Drawn in the order the row always drew them, so earlier scale seeds' rows stay the same.
  const rating = rated ? (random.int(300, 500) / 100).toFixed(2) : "0.00";
  const completedJobs = rated ? random.int(1, 300) : 0;
  // About two in three customers review (no draw of its own: the rows after it stay the same).
  const reviewCount = rated ? Math.max(1, Math.round(completedJobs * 0.65)) : 0;
  const values: CopyValue[] = [
    professionalId(n),
    `${first}.${last}.${n}@pro.scale.sipalu.np`.toLowerCase(),
    plan.passwordHash,
    first,
    last,
    "professional",
    `${place.area}, ${place.city}`,
    `${skills.join(" and ")} professional in ${place.area} with ${years} years of experience.`,
    skills,
    hourly,
    hourly * 8,
    rating,
    reviewCount,
    completedJobs,
    verified,
    online,
    online && random.chance(0.5),
    random.int(1, 25),
    coordinate(random, place.latitude, 0.06),
    coordinate(random, place.longitude, 0.06),
    rated ? random.int(5, 240) : 0,
    verified ? "approved" : random.chance(0.1) ? "pending" : null,
    createdAt,
    createdAt,
  ];
  return copyLine(values);
}

export function customerLine(plan: ScalePlan, n: number): string {
  const random = rowRandom(SALT.user, plan.professionals + n);
  const [first, last] = name(random);
  const place = pickPlace(random);
  const createdAt = ago(plan, random, 1500);
  const values: CopyValue[] = [
    customerId(plan, n),
    `${first}.${last}.${n}@customer.scale.sipalu.np`.toLowerCase(),
    plan.passwordHash,
    first,
    last,
    "customer",
    `${place.area}, ${place.city}`,
    null,
    [],
    null,
    null,
    "0.00",
    0,
    0,
    false,
    false,
    false,
    5,
    null,
    null,
    0,
    null,
    createdAt,
    createdAt,
  ];
  return copyLine(values);
}

/** Professionals' indexes by skill, so bids on a job come from people with its skill. */
export type SkillBuckets = Map<string, Int32Array>;

export function skillBuckets(plan: ScalePlan): SkillBuckets {
  const lists = new Map<string, number[]>();
  for (let n = 0; n < plan.professionals; n++)
    for (const skill of professionalSkills(n)) {
      const list = lists.get(skill) ?? [];
      if (list.length === 0) lists.set(skill, list);
      list.push(n);
    }
  return new Map([...lists].map(([skill, list]) => [skill, Int32Array.from(list)]));
}

type Job = {
  line: string;
  id: string;
  status: JobStatus;
  budget: number | null;
  bidders: number[];
  hired: number | null;
  createdAt: number;
};

export const JOB_COLUMNS = [
  "id",
  "customer_id",
  "title",
  "description",
  "skill_category",
  "payment_type",
  "budget",
  "location",
  "urgency",
  "status",
  "hired_professional_id",
  "final_price",
  "job_type",
  "customer_latitude",
  "customer_longitude",
  "accepted_at",
  "started_at",
  "completed_at",
  "created_at",
  "updated_at",
  "district",
  "province",
] as const;

function drawStatus(random: Random): JobStatus {
  const roll = random.next();
  if (roll < 0.3) return "open";
  if (roll < 0.35) return "accepted";
  if (roll < 0.4) return "in-progress";
  if (roll < 0.9) return "completed";
  return "cancelled";
}

export function jobAt(plan: ScalePlan, buckets: SkillBuckets, n: number): Job {
  const random = rowRandom(SALT.job, n);
  const category = random.pick(POST_JOB_CATEGORIES);
  const place = pickPlace(random);
  const status = drawStatus(random);
  const paymentType = random.chance(0.7) ? "fixed" : random.chance(0.6) ? "hourly" : "contact";
  const budget = paymentType === "contact" ? null : random.int(5, 500) * 100;
  const createdAt = ago(plan, random, status === "open" ? 30 : 730).getTime();
  const pool = buckets.get(category);
  const hires = status === "accepted" || status === "in-progress" || status === "completed";
  let bidCount = random.int(0, 5);
  if (hires && bidCount === 0) bidCount = 1;
  const bidders: number[] = [];
  while (bidders.length < bidCount) {
    const pro =
      pool && pool.length > 0
        ? (pool[random.int(0, pool.length - 1)] ?? 0)
        : random.int(0, plan.professionals - 1);
    if (!bidders.includes(pro)) bidders.push(pro);
    if (pool && pool.length <= bidders.length) break;
  }
  const hired = hires ? (bidders[0] ?? null) : null;
  const acceptedAt = hires ? createdAt + random.int(12, 72) * 3_600_000 : null;
  const startedAt = acceptedAt && status !== "accepted" ? acceptedAt + random.int(1, 48) * 3_600_000 : null;
  const completedAt = startedAt && status === "completed" ? startedAt + random.int(1, 72) * 3_600_000 : null;
  const finalPrice = completedAt ? (budget ?? random.int(5, 200) * 100) : null;
  const date = (time: number | null) => (time === null ? null : new Date(time));
  const values: CopyValue[] = [
    jobId(n),
    customerId(plan, random.int(0, plan.customers - 1)),
    jobTitle(category, random.int(0, 9), place.area),
    random.pick(JOB_DESCRIPTIONS),
    category,
    paymentType,
    budget,
    `${place.area}, ${place.city}`,
    random.pick(["urgent", "moderate", "flexible"] as const),
    status,
    hired === null ? null : professionalId(hired),
    finalPrice,
    "bidding",
    coordinate(random, place.latitude, 0.04),
    coordinate(random, place.longitude, 0.04),
    date(acceptedAt),
    date(startedAt),
    date(completedAt),
    new Date(createdAt),
    new Date(completedAt ?? startedAt ?? acceptedAt ?? createdAt),
    place.district,
    place.province,
  ];
  return { line: copyLine(values), id: jobId(n), status, budget, bidders, hired, createdAt };
}

export const BID_COLUMNS = [
  "id",
  "job_id",
  "professional_id",
  "amount",
  "description",
  "estimated_time",
  "status",
  "created_at",
  "updated_at",
] as const;

/** The bids of job `n` as COPY lines (bid k of job n has id uuidOf(bid, n * 8 + k)). */
export function bidLines(plan: ScalePlan, buckets: SkillBuckets, n: number): string {
  const job = jobAt(plan, buckets, n);
  const random = rowRandom(SALT.bid, n);
  let lines = "";
  for (const [k, pro] of job.bidders.entries()) {
    const base = job.budget ?? random.int(10, 300) * 100;
    const createdAt = new Date(job.createdAt + random.int(10, 600) * 60_000);
    const status = job.hired === pro ? "accepted" : job.status === "open" ? "pending" : "rejected";
    lines += copyLine([
      uuidOf(SALT.bid, n * 8 + k),
      job.id,
      professionalId(pro),
      Math.max(100, Math.round((base * random.int(75, 125)) / 100)),
      random.pick([
        "I can start tomorrow.",
        "Done many similar jobs nearby.",
        "Price includes materials.",
        null,
      ]),
      random.pick(ESTIMATES),
      status,
      createdAt,
      createdAt,
    ]);
  }
  return lines;
}
