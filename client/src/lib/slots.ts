import type { Slot } from "@domain/bookings/schemas";
import { queryOptions } from "@tanstack/react-query";
import { getByKey } from "./get-by-key";
import { professionalKey } from "./query-keys";

export type SlotsRequest = { from?: string; days: number; hours: number };

/**
 * A professional's free start times (GET /api/professionals/:id/slots): under the professional's
 * key, so whatever refreshes the professional (a booking made, answered or expired) refreshes them.
 */
export const slotsQuery = (professionalId: string, request: SlotsRequest) =>
  queryOptions({
    queryKey: [...professionalKey(professionalId), "slots", request],
    queryFn: getByKey<Slot[]>,
    staleTime: 30_000,
  });

/** Start times grouped by their Nepal date ("YYYY-MM-DD"), in order. */
export function slotsByDay(slots: readonly Slot[], dayOf: (at: string) => string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const { startsAt } of slots) {
    const day = dayOf(startsAt);
    days.set(day, [...(days.get(day) ?? []), startsAt]);
  }
  return days;
}
