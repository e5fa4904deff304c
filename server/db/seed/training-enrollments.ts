import { sql } from "drizzle-orm";
import type { EnrollmentStatus } from "../../../domain/training/catalogue";
import type { DbOrTx } from "../client";
import { trainingEnrollments, type trainingPrograms } from "../schema";
import type { People, Person } from "./people";
import type { Random } from "./random";

type ProgramRow = typeof trainingPrograms.$inferInsert;
type EnrollmentRow = typeof trainingEnrollments.$inferInsert;

const DAY_MS = 86_400_000;

/** The demo logins' own courses, by title: what "My Training" shows them. */
const DEMO_ENROLLMENTS: Record<string, { title: string; status: EnrollmentStatus }[]> = {
  customer: [
    { title: "Web Design with HTML, CSS and WordPress", status: "pending-payment" },
    { title: "Electrical Wiring Level 1 (NSTB)", status: "enrolled" },
  ],
  pro: [
    { title: "Electrical Wiring Level 2 (NSTB) Test Preparation", status: "enrolled" },
    { title: "Refrigeration and Air Conditioning Technician", status: "pending-payment" },
  ],
};

/** Free courses are joined at once; paid ones are mostly paid for by now, some still wait; a few gave up. */
function statusFor(random: Random, free: boolean): EnrollmentStatus {
  if (random.chance(0.1)) return "cancelled";
  if (free) return "enrolled";
  return random.chance(0.6) ? "enrolled" : "pending-payment";
}

/** The demo logins' enrolments, and one to three courses each for the other customers and some pros. */
export function buildTrainingEnrollments(
  random: Random,
  people: People,
  programs: ProgramRow[],
  now: Date,
): EnrollmentRow[] {
  const rows: EnrollmentRow[] = [];
  const enroll = (person: Person, program: ProgramRow, status: EnrollmentStatus) => {
    if (!program.id) throw new Error(`Course ${program.title} has no id`);
    const createdAt = new Date(now.getTime() - random.int(1, 60) * DAY_MS);
    rows.push({
      userId: person.id,
      programId: program.id,
      status,
      price: program.price ?? "0",
      createdAt,
      updatedAt: createdAt,
    });
  };

  for (const [key, courses] of Object.entries(DEMO_ENROLLMENTS)) {
    for (const { title, status } of courses) {
      const program = programs.find((known) => known.title === title);
      if (!program) throw new Error(`Unknown course ${title}`);
      enroll(people.get(key), program, status);
    }
  }

  const learners = [
    ...people.customers.filter((person) => !(person.key in DEMO_ENROLLMENTS)),
    ...random.sample(
      people.professionals.filter((person) => !(person.key in DEMO_ENROLLMENTS)),
      25,
    ),
  ];
  for (const person of learners) {
    for (const program of random.sample(programs, random.int(1, 3))) {
      enroll(person, program, statusFor(random, Number(program.price) === 0));
    }
  }
  return rows;
}

/** Writes the enrolments and sets each course's students figure from them (never typed in). */
export async function insertTrainingEnrollments(db: DbOrTx, rows: EnrollmentRow[]): Promise<void> {
  await db.insert(trainingEnrollments).values(rows);
  await db.execute(sql`
    update training_programs set students_count = (
      select count(*) from training_enrollments e
      where e.program_id = training_programs.id and e.status <> 'cancelled'
    )`);
}
