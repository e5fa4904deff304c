import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DELIVERY_MODES,
  DIFFICULTIES,
  PROVINCES,
  TRAINING_CATEGORIES,
  TRAINING_DISTRICTS,
  TRAINING_DURATIONS,
} from "../../../domain/training/catalogue";
import type { Program, ProgramsPage } from "../../../domain/training/schemas";
import { createTestApp, type TestApp } from "../../test/app";
import { type CourseRow, catalogOrder, insertCourses } from "./fixtures";

let t: TestApp;
let courses: CourseRow[];
let withdrawn: CourseRow;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  ({ active: courses, withdrawn } = await insertCourses(t.db));
});
afterAll(() => t.close());

async function list(query: Record<string, string | number> = {}): Promise<ProgramsPage> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({ url: `/api/training/programs?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every course matching the query, in one page (there are fewer than 48). */
const titles = async (query: Record<string, string> = {}) =>
  (await list({ ...query, pageSize: 48 })).items.map((course) => course.title);

const expected = (keep: (course: CourseRow) => boolean) =>
  courses
    .filter(keep)
    .sort(catalogOrder)
    .map((course) => course.title);

const badRequest = async (query: string) => {
  const response = await t.app.inject({ url: `/api/training/programs?${query}` });
  expect(response.statusCode).toBe(400);
  return response.json().message as string;
};

describe("GET /api/training/programs", () => {
  it("lists active courses, best rated first, 12 a page, with money as numbers and no enrolment for visitors", async () => {
    const page = await list();
    expect(page.total).toBe(courses.length);
    expect(page).toMatchObject({ page: 1, pageSize: 12, hasMore: true });
    expect(page.items.map((course) => course.title)).toEqual(expected(() => true).slice(0, 12));
    expect(page.items.map((course) => course.title)).not.toContain(withdrawn.title);
    const free = page.items.find((course) => course.price === 0);
    expect(free).toBeDefined();
    const first = page.items[0] as Program;
    expect(typeof first.rating).toBe("number");
    expect(first).toMatchObject({ myEnrollment: null, students: 0 });
  });

  it("narrows by each filter as specified, and every filter narrows the full catalog", async () => {
    const all = expected(() => true);
    const checks: [Record<string, string>, (course: CourseRow) => boolean][] = [
      [{ q: "wiring" }, (c) => /wiring/i.test(`${c.title} ${c.occupation} ${c.provider} ${c.category}`)],
      [{ q: "POKHARA skill" }, (c) => c.provider === "Pokhara Skill Development Centre"],
      [{ price: "free" }, (c) => Number(c.price) === 0],
      [{ price: "paid" }, (c) => Number(c.price) > 0],
      ...PROVINCES.map((province): [Record<string, string>, (c: CourseRow) => boolean] => [
        { province },
        (c) => c.province === province,
      ]),
      ...TRAINING_DISTRICTS.map(({ name }): [Record<string, string>, (c: CourseRow) => boolean] => [
        { district: name },
        (c) => c.district === name,
      ]),
      ...TRAINING_CATEGORIES.map((category): [Record<string, string>, (c: CourseRow) => boolean] => [
        { occupation: category },
        (c) => c.category === category,
      ]),
      ...TRAINING_DURATIONS.map((d): [Record<string, string>, (c: CourseRow) => boolean] => [
        { duration: d.id },
        (c) => c.durationWeeks >= d.minWeeks && (d.maxWeeks === null || c.durationWeeks <= d.maxWeeks),
      ]),
      ...DIFFICULTIES.map((level): [Record<string, string>, (c: CourseRow) => boolean] => [
        { level },
        (c) => c.difficulty === level,
      ]),
      ...DELIVERY_MODES.map((mode): [Record<string, string>, (c: CourseRow) => boolean] => [
        { deliveryMode: mode },
        (c) => c.deliveryMode === mode,
      ]),
    ];
    for (const [query, keep] of checks) {
      const shown = await titles(query);
      expect(shown, JSON.stringify(query)).toEqual(expected(keep));
      expect(shown.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(shown.length, JSON.stringify(query)).toBeLessThan(all.length);
    }
    expect(await titles({ price: "all" })).toEqual(all);
    expect(await titles({ province: "", level: "", q: "  " })).toEqual(all);
  });

  it("combines filters: a course must match every one", async () => {
    expect(await titles({ province: "Bagmati", level: "beginner" })).toEqual(
      expected((c) => c.province === "Bagmati" && c.difficulty === "beginner"),
    );
    expect(await titles({ province: "Bagmati", district: "Kathmandu", price: "free" })).toEqual(
      expected((c) => c.district === "Kathmandu" && Number(c.price) === 0),
    );
    expect(
      await titles({ occupation: "Health & Care", deliveryMode: "residential", duration: "6-plus-months" }),
    ).toEqual(["Community Health Assistant"]);
    expect(await titles({ q: "electric", price: "paid", level: "intermediate" })).toEqual(
      expected(
        (c) =>
          /electric/i.test(`${c.title} ${c.category}`) &&
          Number(c.price) > 0 &&
          c.difficulty === "intermediate",
      ),
    );
    const none = await list({ province: "Karnali", level: "expert" });
    expect(none).toMatchObject({ items: [], total: 0, hasMore: false });
  });

  it("walks the pages in a stable order with no course twice or missed", async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = await list({ pageSize: 5, page });
      expect(result).toMatchObject({ page, pageSize: 5, total: courses.length });
      seen.push(...result.items.map((course) => course.id));
      expect(result.hasMore).toBe(page * 5 < courses.length);
      if (!result.hasMore) break;
    }
    expect(seen).toEqual([...courses].sort(catalogOrder).map((course) => course.id));
    expect((await list({ pageSize: 5, page: 99 })).items).toEqual([]);
    const again = await list({ pageSize: 5, page: 2 });
    expect(again.items.map((course) => course.id)).toEqual(seen.slice(5, 10));
  });

  it("refuses a district outside the chosen province and unknown values with 400", async () => {
    expect(await badRequest("province=Koshi&district=Kathmandu")).toBe(
      "district: Kathmandu is not in Koshi Province",
    );
    expect(await badRequest("province=Mars")).toBe("province: Choose one of the seven provinces");
    expect(await badRequest("district=Pokhara")).toBe("district: Choose a district from the list");
    expect(await badRequest("occupation=Plumbing")).toBe("occupation: Choose an occupation from the list");
    expect(await badRequest("price=cheap")).toBe("price: Price must be all, free or paid");
    expect(await badRequest("duration=forever")).toBe("duration: Choose a duration from the list");
    expect(await badRequest("level=guru")).toMatch(/^level: Level must be beginner/);
    expect(await badRequest("deliveryMode=postal")).toMatch(/^deliveryMode: Delivery mode must be/);
    expect(await badRequest("sort=cheapest")).toBe("sort: Sort must be rating or popular");
    expect(await badRequest("pageSize=49")).toBe("pageSize: Page size must be at most 48");
    expect(await badRequest("page=0")).toBe("page: Page must be at least 1");
    expect(await badRequest("page=two")).toBe("page: Page must be a number");
    expect(await badRequest(`q=${"x".repeat(101)}`)).toBe("q: Search must be at most 100 characters");
  });
});

describe("GET /api/training/programs/:id and /api/training/categories", () => {
  it("shows one course with its details, and 404 for unknown or withdrawn ones", async () => {
    const course = [...courses].sort(catalogOrder)[0] as CourseRow;
    const response = await t.app.inject({ url: `/api/training/programs/${course.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: course.id,
      title: course.title,
      provider: course.provider,
      instructor: course.instructor,
      level: course.difficulty,
      deliveryMode: course.deliveryMode,
      price: Number(course.price),
      students: 0,
      myEnrollment: null,
    });
    for (const id of [unknownId, withdrawn.id]) {
      const missing = await t.app.inject({ url: `/api/training/programs/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: "training.course_not_found", message: "Course not found" });
    }
    const bad = await t.app.inject({ url: "/api/training/programs/nope" });
    expect(bad.statusCode).toBe(400);
  });

  it("counts the active courses of each of the six categories", async () => {
    const response = await t.app.inject({ url: "/api/training/categories" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      TRAINING_CATEGORIES.map((category) => ({
        category,
        count: courses.filter((course) => course.category === category).length,
      })),
    );
  });
});
