import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DashboardMetrics } from "../../../domain/dashboard/schemas";
import { ProfessionalParams } from "../../../domain/professionals/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { getDashboardMetrics } from "./service";

/** The professional dashboard's figures. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/professionals/metrics/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["dashboard"],
        summary: "A professional's dashboard metrics (that professional or an administrator)",
        description:
          "Earnings, bids, active projects, ratings, the 53-week activity heatmap, monthly and weekly earnings, categories, schedule, response time, open jobs in their service area and profile completeness. Days are Asia/Kathmandu calendar days; weeks start on Sunday.",
        params: ProfessionalParams,
        response: {
          200: DashboardMetrics,
          ...errors("auth.unauthenticated", "dashboard.forbidden", "professional.not_found"),
        },
      },
    },
    async (request) => getDashboardMetrics(request.db, currentUser(request), request.params.id),
  );
};
