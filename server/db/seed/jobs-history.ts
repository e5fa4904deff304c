import type { PaymentType } from "../../../domain/jobs/schemas";
import { PLACES, type PlaceKey } from "../../../domain/places";
import type { JobSeed } from "./jobs";
import type { People, Person } from "./people";
import type { Random } from "./random";
import { JOB_DESCRIPTIONS, jobTitle } from "./scale/vocabulary";

/** How many finished jobs a category has had, and where: places of one district each, and a count. */
type Spread = readonly [places: readonly PlaceKey[], jobs: number][];

type CategoryHistory = {
  category: string;
  /** The range agreed prices were drawn from (NPR). */
  price: readonly [low: number, high: number];
  spread: Spread;
};

const KATHMANDU: readonly PlaceKey[] = [
  "baneshwor",
  "chabahil",
  "kalanki",
  "maharajgunj",
  "koteshwor",
  "boudha",
];
const LALITPUR: readonly PlaceKey[] = ["jawalakhel", "pulchowk", "kupondole", "lagankhel", "satdobato"];
const BHAKTAPUR: readonly PlaceKey[] = ["bhaktapur", "suryabinayak", "thimi"];
const POKHARA: readonly PlaceKey[] = ["lakeside", "mahendrapul", "chipledhunga", "bagar"];

/**
 * The finished work behind the instant estimates (GET /api/estimates): enough completed jobs with
 * agreed prices for the common categories in Kathmandu, Lalitpur and Pokhara (Kaski) to answer by
 * district; fewer elsewhere, so those fall back to their province (Morang and Sunsari to Koshi,
 * Beauty in Lalitpur to Bagmati) or to the whole country (AC Repair); and none or almost none for
 * some categories (Gardening, Massage, Security, Fitness), which show no estimate.
 */
const HISTORY: readonly CategoryHistory[] = [
  {
    category: "Plumbing",
    price: [800, 6000],
    spread: [
      [KATHMANDU, 8],
      [LALITPUR, 7],
      [POKHARA, 5],
      [["dharan", "itahari"], 3],
      [["biratnagar"], 2],
      [["janakpur"], 2],
    ],
  },
  {
    category: "Electrical",
    price: [700, 8000],
    spread: [
      [KATHMANDU, 8],
      [LALITPUR, 6],
      [POKHARA, 5],
      [["butwal", "bhairahawa"], 3],
      [BHAKTAPUR, 2],
    ],
  },
  {
    category: "Cleaning",
    price: [1500, 6000],
    spread: [
      [KATHMANDU, 7],
      [LALITPUR, 5],
      [BHAKTAPUR, 3],
    ],
  },
  {
    category: "Painting",
    price: [8000, 60000],
    spread: [
      [KATHMANDU, 6],
      [POKHARA, 5],
      [LALITPUR, 3],
    ],
  },
  {
    category: "Carpentry",
    price: [2000, 25000],
    spread: [
      [KATHMANDU, 5],
      [LALITPUR, 5],
      [BHAKTAPUR, 2],
    ],
  },
  {
    category: "Beauty",
    price: [2000, 15000],
    spread: [
      [KATHMANDU, 6],
      [LALITPUR, 3],
    ],
  },
  {
    category: "Beauty & Spa",
    price: [1500, 6000],
    spread: [
      [KATHMANDU, 3],
      [POKHARA, 2],
    ],
  },
  {
    category: "Tutoring",
    price: [3000, 12000],
    spread: [
      [KATHMANDU, 6],
      [LALITPUR, 2],
      [["biratnagar"], 2],
    ],
  },
  {
    category: "Photography",
    price: [5000, 40000],
    spread: [
      [KATHMANDU, 4],
      [POKHARA, 2],
      [["narayangarh"], 1],
    ],
  },
  {
    category: "Catering",
    price: [15000, 120000],
    spread: [
      [KATHMANDU, 5],
      [["narayangarh"], 1],
    ],
  },
  {
    category: "AC Repair",
    price: [1500, 6000],
    spread: [
      [KATHMANDU, 3],
      [["birgunj"], 2],
    ],
  },
  { category: "Web Design", price: [15000, 80000], spread: [[KATHMANDU, 3]] },
  {
    category: "Driving",
    price: [2000, 9000],
    spread: [
      [KATHMANDU, 3],
      [["dhangadhi"], 2],
    ],
  },
  { category: "Moving", price: [3000, 15000], spread: [[KATHMANDU, 2]] },
];

const DAY_SPAN = [5, 300] as const;

/** A price drawn from the range, to the nearest ₨ 50 (₨ 500 for larger work), as people agree them. */
function agreedPrice(random: Random, [low, high]: readonly [number, number]): number {
  const step = high > 20_000 ? 500 : 50;
  return Math.round((low + random.next() * (high - low)) / step) * step;
}

/** Who did the work: a professional with the skill from the job's district, else its province, else anywhere (never the demo professional). */
function hireFor(random: Random, people: People, category: string, place: PlaceKey): Person {
  const demoPro = people.get("pro");
  const able = people.professionals.filter((pro) => pro.id !== demoPro.id && pro.skills.includes(category));
  const { district, province } = PLACES[place];
  const near = able.filter((pro) => PLACES[pro.place].district === district);
  const inProvince = able.filter((pro) => PLACES[pro.place].province === province);
  return random.pick(near.length > 0 ? near : inProvince.length > 0 ? inProvince : able);
}

/**
 * The finished jobs of HISTORY as job seeds: direct hires (hourly or by agreement), each with an
 * agreed price, hired professional, customer (never the demo customer) and a date in the last
 * ten months; no reviews, bids or messages, which the other seed files show on their own jobs.
 */
export function buildJobHistory(random: Random, people: People): JobSeed[] {
  const demoCustomer = people.get("customer");
  const customers = people.customers.filter((person) => person.id !== demoCustomer.id);
  const seeds: JobSeed[] = [];
  for (const { category, price, spread } of HISTORY) {
    for (const [places, count] of spread) {
      for (let index = 0; index < count; index++) {
        const place = random.pick(places);
        const hired = hireFor(random, people, category, place);
        const agreed = agreedPrice(random, price);
        const paymentType: PaymentType = random.chance(0.5) ? "hourly" : "contact";
        const hours = random.int(2, 16);
        const seed: JobSeed = {
          customer: random.pick(customers).key,
          hired: hired.key,
          title: jobTitle(category, random.int(0, 9), PLACES[place].area),
          description: random.pick(JOB_DESCRIPTIONS),
          category,
          place,
          paymentType,
          budget: null,
          status: "completed",
          daysAgo: random.int(...DAY_SPAN),
          hours,
        };
        // Hourly work is agreed per hour: its price is the rate times the hours.
        if (paymentType === "hourly")
          seeds.push({ ...seed, budget: Math.max(50, Math.round(agreed / hours / 10) * 10) });
        else seeds.push({ ...seed, finalPrice: agreed });
      }
    }
  }
  return seeds;
}
