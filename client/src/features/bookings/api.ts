import type { SeriesEvery } from "@domain/bookings/rules";
import type { Booking, Calendar, CreateBookingBody, SeriesDates } from "@domain/bookings/schemas";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { bookingsKey, jobsKey, professionalKey, professionalsKey } from "@/lib/query-keys";

const bookingsUrl = bookingsKey[0];

export type BookingsView = "upcoming" | "waiting";

/** Mine as either side: upcoming (holding time, not ended) or waiting on my answer, soonest first. */
export const bookingsQuery = (view: BookingsView) =>
  queryOptions({ queryKey: [...bookingsKey, { view }], queryFn: getByKey<Booking[]> });

/**
 * The professional's own calendar of `days` Nepal dates from `from`: under the bookings key, so a
 * booking made, answered or moved (live too) refreshes it.
 */
export const calendarQuery = (from: string, days: number) =>
  queryOptions({ queryKey: [...bookingsKey, "calendar", { from, days }], queryFn: getByKey<Calendar> });

/**
 * Whether each occurrence of a recurring booking would be free: under the professional's key, so a
 * booking made, answered or expired refreshes it as it does the slots.
 */
export const seriesDatesQuery = (
  professionalId: string,
  request: { startsAt: string; hours: number; every: SeriesEvery; count: number },
) =>
  queryOptions({
    queryKey: [...professionalKey(professionalId), "slots", "repeat", request],
    queryFn: getByKey<SeriesDates>,
    staleTime: 30_000,
  });

/** A booking made, answered or moved changes bookings, jobs and the professional's free times. */
function useInvalidateBookings() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [bookingsKey, jobsKey, professionalsKey].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/** Book Now: one submit under one Idempotency-Key (retried safely on a flaky network). */
export function useCreateBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (body: CreateBookingBody) => api.submit<Booking>(bookingsUrl, body),
    onSuccess: invalidate,
  });
}

export type BookingAnswer =
  | { kind: "accept" }
  | { kind: "decline"; reason?: string }
  | { kind: "propose"; startsAt: string }
  | { kind: "cancel"; reason?: string; scope?: "this" | "following" }
  | { kind: "reschedule"; startsAt: string }
  | { kind: "rescheduleAccept" }
  | { kind: "rescheduleDecline" }
  | { kind: "noShow" };

/** Where each step is posted, under /api/bookings/:id/. */
const STEP_PATHS: Record<BookingAnswer["kind"], string> = {
  accept: "accept",
  decline: "decline",
  propose: "propose",
  cancel: "cancel",
  reschedule: "reschedule",
  rescheduleAccept: "reschedule/accept",
  rescheduleDecline: "reschedule/decline",
  noShow: "no-show",
};

/**
 * A step on a booking: the side it waits on accepts, declines (with a reason) or proposes another
 * time; either side cancels it or asks to move an accepted one; the other side answers that request;
 * the customer reports that the professional did not come.
 */
export function useAnswerBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: BookingAnswer }) => {
      const { kind, ...body } = answer;
      return api.post<Booking>(`${bookingsUrl}/${id}/${STEP_PATHS[kind]}`, body);
    },
    onSuccess: invalidate,
  });
}
