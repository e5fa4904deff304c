import type { z } from "zod";
import { type SeriesQuery, seriesStarts } from "../../../domain/bookings/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { findBookable } from "./queries";
import { type Clock, isFree } from "./service";

/**
 * Each occurrence of a recurring booking from `startsAt`, and whether the professional is free then
 * (weekly hours, days off, bookings and their buffer, notice): what Book Now shows before sending,
 * further ahead than the slots' 28 days. The server checks again when the series is sent.
 */
export async function listSeriesDates(
  db: Db,
  professionalId: string,
  query: z.output<typeof SeriesQuery>,
  clock: Clock,
) {
  const pro = await findBookable(db, professionalId);
  if (pro?.role !== "professional") throw appError("professional.not_found");
  const now = clock.now();
  const dates: { startsAt: string; free: boolean }[] = [];
  for (const at of seriesStarts(query.startsAt, query.every, query.count)) {
    dates.push({ startsAt: at.toISOString(), free: await isFree(db, pro, at, query.hours * 60, now) });
  }
  return dates;
}
