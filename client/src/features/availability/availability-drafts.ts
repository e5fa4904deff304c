import { BLOCKS_PER_DAY_MAX, findOverlap, REASON_MAX, TIME_PATTERN } from "@domain/availability/rules";
import type { Availability, UpdateAvailabilityBody } from "@domain/availability/schemas";

export type BlockDraft = {
  key: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isAvailable: boolean;
  bufferTime: number;
};

export type ExceptionDraft = {
  key: string;
  id?: string;
  date: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  isAvailable: boolean;
  reason: string;
};

export type Drafts = { blocks: BlockDraft[]; exceptions: ExceptionDraft[]; deleted: string[] };

export type DraftError = "time" | "endAfterStart" | "overlap" | "tooMany" | "past" | "reason";

let counter = 0;
export const draftKey = () => `draft-${++counter}`;

export function draftsOf(availability: Availability): Drafts {
  return {
    blocks: availability.blocks.map(({ id, ...block }) => ({ key: id, ...block })),
    exceptions: availability.exceptions.map((exception) => ({
      key: exception.id,
      id: exception.id,
      date: exception.date,
      allDay: exception.startTime === null,
      startTime: exception.startTime ?? "09:00",
      endTime: exception.endTime ?? "17:00",
      isAvailable: exception.isAvailable,
      reason: exception.reason ?? "",
    })),
    deleted: [],
  };
}

const timesError = (start: string, end: string): DraftError | null => {
  if (!TIME_PATTERN.test(start) || !TIME_PATTERN.test(end)) return "time";
  return end > start ? null : "endAfterStart";
};

/** The first problem of each block, by key: the same rules the server applies. */
export function blockErrors(blocks: readonly BlockDraft[]): Map<string, DraftError> {
  const errors = new Map<string, DraftError>();
  for (const block of blocks) {
    const error = timesError(block.startTime, block.endTime);
    if (error) errors.set(block.key, error);
  }
  for (let day = 0; day < 7; day++) {
    const ofDay = blocks.filter((block) => block.dayOfWeek === day && !errors.has(block.key));
    if (ofDay.length > BLOCKS_PER_DAY_MAX) for (const block of ofDay) errors.set(block.key, "tooMany");
    // Each overlapping pair is reported on both blocks, then the search goes on without them.
    let rest = ofDay;
    for (let clash = findOverlap(rest, () => day); clash; clash = findOverlap(rest, () => day)) {
      const pair = clash.map((index) => rest[index]?.key);
      for (const key of pair) if (key) errors.set(key, "overlap");
      rest = rest.filter((block) => !pair.includes(block.key));
    }
  }
  return errors;
}

const windowOf = (exception: ExceptionDraft) =>
  exception.allDay
    ? { startTime: null, endTime: null }
    : { startTime: exception.startTime, endTime: exception.endTime };

export function exceptionErrors(
  exceptions: readonly ExceptionDraft[],
  today: string,
): Map<string, DraftError> {
  const errors = new Map<string, DraftError>();
  for (const exception of exceptions) {
    const error =
      (exception.date < today && "past") ||
      (exception.reason.trim().length > REASON_MAX && "reason") ||
      (!exception.allDay && timesError(exception.startTime, exception.endTime));
    if (error) errors.set(exception.key, error);
  }
  const windows = exceptions.map((exception) => ({ ...exception, ...windowOf(exception) }));
  const clash = findOverlap(windows, (exception) => exception.date);
  if (clash) for (const index of clash) errors.set(exceptions[index]?.key ?? "", "overlap");
  return errors;
}

const exceptionBody = (exception: ExceptionDraft) => ({
  id: exception.id,
  date: exception.date,
  ...windowOf(exception),
  isAvailable: exception.isAvailable,
  reason: exception.reason.trim() || null,
});

/** The PATCH body: the whole week, new and changed exceptions, and the deleted ones. */
export function bodyOf(drafts: Drafts, saved: Drafts): UpdateAvailabilityBody {
  const before = new Map(
    saved.exceptions.map((exception) => [exception.key, JSON.stringify(exceptionBody(exception))]),
  );
  return {
    blocks: drafts.blocks.map(({ key: _key, ...block }) => block),
    exceptions: drafts.exceptions
      .map(exceptionBody)
      .filter(
        (exception, index) => before.get(drafts.exceptions[index]?.key ?? "") !== JSON.stringify(exception),
      ),
    deletedExceptionIds: drafts.deleted,
  };
}

/** Whether the drafts differ from what is saved. */
export function hasChanges(drafts: Drafts, saved: Drafts): boolean {
  const body = bodyOf(drafts, saved);
  const week = (blocks: readonly BlockDraft[]) =>
    JSON.stringify(
      blocks
        .map(({ key: _key, ...block }) => block)
        .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime)),
    );
  return (
    week(drafts.blocks) !== week(saved.blocks) ||
    (body.exceptions?.length ?? 0) > 0 ||
    (body.deletedExceptionIds?.length ?? 0) > 0
  );
}
