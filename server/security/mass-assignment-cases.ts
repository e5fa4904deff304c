import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import {
  bids,
  cartItems,
  jobs,
  mediaUploads,
  messages,
  orders,
  reviews,
  savedProfessionals,
  trainingEnrollments,
  users,
  verifications,
  wishlistItems,
} from "../db/schema";
import { multipart, PDF, PNG } from "../test/uploads";
import type { Caller, RouteKey, Target } from "./access-table";
import type { World } from "./fixtures";
import {
  type Check,
  expectMadeNow,
  expectStats,
  idIn,
  one,
  otherCustomersRows,
  readBack,
  rowOf,
  rowsWhere,
} from "./read-back";
import type { RouteRequest } from "./route-requests";

const FAKE_ID = randomUUID();
const LONG_AGO = "2001-02-03T04:05:06.000Z";

/** Fields no caller sets through the API, each pointing at someone else or at a privilege. */
export const forbiddenFields = (w: World) => ({
  id: FAKE_ID,
  createdAt: LONG_AGO,
  updatedAt: LONG_AGO,
  role: "admin",
  isVerified: true,
  rating: 5,
  completedJobs: 999,
  totalEarnings: 999_999,
  status: "completed",
  customerId: w.otherCustomer.user.id,
  hiredProfessionalId: w.otherProfessional.user.id,
  professionalId: w.otherProfessional.user.id,
  userId: w.otherCustomer.user.id,
  ownerId: w.otherCustomer.user.id,
  senderId: w.otherCustomer.user.id,
  approvedBy: w.otherCustomer.user.id,
  kycStatus: "approved",
  subscriptionTier: "pro",
  suspendedAt: null,
  finalPrice: 1,
  price: 1,
  total: 1,
  subtotal: 1,
  isRead: true,
  email: "someone-else@example.np",
});

/** The valid request with every forbidden field it does not legitimately carry added. */
export const withForbidden = (w: World, request: RouteRequest, extra: object = {}): RouteRequest =>
  request.payload
    ? { ...request, payload: { ...forbiddenFields(w), ...request.payload, ...extra } }
    : request;

export type Case = {
  key: RouteKey;
  caller: Caller;
  target?: Target;
  /** Which variant, when a route has several. */
  what?: string;
  /** The status of the request with the forbidden fields: the table's (ignored) or 400 (refused). */
  status: number;
  /** Why a refusal refuses: it must name the field. */
  message?: RegExp;
  /** Fields after the valid ones (to change a legitimate value or add a field the route refuses). */
  extra?: object;
  replace?: (w: World, request: RouteRequest) => RouteRequest;
  /** Reads back what the request made or changed. */
  check?: Check;
};

