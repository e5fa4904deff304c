import { z } from "zod";
import {
  BLOCKS_MAX,
  BLOCKS_PER_DAY_MAX,
  BUFFER_MAX,
  END_AFTER_START,
  EXCEPTIONS_MAX,
  findOverlap,
  REASON_MAX,
  TIME_PATTERN,
  TIMES_TOGETHER,
} from "./rules";

export * from "./rules";

const time = (label: string) =>
  z
    .string({ error: `${label} must be a time like 08:00` })
    .regex(TIME_PATTERN, `${label} must be a time like 08:00 (24-hour clock)`);

/** A weekly working window (SPEC §3 Availability block); dayOfWeek 0 is Sunday. */
export const AvailabilityBlockInput = z
  .object({
    dayOfWeek: z
      .number({ error: "Day of week must be a number from 0 (Sunday) to 6 (Saturday)" })
      .int("Day of week must be a number from 0 (Sunday) to 6 (Saturday)")
      .min(0, "Day of week must be a number from 0 (Sunday) to 6 (Saturday)")
      .max(6, "Day of week must be a number from 0 (Sunday) to 6 (Saturday)"),
    startTime: time("Start time"),
    endTime: time("End time"),
    isAvailable: z.boolean({ error: "isAvailable must be true or false" }).default(true),
    bufferTime: z
      .number({ error: "Buffer must be a number of minutes" })
      .int("Buffer must be a whole number of minutes")
      .min(0, "Buffer cannot be negative")
      .max(BUFFER_MAX, `Buffer must be at most ${BUFFER_MAX} minutes`)
      .default(0),
  })
  .refine((block) => block.endTime > block.startTime, { message: END_AFTER_START, path: ["endTime"] });
export type AvailabilityBlockInput = z.input<typeof AvailabilityBlockInput>;

/** A dated change to the weekly pattern (SPEC §3 Availability exception); no times means all day. */
export const AvailabilityExceptionInput = z
  .object({
    /** Present to change an existing exception, absent to add one. */
    id: z.uuid("Exception id must be a valid id").optional(),
    date: z.iso.date("Date must be a date like 2026-12-30"),
    startTime: time("Start time").nullable().default(null),
    endTime: time("End time").nullable().default(null),
    isAvailable: z.boolean({ error: "isAvailable must be true or false" }).default(false),
    reason: z
      .string({ error: "Reason must be text" })
      .trim()
      .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`)
      .nullable()
      .default(null)
      .transform((reason) => reason || null),
  })
  .refine((exception) => (exception.startTime === null) === (exception.endTime === null), {
    message: TIMES_TOGETHER,
    path: ["endTime"],
  })
  .refine((e) => e.startTime === null || e.endTime === null || e.endTime > e.startTime, {
    message: END_AFTER_START,
    path: ["endTime"],
  });
export type AvailabilityExceptionInput = z.input<typeof AvailabilityExceptionInput>;

/**
 * PATCH /api/professionals/availability: `blocks` (when given) replaces the whole week;
 * `exceptions` adds (no id) or changes (id) dated exceptions; `deletedExceptionIds` removes some.
 * One transaction: all of it or nothing.
 */
export const UpdateAvailabilityBody = z
  .strictObject({
    blocks: z
      .array(AvailabilityBlockInput, { error: "blocks must be a list" })
      .max(BLOCKS_MAX, `At most ${BLOCKS_MAX} blocks a week`)
      .optional(),
    exceptions: z
      .array(AvailabilityExceptionInput, { error: "exceptions must be a list" })
      .max(EXCEPTIONS_MAX, `At most ${EXCEPTIONS_MAX} exceptions at a time`)
      .optional(),
    deletedExceptionIds: z
      .array(z.uuid("Exception id must be a valid id"), { error: "deletedExceptionIds must be a list" })
      .max(EXCEPTIONS_MAX, `At most ${EXCEPTIONS_MAX} exceptions at a time`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const blocks = body.blocks ?? [];
    const clash = findOverlap(blocks, (block) => block.dayOfWeek);
    if (clash) {
      const [first, second] = clash.map((index) => blocks[index]);
      ctx.addIssue({
        code: "custom",
        path: ["blocks", clash[1]],
        message: `Blocks overlap on the same day: ${first?.startTime}–${first?.endTime} and ${second?.startTime}–${second?.endTime}`,
      });
    }
    for (let day = 0; day < 7; day++) {
      if (blocks.filter((block) => block.dayOfWeek === day).length > BLOCKS_PER_DAY_MAX) {
        ctx.addIssue({
          code: "custom",
          path: ["blocks"],
          message: `At most ${BLOCKS_PER_DAY_MAX} blocks a day`,
        });
        return;
      }
    }
  });
export type UpdateAvailabilityBody = z.input<typeof UpdateAvailabilityBody>;

export const AvailabilityBlock = z.object({
  id: z.uuid(),
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isAvailable: z.boolean(),
  bufferTime: z.number().int(),
});
export type AvailabilityBlock = z.infer<typeof AvailabilityBlock>;

export const AvailabilityException = z.object({
  id: z.uuid(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isAvailable: z.boolean(),
  reason: z.string().nullable(),
});
export type AvailabilityException = z.infer<typeof AvailabilityException>;

/** GET and PATCH /api/professionals/availability: the week, and exceptions from today on. */
export const Availability = z.object({
  blocks: z.array(AvailabilityBlock),
  exceptions: z.array(AvailabilityException),
});
export type Availability = z.infer<typeof Availability>;
