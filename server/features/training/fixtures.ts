import type { Db } from "../../db/client";
import { trainingPrograms } from "../../db/schema";
import { createRandom } from "../../db/seed/random";
import { buildTrainingPrograms } from "../../db/seed/training-courses";

export type CourseRow = typeof trainingPrograms.$inferSelect;

/** The demo catalog (tests only), plus one withdrawn course that must never be listed. */
export async function insertCourses(db: Db): Promise<{ active: CourseRow[]; withdrawn: CourseRow }> {
  const rows = buildTrainingPrograms(createRandom(7), new Date());
  const first = rows[0];
  if (!first) throw new Error("no demo courses");
  const inserted = await db
    .insert(trainingPrograms)
    .values([
      ...rows,
      { ...first, id: undefined, title: "Withdrawn Wiring Course", isActive: false, rating: "5.00" },
    ])
    .returning();
  const withdrawn = inserted.find((row) => !row.isActive);
  if (!withdrawn) throw new Error("no withdrawn course");
  return { active: inserted.filter((row) => row.isActive), withdrawn };
}

/** The catalog's order: best rated, then most reviewed, then id. */
export function catalogOrder(a: CourseRow, b: CourseRow): number {
  return (
    Number(b.rating) - Number(a.rating) ||
    b.reviewCount - a.reviewCount ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
