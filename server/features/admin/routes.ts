import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminOverview,
  AdminUser,
  AdminUserParams,
  AdminUsersPage,
  AdminUsersQuery,
  AdminVerification,
  AdminVerificationsQuery,
} from "../../../domain/admin/schemas";
import {
  ApproveVerificationBody,
  RejectVerificationBody,
  Verification,
  VerificationParams,
} from "../../../domain/verification/schemas";
import { errors } from "../../plugins/error-codes";
import { currentUser, requireRole } from "../../plugins/guards";
import { reviewVerification } from "../verification/review";
import { getOverview, listUsers, listVerifications, reinstateUser, suspendUser } from "./service";

/** Everything under /api/admin: admins only (anyone else gets 401 or 403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireRole("admin"));

  app.get(
    "/api/admin/overview",
    {
      schema: {
        tags: ["admin"],
        summary: "Users by role, suspended users, open jobs, pending verifications and orders",
        response: { 200: AdminOverview, ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => getOverview(request.db),
  );

  app.get(
    "/api/admin/verifications",
    {
      schema: {
        tags: ["admin"],
        summary: "Submitted documents by status (default pending, oldest first) with who sent them",
        querystring: AdminVerificationsQuery,
        response: { 200: AdminVerification.array(), ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => listVerifications(request.db, request.query.status),
  );

  app.post(
    "/api/admin/verifications/:id/approve",
    {
      schema: {
        tags: ["admin"],
        summary: "Approve a pending document; an approved KYC document makes the professional verified",
        params: VerificationParams,
        body: ApproveVerificationBody,
        response: {
          200: Verification,
          ...errors(
            "auth.unauthenticated",
            "auth.forbidden",
            "verification.not_found",
            "verification.already_reviewed",
          ),
        },
      },
    },
    async (request) =>
      reviewVerification(request.db, request.params.id, {
        status: "approved",
        adminNotes: request.body.adminNotes || null,
        reviewerId: currentUser(request).id,
      }),
  );

  app.post(
    "/api/admin/verifications/:id/reject",
    {
      schema: {
        tags: ["admin"],
        summary: "Reject a pending document with a note telling the professional why",
        params: VerificationParams,
        body: RejectVerificationBody,
        response: {
          200: Verification,
          ...errors(
            "auth.unauthenticated",
            "auth.forbidden",
            "verification.not_found",
            "verification.already_reviewed",
          ),
        },
      },
    },
    async (request) =>
      reviewVerification(request.db, request.params.id, {
        status: "rejected",
        adminNotes: request.body.adminNotes,
        reviewerId: currentUser(request).id,
      }),
  );

  app.get(
    "/api/admin/users",
    {
      schema: {
        tags: ["admin"],
        summary: "Users, newest first, searched by name or email and filtered by role, 20 a page",
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersPage, ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => listUsers(request.db, request.query),
  );

  app.post(
    "/api/admin/users/:id/suspend",
    {
      schema: {
        tags: ["admin"],
        summary: "Suspend a customer or professional: their sessions end and they cannot sign in",
        params: AdminUserParams,
        response: {
          200: AdminUser,
          ...errors(
            "admin.cannot_suspend_admin",
            "admin.cannot_suspend_self",
            "auth.unauthenticated",
            "auth.forbidden",
            "user.not_found",
          ),
        },
      },
    },
    async (request) => suspendUser(request.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/admin/users/:id/reinstate",
    {
      schema: {
        tags: ["admin"],
        summary: "Lift a suspension: the user can sign in again",
        params: AdminUserParams,
        response: { 200: AdminUser, ...errors("auth.unauthenticated", "auth.forbidden", "user.not_found") },
      },
    },
    async (request) => reinstateUser(request.db, request.params.id),
  );
};
