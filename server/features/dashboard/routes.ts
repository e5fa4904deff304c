import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DashboardMetrics, DashboardQuery } from "../../../domain/dashboard/schemas";
import { ProfessionalParams } from "../../../domain/professionals/schemas";
import type { Db } from "../../db/client";
import { sweepEvery } from "../../lib/interval-sweep";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { getDashboardMetrics } from "./service";
import { refreshTrackRecords } from "./track-record";

export type DashboardOptions = {
  db: Db;
  /** How often track records are brought up to date with their 90-day window (ms; 0 = off). */
  trackRecordSweepMs?: number;
};

/** Every six hours: a rate moves by a day's answers ageing out, so a few times a day is timely. */
const TRACK_RECORD_SWEEP_MS = 6 * 60 * 60 * 1000;

/** The professional dashboard's figures, and the sweep that keeps their track records current. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardOptions> = async (app, options) => {
  const sweepMs = options.trackRecordSweepMs ?? TRACK_RECORD_SWEEP_MS;
  sweepEvery(app, sweepMs, "track record sweep", () => refreshTrackRecords(options.db));

  app.get(
    "/api/professionals/metrics/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["dashboard"],
        summary: "A professional's dashboard metrics (that professional or an administrator)",
        description:
          "Earnings, bids, active projects, ratings, the 53-week activity heatmap, monthly and weekly earnings, categories, schedule, response time, open jobs in their service area and profile completeness. Days are Asia/Kathmandu calendar days; weeks start on Sunday; months are Gregorian, or Bikram Sambat with calendar=bs.",
        params: ProfessionalParams,
        querystring: DashboardQuery,
        response: {
          200: DashboardMetrics,
          ...errors("auth.unauthenticated", "dashboard.forbidden", "professional.not_found"),
        },
      },
    },
    async (request) =>
      getDashboardMetrics(request.db, currentUser(request), request.params.id, request.query.calendar),
  );
};
