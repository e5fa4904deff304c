import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, nepalDay } from "../../../domain/kathmandu-day";
import { availabilityBlocks, availabilityExceptions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { professional, signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = "/api/professionals/availability";
const patch = (cookie: string | undefined, body: Record<string, unknown>) =>
  send(t.app, "PATCH", URL, cookie, body);
const today = () => nepalDay();

const WEEK = [
  { dayOfWeek: 0, startTime: "08:00", endTime: "12:00", bufferTime: 30 },
  { dayOfWeek: 0, startTime: "12:00", endTime: "18:00" },
  { dayOfWeek: 3, startTime: "09:30", endTime: "17:00", isAvailable: false },
];

describe("GET and PATCH /api/professionals/availability", () => {
  it("are for professionals only: 401 logged out, 403 for a customer", async () => {
    const customer = await signUp(t.app);
    expect((await get(t.app, URL)).statusCode).toBe(401);
    expect((await patch(undefined, { blocks: [] })).statusCode).toBe(401);
    expect((await get(t.app, URL, customer.cookie)).statusCode).toBe(403);
    expect((await patch(customer.cookie, { blocks: WEEK })).statusCode).toBe(403);
  });

  it("replaces the week, and adds, changes and deletes exceptions", async () => {
    const pro = await professional(t.app);
    expect((await get(t.app, URL, pro.cookie)).json()).toEqual({ blocks: [], exceptions: [] });

    const saved = await patch(pro.cookie, {
      blocks: WEEK,
      exceptions: [
        { date: addDays(today(), 3), reason: "Tihar at home" },
        { date: today(), startTime: "13:00", endTime: "15:00", reason: "  " },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.blocks).toEqual([
      {
        id: expect.any(String),
        dayOfWeek: 0,
        startTime: "08:00",
        endTime: "12:00",
        isAvailable: true,
        bufferTime: 30,
      },
      {
        id: expect.any(String),
        dayOfWeek: 0,
        startTime: "12:00",
        endTime: "18:00",
        isAvailable: true,
        bufferTime: 0,
      },
      {
        id: expect.any(String),
        dayOfWeek: 3,
        startTime: "09:30",
        endTime: "17:00",
        isAvailable: false,
        bufferTime: 0,
      },
    ]);
    expect(body.exceptions).toEqual([
      {
        id: expect.any(String),
        date: today(),
        startTime: "13:00",
        endTime: "15:00",
        isAvailable: false,
        reason: null,
      },
      {
        id: expect.any(String),
        date: addDays(today(), 3),
        startTime: null,
        endTime: null,
        isAvailable: false,
        reason: "Tihar at home",
      },
    ]);
    expect((await get(t.app, URL, pro.cookie)).json()).toEqual(body);

    const [partDay, dayOff] = body.exceptions;
    const changed = await patch(pro.cookie, {
      blocks: [{ dayOfWeek: 5, startTime: "10:00", endTime: "14:00" }],
      exceptions: [
        { id: dayOff.id, date: addDays(today(), 4), isAvailable: true, reason: "Working on Saturday" },
      ],
      deletedExceptionIds: [partDay.id],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().blocks).toMatchObject([{ dayOfWeek: 5, startTime: "10:00", endTime: "14:00" }]);
    expect(changed.json().exceptions).toEqual([
      { ...dayOff, date: addDays(today(), 4), isAvailable: true, reason: "Working on Saturday" },
    ]);

    // Leaving blocks out keeps the week; an empty list clears it.
    expect((await patch(pro.cookie, { deletedExceptionIds: [] })).json().blocks).toHaveLength(1);
    expect((await patch(pro.cookie, { blocks: [] })).json().blocks).toEqual([]);
  });

  it("only returns exceptions from today on", async () => {
    const pro = await professional(t.app);
    await t.db.insert(availabilityExceptions).values([
      { professionalId: pro.user.id, date: addDays(today(), -1), reason: "Yesterday" },
      { professionalId: pro.user.id, date: addDays(today(), 1), reason: "Tomorrow" },
    ]);
    const exceptions = (await get(t.app, URL, pro.cookie)).json().exceptions;
    expect(exceptions.map((e: { reason: string }) => e.reason)).toEqual(["Tomorrow"]);
  });

  it("names what is wrong with a block", async () => {
    const pro = await professional(t.app);
    const block = (values: Record<string, unknown>) => ({ blocks: [{ ...WEEK[0], ...values }] });
    const cases: [Record<string, unknown>, string][] = [
      [block({ endTime: "07:00" }), "blocks.0.endTime: End time must be after start time"],
      [block({ endTime: "08:00" }), "blocks.0.endTime: End time must be after start time"],
      [
        block({ startTime: "8:00" }),
        "blocks.0.startTime: Start time must be a time like 08:00 (24-hour clock)",
      ],
      [block({ endTime: "24:00" }), "blocks.0.endTime: End time must be a time like 08:00 (24-hour clock)"],
      [block({ bufferTime: 241 }), "blocks.0.bufferTime: Buffer must be at most 240 minutes"],
      [block({ bufferTime: -5 }), "blocks.0.bufferTime: Buffer cannot be negative"],
      [
        block({ dayOfWeek: 7 }),
        "blocks.0.dayOfWeek: Day of week must be a number from 0 (Sunday) to 6 (Saturday)",
      ],
      [
        {
          blocks: [
            { dayOfWeek: 2, startTime: "08:00", endTime: "12:00" },
            { dayOfWeek: 1, startTime: "11:00", endTime: "13:00" },
            { dayOfWeek: 2, startTime: "11:30", endTime: "14:00" },
          ],
        },
        "blocks.2: Blocks overlap on the same day: 08:00–12:00 and 11:30–14:00",
      ],
      [{ blocks: "all week" }, "blocks: blocks must be a list"],
      [{ week: [] }, 'body: Unrecognized key: "week"'],
    ];
    for (const [body, message] of cases) {
      const response = await patch(pro.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    expect((await get(t.app, URL, pro.cookie)).json().blocks).toEqual([]);
  });

  it("names what is wrong with an exception", async () => {
    const pro = await professional(t.app);
    const exception = (values: Record<string, unknown>) => ({
      exceptions: [{ date: addDays(today(), 2), ...values }],
    });
    const overlapping = addDays(today(), 2);
    const cases: [Record<string, unknown>, object][] = [
      [
        exception({ date: addDays(today(), -1) }),
        fieldRefusal("exceptions.0.date: Date cannot be in the past", "availability.date_in_past"),
      ],
      [
        exception({ date: "30/12/2026" }),
        fieldRefusal("exceptions.0.date: Date must be a date like 2026-12-30"),
      ],
      [
        exception({ startTime: "10:00" }),
        fieldRefusal("exceptions.0.endTime: Give both a start and an end time, or neither for the whole day"),
      ],
      [
        exception({ startTime: "10:00", endTime: "09:00" }),
        fieldRefusal("exceptions.0.endTime: End time must be after start time"),
      ],
      [
        exception({ reason: "x".repeat(201) }),
        fieldRefusal("exceptions.0.reason: Reason must be at most 200 characters"),
      ],
      [
        {
          exceptions: [{ date: overlapping, startTime: "10:00", endTime: "12:00" }, { date: overlapping }],
        },
        {
          ...fieldRefusal(
            `exceptions.0: Exceptions overlap on ${overlapping}`,
            "availability.exceptions_overlap",
          ),
          params: { date: overlapping },
        },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await patch(pro.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(expected);
    }

    // Clashes with an exception already saved count too; touching hours do not.
    await patch(pro.cookie, {
      exceptions: [{ date: addDays(today(), 5), startTime: "10:00", endTime: "12:00" }],
    });
    const clash = await patch(pro.cookie, {
      exceptions: [{ date: addDays(today(), 5), startTime: "11:00", endTime: "13:00" }],
    });
    expect(clash.json()).toEqual({
      code: "availability.exceptions_overlap",
      field: "exceptions.0",
      message: `exceptions.0: Exceptions overlap on ${addDays(today(), 5)}`,
      params: { date: addDays(today(), 5) },
    });
    const touching = await patch(pro.cookie, {
      exceptions: [{ date: addDays(today(), 5), startTime: "12:00", endTime: "13:00" }],
    });
    expect(touching.statusCode).toBe(200);
    expect(touching.json().exceptions).toHaveLength(2);
  });

  it("is all or nothing: a refused exception leaves the week and the exceptions as they were", async () => {
    const pro = await professional(t.app, "Bikash");
    const other = await professional(t.app, "Kiran");
    await patch(pro.cookie, { blocks: WEEK, exceptions: [{ date: addDays(today(), 1), reason: "Puja" }] });
    const theirs = (
      await patch(other.cookie, { exceptions: [{ date: addDays(today(), 1), reason: "Theirs" }] })
    ).json().exceptions[0];
    const before = (await get(t.app, URL, pro.cookie)).json();

    const response = await patch(pro.cookie, {
      blocks: [{ dayOfWeek: 6, startTime: "10:00", endTime: "11:00" }],
      exceptions: [{ date: addDays(today(), 9), reason: "New" }],
      deletedExceptionIds: [before.exceptions[0].id, theirs.id],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "availability.exception_not_found",
      message: "Availability exception not found",
    });
    expect((await get(t.app, URL, pro.cookie)).json()).toEqual(before);
    expect((await get(t.app, URL, other.cookie)).json().exceptions).toEqual([theirs]);

    const changeTheirs = await patch(pro.cookie, {
      exceptions: [{ id: theirs.id, date: addDays(today(), 2) }],
    });
    expect(changeTheirs.statusCode).toBe(404);
    expect((await get(t.app, URL, other.cookie)).json().exceptions).toEqual([theirs]);
  });

  it("replaces the week whole when saves race: one of them wins, never a mixture", async () => {
    const pro = await professional(t.app);
    const weeks = [0, 1, 2, 3, 4].map((day) => [
      { dayOfWeek: day, startTime: "08:00", endTime: "12:00" },
      { dayOfWeek: day, startTime: "13:00", endTime: "17:00" },
    ]);
    const responses = await Promise.all(weeks.map((blocks) => patch(pro.cookie, { blocks })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const saved = (await get(t.app, URL, pro.cookie)).json().blocks;
    expect(saved).toHaveLength(2);
    expect(new Set(saved.map((block: { dayOfWeek: number }) => block.dayOfWeek)).size).toBe(1);
  });

  it("is backed by database checks on times and buffers", async () => {
    const pro = await professional(t.app);
    const base = { professionalId: pro.user.id, dayOfWeek: 1, startTime: "08:00", endTime: "12:00" };
    await expect(t.db.insert(availabilityBlocks).values({ ...base, endTime: "07:00" })).rejects.toThrow();
    await expect(t.db.insert(availabilityBlocks).values({ ...base, bufferTime: 300 })).rejects.toThrow();
    await expect(
      t.db
        .insert(availabilityExceptions)
        .values({ professionalId: pro.user.id, date: today(), startTime: "09:00" }),
    ).rejects.toThrow();
    const rows = await t.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.professionalId, pro.user.id));
    expect(rows).toEqual([]);
  });
});