export const CASES: Case[] = [
  {
    key: "POST /api/auth/signup",
    caller: "anonymous",
    status: 201,
    check: async (w, request, body) => {
      const email = (request.payload as { email: string }).email;
      const row = await one(rowsWhere(w, users, users.email, email));
      expect(row).toMatchObject({ role: "customer", isVerified: false, kycStatus: null, rating: "0.00" });
      expect(row).toMatchObject({ completedJobs: 0, subscriptionTier: "basic", suspendedAt: null });
      expectMadeNow(row, FAKE_ID);
      expect(body.role).toBe("customer");
    },
  },
  {
    key: "POST /api/auth/signup",
    what: "with role admin",
    caller: "anonymous",
    status: 400,
    extra: { role: "admin" },
    message: /^role/,
  },
  {
    key: "POST /api/auth/login",
    what: "with role admin",
    caller: "customer",
    status: 400,
    extra: { role: "admin" },
    message: /^role/,
  },
  {
    key: "POST /api/auth/login",
    what: "with the professional's tab",
    caller: "customer",
    status: 200,
    extra: { role: "professional" },
    check: async (_w, _request, body) => expect(body.role).toBe("customer"),
  },
  { key: "POST /api/auth/logout", caller: "customer", status: 204 },
  { key: "POST /api/auth/password", caller: "customer", status: 204 },
  {
    key: "POST /api/messages",
    caller: "customer",
    status: 201,
    check: readBack(
      messages,
      "id",
      (w) => ({ senderId: w.customer.user.id, receiverId: w.otherProfessional.user.id, isRead: false }),
      (_w, row) => expectMadeNow(row, FAKE_ID),
    ),
  },
  {
    key: "POST /api/messages/read",
    caller: "customer",
    status: 200,
    check: async (w) => {
      // Only what the other professional sent me is read; their other threads stay as they were.
      const others = await rowsWhere(w, messages, messages.senderId, w.otherCustomer.user.id);
      expect(others.map((m) => m.isRead)).toEqual([false]);
    },
  },
  {
    key: "POST /api/jobs",
    caller: "customer",
    status: 201,
    check: readBack(
      jobs,
      "id",
      (w) => ({
        customerId: w.customer.user.id,
        status: "open",
        hiredProfessionalId: null,
        finalPrice: null,
      }),
      (_w, row) => expectMadeNow(row, FAKE_ID),
    ),
  },
  {
    key: "POST /api/jobs/:id/hire",
    caller: "customer",
    target: "own",
    status: 200,
    check: readBack(jobs, "url", (w) => ({
      customerId: w.customer.user.id,
      status: "offered",
      finalPrice: "3000.00",
      hiredProfessionalId: w.otherProfessional.user.id,
    })),
  },
  {
    key: "POST /api/jobs/:id/hire/accept",
    caller: "professional",
    target: "own",
    status: 200,
    // The price and the people stay as the customer offered them, whatever the body says.
    check: readBack(jobs, "url", (w) => ({
      customerId: w.otherCustomer.user.id,
      status: "accepted",
      hiredProfessionalId: w.professional.user.id,
      finalPrice: null,
    })),
  },
  {
    key: "POST /api/jobs/:id/hire/decline",
    caller: "professional",
    target: "own",
    status: 200,
    check: readBack(jobs, "url", (w) => ({
      customerId: w.otherCustomer.user.id,
      status: "open",
      hiredProfessionalId: null,
      finalPrice: null,
    })),
  },
  {
    key: "POST /api/jobs/:id/cancel",
    caller: "customer",
    target: "own",
    status: 200,
    check: readBack(jobs, "url", (w) => ({
      customerId: w.customer.user.id,
      status: "cancelled",
      hiredProfessionalId: w.otherProfessional.user.id,
    })),
  },
  {
    key: "POST /api/jobs/:id/start",
    caller: "professional",
    target: "own",
    status: 200,
    check: readBack(jobs, "url", (w) => ({
      status: "in-progress",
      hiredProfessionalId: w.professional.user.id,
      finalPrice: null,
    })),
  },
  {
    key: "POST /api/jobs/:id/complete",
    caller: "professional",
    target: "own",
    status: 200,
    check: readBack(
      jobs,
      "url",
      (w) => ({ status: "completed", hiredProfessionalId: w.professional.user.id }),
      (w) => expectStats(w, w.professional.user.id, "0.00"),
    ),
  },
  {
    key: "POST /api/jobs/instant",
    caller: "customer",
    status: 201,
    check: readBack(jobs, "jobId", (w) => ({
      customerId: w.customer.user.id,
      status: "dispatched",
      hiredProfessionalId: null,
      jobType: "instant",
    })),
  },
  {
    key: "POST /api/jobs/:id/instant/accept",
    caller: "professional",
    target: "own",
    status: 200,
    check: readBack(jobs, "url", (w) => ({
      status: "accepted",
      hiredProfessionalId: w.professional.user.id,
      finalPrice: null,
      customerId: w.otherCustomer.user.id,
    })),
  },
  {
    key: "POST /api/jobs/:id/instant/schedule",
    caller: "customer",
    target: "own",
    status: 201,
    check: readBack(jobs, "jobId", (w) => ({
      customerId: w.customer.user.id,
      status: "open",
      hiredProfessionalId: null,
    })),
  },
  {
    key: "POST /api/bids",
    caller: "professional",
    status: 201,
    check: readBack(bids, "id", (w, request) => ({
      professionalId: w.professional.user.id,
      status: "pending",
      jobId: (request.payload as { jobId: string }).jobId,
      amount: "2200.00",
    })),
  },
  {
    key: "PATCH /api/bids/:id",
    caller: "professional",
    target: "own",
    status: 200,
    extra: { jobId: randomUUID() },
    check: readBack(
      bids,
      "url",
      (w) => ({ professionalId: w.professional.user.id, status: "pending", amount: "2100.00" }),
      async (w, row) => expect((await rowOf(w, jobs, row.jobId)).customerId).toBe(w.otherCustomer.user.id),
    ),
  },
  {
    key: "POST /api/bids/:id/accept",
    caller: "customer",
    target: "own",
    status: 200,
    extra: { amount: 1 },
    check: readBack(
      bids,
      "url",
      () => ({ status: "accepted" }),
      async (w, row) =>
        expect(await rowOf(w, jobs, row.jobId)).toMatchObject({
          customerId: w.customer.user.id,
          status: "accepted",
          finalPrice: "2200.00",
          hiredProfessionalId: row.professionalId,
        }),
    ),
  },
  {
    key: "POST /api/jobs/:id/review",
    caller: "customer",
    target: "own",
    status: 201,
    extra: { rating: 3 },
    check: readBack(
      reviews,
      "id",
      (w, request) => ({
        jobId: idIn(request.url),
        customerId: w.customer.user.id,
        professionalId: w.otherProfessional.user.id,
        rating: 3,
      }),
      (w) => expectStats(w, w.otherProfessional.user.id, "3.00"),
    ),
  },
  {
    key: "PATCH /api/professionals/profile",
    caller: "professional",
    status: 400,
    message: /isVerified.*cannot be changed here/,
  },
  {
    key: "PATCH /api/professionals/availability",
    caller: "professional",
    status: 400,
    message: /Unrecognized keys.*"professionalId"/,
  },
  {
    key: "PATCH /api/users/profile",
    what: "other fields than its own",
    caller: "customer",
    status: 400,
    replace: (_w, request) => ({ ...request, payload: { ...request.payload, role: undefined } }),
    message: /isVerified.*cannot be changed here/,
  },
  {
    key: "PATCH /api/users/profile",
    what: "with only role admin",
    caller: "customer",
    status: 400,
    replace: onlyRole("admin"),
    message: /^role: Account type must be customer or professional/,
  },
  {
    key: "PATCH /api/users/profile",
    what: "with only a role",
    caller: "admin",
    status: 403,
    replace: onlyRole("customer"),
    message: /administrator's account type/,
  },
  {
    key: "PUT /api/saved-professionals/:id",
    caller: "customer",
    target: "other",
    status: 204,
    check: async (w) => expect(await otherCustomersRows(w, savedProfessionals)).toEqual([]),
  },
  {
    key: "PUT /api/shop/wishlist/:itemId",
    caller: "customer",
    target: "other",
    status: 204,
    check: async (w) => {
      expect(await otherCustomersRows(w, wishlistItems)).toEqual([]);
    },
  },
  {
    key: "PUT /api/shop/cart/:itemId",
    caller: "customer",
    target: "other",
    status: 200,
    check: async (w, _request, body) => {
      expect(body).toMatchObject({ subtotal: 1000, lines: [{ quantity: 1, item: { price: 1000 } }] });
      expect(await otherCustomersRows(w, cartItems)).toEqual([]);
    },
  },
  {
    key: "POST /api/shop/cart/merge",
    caller: "professional",
    status: 200,
    replace: (w, request) => ({
      ...request,
      payload: {
        ...request.payload,
        lines: [{ itemId: w.product, quantity: 2, price: 1, userId: w.otherCustomer.user.id }],
      },
    }),
    check: async (w, _request, body) => {
      expect(body).toMatchObject({ subtotal: 2000, lines: [{ quantity: 2, item: { price: 1000 } }] });
      expect(await otherCustomersRows(w, cartItems)).toEqual([]);
    },
  },
  {
    key: "POST /api/shop/orders",
    caller: "customer",
    status: 201,
    check: readBack(
      orders,
      "id",
      (w) => ({ userId: w.customer.user.id, status: "placed", subtotal: "1000.00", total: "1150.00" }),
      (_w, row) => expectMadeNow(row, FAKE_ID),
    ),
  },
  {
    key: "POST /api/shop/orders/:id/cancel",
    caller: "customer",
    target: "own",
    status: 200,
    check: readBack(orders, "url", (w) => ({
      userId: w.customer.user.id,
      status: "cancelled",
      total: "1150.00",
    })),
  },
  {
    key: "PATCH /api/shop/orders/:id/status",
    caller: "admin",
    target: "other",
    status: 200,
    replace: (w, request) => ({ ...request, payload: { ...request.payload, userId: w.customer.user.id } }),
    check: readBack(orders, "url", (w) => ({
      userId: w.otherCustomer.user.id,
      status: "shipped",
      total: "1150.00",
    })),
  },
  {
    key: "POST /api/training/programs/:id/enroll",
    caller: "customer",
    target: "other",
    status: 201,
    replace: (w, request) => ({ ...request, url: `/api/training/programs/${w.paidCourse}/enroll` }),
    check: readBack(trainingEnrollments, "id", (w) => ({
      userId: w.customer.user.id,
      status: "pending-payment",
      price: "1500.00",
    })),
  },
  {
    key: "POST /api/verifications",
    caller: "professional",
    status: 201,
    replace: (w, request) => ({
      ...request,
      multipart: multipart([
        { name: "verificationType", value: "background" },
        { name: "status", value: "approved" },
        { name: "userId", value: w.otherProfessional.user.id },
        { name: "document", fileName: "police.pdf", type: "application/pdf", data: PDF },
      ]),
    }),
    check: readBack(verifications, "id", (w) => ({
      userId: w.professional.user.id,
      status: "pending",
      approvedBy: null,
    })),
  },
  {
    key: "POST /api/media",
    caller: "customer",
    status: 201,
    replace: (w, request) => ({
      ...request,
      multipart: multipart([
        { name: "ownerId", value: w.otherCustomer.user.id },
        { name: "photo", fileName: "tap.png", type: "image/png", data: PNG },
      ]),
    }),
    check: readBack(mediaUploads, "id", (w) => ({ ownerId: w.customer.user.id })),
  },
  ...(["approve", "reject"] as const).map(
    (action): Case => ({
      key:
        action === "approve"
          ? "POST /api/admin/verifications/:id/approve"
          : "POST /api/admin/verifications/:id/reject",
      caller: "admin",
      target: "other",
      status: 200,
      extra: { status: action === "approve" ? "rejected" : "approved" },
      check: readBack(verifications, "url", (w) => ({
        userId: w.otherProfessional.user.id,
        status: action === "approve" ? "approved" : "rejected",
        approvedBy: w.admin.user.id,
      })),
    }),
  ),
  ...(["suspend", "reinstate"] as const).map(
    (action): Case => ({
      key: action === "suspend" ? "POST /api/admin/users/:id/suspend" : "POST /api/admin/users/:id/reinstate",
      caller: "admin",
      target: "other",
      status: 200,
      extra: { role: "admin", suspendedAt: action === "suspend" ? null : LONG_AGO },
      check: readBack(
        users,
        "url",
        () => ({ role: "customer" }),
        (_w, row) => expect(row.suspendedAt === null).toBe(action === "reinstate"),
      ),
    }),
  ),
];

function onlyRole(role: string) {
  return (_w: World, request: RouteRequest): RouteRequest => ({ ...request, payload: { role } });
}
