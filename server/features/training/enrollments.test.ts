import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyEnrollment, Program } from "../../../domain/training/schemas";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { type CourseRow, insertCourses } from "./fixtures";

let t: TestApp;
let free: CourseRow;
let paid: CourseRow;
let other: CourseRow;
let withdrawn: CourseRow;
let quiet: CourseRow;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  const inserted = await insertCourses(t.db);
  withdrawn = inserted.withdrawn;
  const frees = inserted.active.filter((course) => Number(course.price) === 0);
  const paids = inserted.active.filter((course) => Number(course.price) > 0);
  [free, other] = frees as [CourseRow, CourseRow];
  [paid, quiet] = paids as [CourseRow, CourseRow];
});
afterAll(() => t.close());

const enroll = (id: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/training/programs/${id}/enroll`,
    payload: {},
    headers: cookie ? { cookie } : {},
  });
const cancel = (id: string, cookie?: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/training/enrollments/${id}`,
    payload: {},
    headers: cookie ? { cookie } : {},
  });
const course = async (id: string, cookie?: string): Promise<Program> => {
  const response = await t.app.inject({
    url: `/api/training/programs/${id}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const mine = async (cookie: string): Promise<MyEnrollment[]> => {
  const response = await t.app.inject({ url: "/api/training/enrollments", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("enrolling", () => {
  it("enrols at once in a free course, shows it to the learner only, and counts them as a student", async () => {
    const { cookie } = await signUp(t.app);
    const before = (await course(free.id)).students;
    const response = await enroll(free.id, cookie);
    expect(response.statusCode).toBe(201);
    const enrollment = response.json();
    expect(enrollment).toMatchObject({ programId: free.id, status: "enrolled", price: 0 });

    expect(await course(free.id, cookie)).toMatchObject({
      students: before + 1,
      myEnrollment: { id: enrollment.id, status: "enrolled" },
    });
    expect((await course(free.id)).myEnrollment).toBeNull();
    const listed = await t.app.inject({ url: "/api/training/programs?pageSize=48", headers: { cookie } });
    const item = (listed.json().items as Program[]).find((program) => program.id === free.id);
    expect(item?.myEnrollment).toEqual({ id: enrollment.id, status: "enrolled" });

    const [only, ...rest] = await mine(cookie);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ id: enrollment.id, status: "enrolled", program: { id: free.id } });
    expect(await mine((await signUp(t.app)).cookie)).toEqual([]);
  });

  it("puts a paid course on pending payment at its price, for any role", async () => {
    const pro = await signUp(t.app, { role: "professional" });
    const response = await enroll(paid.id, pro.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "pending-payment", price: Number(paid.price) });
    expect((await course(paid.id, pro.cookie)).myEnrollment?.status).toBe("pending-payment");
  });

  it("refuses a second enrolment with 409 and counts the student once, even when both race", async () => {
    const { cookie } = await signUp(t.app);
    const before = (await course(other.id)).students;
    const [a, b] = await Promise.all([enroll(other.id, cookie), enroll(other.id, cookie)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await enroll(other.id, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "training.already_enrolled",
      message: "You are already enrolled in this course",
    });
    expect((await course(other.id)).students).toBe(before + 1);
  });

  it("refuses visitors with 401 and unknown or withdrawn courses with 404", async () => {
    expect((await enroll(free.id)).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/training/enrollments" })).statusCode).toBe(401);
    expect((await cancel(unknownId)).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    for (const id of [unknownId, withdrawn.id]) {
      const response = await enroll(id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "training.course_not_found", message: "Course not found" });
    }
    expect((await enroll("nope", cookie)).json()).toEqual({
      code: "request.invalid",
      field: "id",
      message: "id: Id must be a valid id",
      params: { problem: "Id must be a valid id" },
    });
  });
});

describe("cancelling", () => {
  it("cancels my own enrolment, frees the place, and lets me enrol again", async () => {
    const { cookie } = await signUp(t.app);
    const before = (await course(paid.id)).students;
    const enrollment = (await enroll(paid.id, cookie)).json();
    expect((await course(paid.id)).students).toBe(before + 1);

    const response = await cancel(enrollment.id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: enrollment.id, status: "cancelled" });
    expect(await course(paid.id, cookie)).toMatchObject({ students: before, myEnrollment: null });
    expect((await mine(cookie))[0]).toMatchObject({ status: "cancelled", program: { myEnrollment: null } });

    const twice = await cancel(enrollment.id, cookie);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().status).toBe("cancelled");
    expect((await course(paid.id)).students).toBe(before);

    const again = await enroll(paid.id, cookie);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: enrollment.id, status: "pending-payment" });
    expect((await course(paid.id)).students).toBe(before + 1);
  });

  it("does not let anyone else cancel it: 404", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const enrollment = (await enroll(free.id, owner.cookie)).json();
    for (const id of [enrollment.id, unknownId]) {
      const response = await cancel(id, stranger.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: "training.enrollment_not_found",
        message: "Enrollment not found",
      });
    }
    expect((await course(free.id, owner.cookie)).myEnrollment?.status).toBe("enrolled");
  });
});

describe("popular courses", () => {
  it("puts the courses with the most students first, best rated among equals", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    for (const { cookie } of [a, b]) await enroll(quiet.id, cookie);
    const response = await t.app.inject({ url: "/api/training/programs?sort=popular&pageSize=48" });
    const items: Program[] = response.json().items;
    expect(items[0]?.students).toBeGreaterThanOrEqual(2);
    expect(items.find((item) => item.id === quiet.id)?.students).toBe(2);
    for (const [index, item] of items.slice(1).entries()) {
      const previous = items[index] as Program;
      expect(previous.students).toBeGreaterThanOrEqual(item.students);
      if (previous.students === item.students) expect(previous.rating).toBeGreaterThanOrEqual(item.rating);
    }
  });
});
