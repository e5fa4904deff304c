import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminOrder,
  AdminOrderParams,
  AdminOrdersPage,
  AdminOrdersQuery,
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
  RevokeVerificationBody,
  Verification,
  VerificationParams,
} from "../../../domain/verification/schemas";
import { errors } from "../../plugins/error-codes";
import { currentUser, requireRole } from "../../plugins/guards";
import { getAnyOrder, listAllOrders } from "../shop/order-service";
import { reviewVerification, revokeVerification } from "../verification/review";
import { getOverview, listUsers, listVerifications, reinstateUser, suspendUser } from "./service";

/** Everything under /api/admin: admins only (anyone else gets 401 or 403). */
const adminsOnly = requireRole("admin");

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/overview",
    {
      onRequest: adminsOnly,
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
      onRequest: adminsOnly,
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
      onRequest: adminsOnly,
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
      onRequest: adminsOnly,
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

  app.post(
    "/api/admin/verifications/:id/revoke",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "Revoke an approved document with the reason the professional is told",
        description:
          "A revoked identity document (kyc) takes away the Verified badge it gave; a revoked NSTB certificate leaves the profile. The professional gets a live `verification.revoked` event with the reason.",
        params: VerificationParams,
        body: RevokeVerificationBody,
        response: {
          200: Verification,
          ...errors(
            "auth.unauthenticated",
            "auth.forbidden",
            "verification.not_found",
            "verification.not_approved",
          ),
        },
      },
    },
    async (request) =>
      revokeVerification(request.db, request.params.id, {
        reason: request.body.reason,
        adminId: currentUser(request).id,
      }),
  );

  app.get(
    "/api/admin/orders",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "Every customer's shop orders, newest first, optionally of one status, 20 a page",
        description: "Move one along with PATCH /api/shop/orders/{id}/status (placed → shipped → delivered).",
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersPage, ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => listAllOrders(request.db, request.query),
  );

  app.get(
    "/api/admin/orders/:id",
    {
      onRequest: adminsOnly,
      schema: {
        tags: ["admin"],
        summary: "Any customer's order, its lines, delivery details and who placed it",
        params: AdminOrderParams,
        response: {
          200: AdminOrder,
          ...errors("auth.unauthenticated", "auth.forbidden", "order.not_found"),
        },
      },
    },
    async (request) => getAnyOrder(request.db, request.params.id),
  );

  app.get(
    "/api/admin/users",
    {
      onRequest: adminsOnly,
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
      onRequest: adminsOnly,
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
      onRequest: adminsOnly,
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
