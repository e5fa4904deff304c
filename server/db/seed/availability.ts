import type { availabilityBlocks, availabilityExceptions } from "../schema";
import type { People, Person } from "./people";
import type { Random } from "./random";

type Window = { start: string; end: string };

/** Nepal's weekend is Saturday (day 6): the working week runs Sunday (0) to Friday (5). */
const WORKING_WEEK = [0, 1, 2, 3, 4, 5];
const SATURDAY = 6;

function weeklyWindows(pro: Person): Window[] {
  const has = (...skills: string[]) => skills.some((skill) => pro.skills.includes(skill));
  if (has("Fitness"))
    return [
      { start: "06:00", end: "10:00" },
      { start: "16:00", end: "19:00" },
    ];
  if (has("Beauty & Spa", "Massage")) return [{ start: "10:00", end: "19:00" }];
  if (has("Security")) return [{ start: "08:00", end: "20:00" }];
  if (has("Tutoring")) return [{ start: "15:00", end: "20:00" }];
  return [{ start: "08:00", end: "18:00" }];
}

/** Festival days off; Tamu Lhosar for Gurung professionals, Maghi for Tharu and Magar ones. */
const FESTIVALS: { date: string; reason: string; lastNames: string[] }[] = [
  { date: "2026-12-30", reason: "Tamu Lhosar", lastNames: ["Gurung"] },
  { date: "2027-01-15", reason: "Maghe Sankranti (Maghi)", lastNames: ["Tharu", "Chaudhary", "Magar"] },
];

const DAY_MS = 86_400_000;

/**
 * Weekly hours for most professionals (the demo professional always), half-day Saturdays for some,
 * festival days off and a couple of personal exceptions for the demo professional.
 */
export function buildAvailability(random: Random, people: People, now: Date) {
  const blocks: (typeof availabilityBlocks.$inferInsert)[] = [];
  const exceptions: (typeof availabilityExceptions.$inferInsert)[] = [];
  const demoPro = people.get("pro");

  for (const pro of people.professionals) {
    if (pro !== demoPro && random.chance(0.15)) continue;
    const windows = weeklyWindows(pro);
    const bufferTime = windows.length === 1 && windows[0]?.start === "08:00" ? 30 : 15;
    for (const dayOfWeek of WORKING_WEEK) {
      for (const { start, end } of windows) {
        blocks.push({
          id: random.uuid(),
          professionalId: pro.id,
          dayOfWeek,
          startTime: start,
          endTime: end,
          bufferTime,
        });
      }
    }
    if (random.chance(0.3)) {
      blocks.push({
        id: random.uuid(),
        professionalId: pro.id,
        dayOfWeek: SATURDAY,
        startTime: "10:00",
        endTime: "14:00",
        bufferTime,
      });
    }
    for (const festival of FESTIVALS) {
      if (festival.lastNames.includes(pro.lastName)) {
        exceptions.push({
          id: random.uuid(),
          professionalId: pro.id,
          date: festival.date,
          reason: festival.reason,
        });
      }
    }
  }

  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  exceptions.push(
    { id: random.uuid(), professionalId: demoPro.id, date: inDays(6), reason: "Family puja at home" },
    {
      id: random.uuid(),
      professionalId: demoPro.id,
      date: inDays(13),
      startTime: "13:00",
      endTime: "18:00",
      reason: "Refresher course at the training centre",
    },
  );
  return { blocks, exceptions };
}
