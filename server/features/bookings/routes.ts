import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  Booking,
  BookingsQuery,
  Calendar,
  CalendarQuery,
  CancelBookingBody,
  CreateBookingBody,
  DeclineBookingBody,
  ProposeBookingBody,
  RescheduleBookingBody,
  SeriesDates,
  SeriesQuery,
  Slots,
  SlotsQuery,
} from "../../../domain/bookings/schemas";
import { IdParams } from "../../../domain/jobs/schemas";
import type { Db } from "../../db/client";
import { sweepEvery } from "../../lib/interval-sweep";
import { OPTIONAL_SESSION } from "../../openapi/operation";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser, requireRole } from "../../plugins/guards";
import { readCalendar } from "./calendar";
import { cancelBooking, reportNoShow } from "./cancel";
import { answerReschedule, requestReschedule } from "./reschedule";
import { listSeriesDates } from "./series";
import { answerBooking, createBooking, getBooking, listMyBookings, listSlots } from "./service";
import { sweepBookings } from "./sweep";

export type BookingOptions = { db: Db; now?: () => Date; sweepMs?: number };

const ANSWER_REFUSALS = [
  "auth.unauthenticated",
  "booking.not_found",
  "booking.forbidden",
  "booking.not_your_turn",
  "booking.not_waiting",
] as const;

const RESCHEDULE_ANSWER_REFUSALS = [
  "auth.unauthenticated",
  "booking.not_found",
  "booking.forbidden",
  "booking.not_your_turn",
  "booking.no_reschedule",
] as const;

export const bookingRoutes: FastifyPluginAsyncZod<BookingOptions> = async (app, options) => {
  const clock = { now: options.now ?? (() => new Date()) };
  const sweepMs = options.sweepMs ?? 30_000;
  sweepEvery(app, sweepMs, "booking sweep", () => sweepBookings(options.db, clock.now()));

  app.get(
    "/api/professionals/:id/slots",
    {
      schema: {
        tags: ["bookings"],
        summary: "A professional's free start times, from their weekly hours, days off and bookings",
        description:
          "Nepal dates from `from` (today in Nepal by default) for `days` days (at most 28): the half hours from which `hours` of work (1 to 8, 2 by default) fit in the professional's working hours, less days and hours off, time already booked (with their buffer after it), the past and two hours' notice. Instants in ISO 8601, oldest first.",
        security: OPTIONAL_SESSION,
        params: IdParams,
        querystring: SlotsQuery,
        response: { 200: Slots, ...errors("professional.not_found") },
      },
    },
    async (request) => listSlots(request.db, request.params.id, request.query, clock),
  );

  app.get(
    "/api/professionals/:id/slots/repeat",
    {
      schema: {
        tags: ["bookings"],
        summary: "Whether each occurrence of a recurring booking would be free",
        description:
          "The starts of `count` (2 to 12) occurrences from `startsAt`, every week or every two weeks (`every`: week or 2weeks), each with whether `hours` of work fit the professional's working hours then, less days and hours off, time already booked (with their buffer) and two hours' notice. Book Now shows it before sending a series; POST /api/bookings checks again.",
        security: OPTIONAL_SESSION,
        params: IdParams,
        querystring: SeriesQuery,
        response: { 200: SeriesDates, ...errors("professional.not_found") },
      },
    },
    async (request) => listSeriesDates(request.db, request.params.id, request.query, clock),
  );

  app.post(
    "/api/bookings",
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ["bookings"],
        summary: "Book Now: ask a professional for one of their free times, at their hourly rate",
        description:
          "Creates the booking and the job it books (offered to the professional at rate × hours). The professional accepts, declines or proposes another time; unanswered, it expires after 12 hours or at its start if sooner. 409 booking.slot_taken when another booking got the time first. With `repeat` ({ every: week or 2weeks, count: 2 to 12 }) it books the same time that many times (a series: every occurrence a booking and job of its own, answered together, all made or none): 409 booking.series_slot_taken names the first occurrence that is not free.",
        body: CreateBookingBody,
        response: {
          201: Booking,
          ...errors(
            "auth.unauthenticated",
            "booking.self",
            "booking.skill_not_offered",
            "booking.too_many_waiting",
            "professional.not_found",
            "booking.no_rate",
            "booking.over_price_cap",
            "booking.slot_unavailable",
            "booking.slot_taken",
            "booking.series_slot_taken",
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createBooking(request.db, currentUser(request), request.body, clock);
    },
  );

  app.get(
    "/api/bookings",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "My bookings as customer or professional, soonest first",
        description:
          "view=upcoming (default): those holding time that have not ended; waiting: those waiting on my answer (a request, or another time the other side asked for); all: every booking of mine (the latest 200 by start).",
        querystring: BookingsQuery,
        response: { 200: Booking.array(), ...errors("auth.unauthenticated") },
      },
    },
    async (request) => listMyBookings(request.db, currentUser(request), request.query, clock),
  );

  app.get(
    "/api/bookings/calendar",
    {
      onRequest: requireRole("professional"),
      schema: {
        tags: ["bookings"],
        summary: "My calendar as a professional: bookings, working hours, free time and days off",
        description:
          "Nepal dates from `from` (today in Nepal by default) for `days` days (at most 14): the bookings holding my time (requested, proposed or accepted) that overlap them, my working hours (weekly hours changed by one-off changes), the free time in them from now on (less bookings, hired jobs and the buffer after each, gaps under 30 minutes left out) and the dates I do not work. Instants in ISO 8601.",
        querystring: CalendarQuery,
        response: { 200: Calendar, ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => readCalendar(request.db, currentUser(request), request.query, clock),
  );

  app.get(
    "/api/bookings/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "One booking, to its customer, its professional or an admin",
        params: IdParams,
        response: { 200: Booking, ...errors("auth.unauthenticated", "booking.not_found") },
      },
    },
    async (request) => getBooking(request.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/bookings/:id/accept",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "The side the booking waits on accepts it: the job is agreed at its time and price",
        description: "Of a series, every occurrence still waiting is accepted with it.",
        params: IdParams,
        response: { 200: Booking, ...errors(...ANSWER_REFUSALS) },
      },
    },
    async (request) =>
      answerBooking(request.db, currentUser(request), request.params.id, { kind: "accept" }, clock),
  );

  app.post(
    "/api/bookings/:id/decline",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "The side the booking waits on declines it, with an optional reason: the job is cancelled",
        description: "Of a series, every occurrence still waiting is declined with it.",
        params: IdParams,
        body: DeclineBookingBody,
        response: { 200: Booking, ...errors(...ANSWER_REFUSALS) },
      },
    },
    async (request) =>
      answerBooking(
        request.db,
        currentUser(request),
        request.params.id,
        { kind: "decline", ...request.body },
        clock,
      ),
  );

  app.post(
    "/api/bookings/:id/propose",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "The side the booking waits on proposes another free time: it then waits on the other side",
        params: IdParams,
        body: ProposeBookingBody,
        response: {
          200: Booking,
          ...errors(
            ...ANSWER_REFUSALS,
            "booking.series_no_propose",
            "booking.slot_unavailable",
            "booking.slot_taken",
          ),
        },
      },
    },
    async (request) =>
      answerBooking(
        request.db,
        currentUser(request),
        request.params.id,
        { kind: "propose", ...request.body },
        clock,
      ),
  );

  app.post(
    "/api/bookings/:id/cancel",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "Either side cancels a booking that holds time and has not started, with an optional reason",
        description:
          "The time is freed and the job cancelled; both sides are told live. Free until 24 hours before the start; later, a customer cancelling an accepted booking owes 20 % of its price (`cancellationFee`, recorded now, charged once payments exist), and a professional's late cancellation counts in their cancellation rate. 409 booking.not_cancellable once it has started or no longer holds time. Of a series, `scope: following` also cancels every later occurrence that holds time (each by the same rules); `this` (the default) only this one.",
        params: IdParams,
        body: CancelBookingBody,
        response: {
          200: Booking,
          ...errors(
            "auth.unauthenticated",
            "booking.not_found",
            "booking.forbidden",
            "booking.not_cancellable",
          ),
        },
      },
    },
    async (request) =>
      cancelBooking(request.db, currentUser(request), request.params.id, request.body, clock),
  );

  app.post(
    "/api/bookings/:id/no-show",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "The customer reports that the professional did not come to an accepted booking",
        description:
          "After its start, while its work has not started: the booking and its job are cancelled without a fee, and the no-show counts in the professional's cancellation rate.",
        params: IdParams,
        response: {
          200: Booking,
          ...errors(
            "auth.unauthenticated",
            "booking.not_found",
            "booking.forbidden",
            "booking.no_show_customer_only",
            "booking.no_show_not_reportable",
          ),
        },
      },
    },
    async (request) => reportNoShow(request.db, currentUser(request), request.params.id, clock),
  );

  app.post(
    "/api/bookings/:id/reschedule",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "Either side of an accepted booking asks to move it to another free time",
        description:
          "The booking keeps its time until the other side accepts; the time asked for is held meanwhile. Unanswered, the request lapses after 12 hours or at the sooner start. 409 booking.slot_taken when another booking got the time first.",
        params: IdParams,
        body: RescheduleBookingBody,
        response: {
          200: Booking,
          ...errors(
            "auth.unauthenticated",
            "booking.not_found",
            "booking.forbidden",
            "booking.not_agreed",
            "booking.reschedule_pending",
            "booking.slot_unavailable",
            "booking.slot_taken",
          ),
        },
      },
    },
    async (request) =>
      requestReschedule(request.db, currentUser(request), request.params.id, request.body.startsAt, clock),
  );

  app.post(
    "/api/bookings/:id/reschedule/accept",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "The other side accepts the time asked for: the booking and its job move to it",
        params: IdParams,
        response: { 200: Booking, ...errors(...RESCHEDULE_ANSWER_REFUSALS) },
      },
    },
    async (request) => answerReschedule(request.db, currentUser(request), request.params.id, "accept", clock),
  );

  app.post(
    "/api/bookings/:id/reschedule/decline",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bookings"],
        summary: "The other side declines the time asked for: the booking keeps its time",
        params: IdParams,
        response: { 200: Booking, ...errors(...RESCHEDULE_ANSWER_REFUSALS) },
      },
    },
    async (request) =>
      answerReschedule(request.db, currentUser(request), request.params.id, "decline", clock),
  );
};
