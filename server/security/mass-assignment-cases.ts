import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { nepalDay } from "../../domain/kathmandu-day";
import {
  bids,
  bookingSeries,
  bookings,
  cartItems,
  deviceTokens,
  jobChanges,
  jobs,
  mediaUploads,
  messages,
  notifications,
  orders,
  paymentDisputes,
  payments,
  payouts,
  pushSubscriptions,
  quotes,
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
  { key: "POST /api/auth/otp/request", caller: "customer", status: 202 },
  { key: "POST /api/auth/phone/request", caller: "customer", status: 202 },
  {
    key: "POST /api/auth/otp/verify",
    what: "a new number's account",
    caller: "customer",
    status: 201,
    check: async (_w, _request, body) =>
      expect(body).toMatchObject({ role: "customer", isVerified: false, firstName: "Bina", email: null }),
  },
  {
    key: "POST /api/auth/password/reset",
    caller: "customer",
    status: 200,
    check: async (_w, _request, body) => expect(body).toMatchObject({ role: "customer", isVerified: false }),
  },
  {
    key: "POST /api/auth/phone/verify",
    caller: "customer",
    status: 200,
    check: async (w, _request, body) => {
      // The number is proven on the caller, whatever userId came along; the other customer's stays theirs.
      expect(body).toMatchObject({ id: w.customer.user.id, phoneVerified: true });
      const theirs = await one(rowsWhere(w, users, users.id, w.otherCustomer.user.id));
      expect(theirs?.phone).toBe(w.otherCustomer.phone);
      expect(theirs?.phoneVerifiedAt).toBeNull();
    },
  },
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
    key: "POST /api/notifications/read",
    caller: "customer",
    status: 200,
    check: async (w) => {
      // Marking all mine read, with someone else's userId sent along, leaves their news unread.
      const theirs = await rowsWhere(w, notifications, notifications.userId, w.otherCustomer.user.id);
      expect(theirs.some((row) => row.readAt === null)).toBe(true);
    },
  },
  {
    key: "POST /api/push/subscriptions",
    caller: "customer",
    status: 201,
    check: async (w) => {
      // With someone else's userId sent along, the subscription is still the caller's.
      const theirs = await rowsWhere(w, pushSubscriptions, pushSubscriptions.userId, w.otherCustomer.user.id);
      expect(theirs).toEqual([]);
      const mine = await rowsWhere(w, pushSubscriptions, pushSubscriptions.userId, w.customer.user.id);
      expect(mine.length).toBeGreaterThan(0);
    },
  },
  {
    key: "POST /api/push/devices",
    caller: "customer",
    status: 201,
    check: async (w) => {
      // With someone else's userId sent along, the phone is still the caller's.
      expect(await rowsWhere(w, deviceTokens, deviceTokens.userId, w.otherCustomer.user.id)).toEqual([]);
      const mine = await rowsWhere(w, deviceTokens, deviceTokens.userId, w.customer.user.id);
      expect(mine.length).toBeGreaterThan(0);
    },
  },
  {
    key: "PUT /api/notifications/preferences",
    caller: "customer",
    status: 400,
    message: /Unrecognized keys.*"userId"/,
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
  // Bookings: the price is the professional's rate for the hours, the people are who asked and
  // whom; an answer changes the status only.
  {
    key: "POST /api/bookings",
    caller: "customer",
    status: 201,
    check: readBack(
      bookings,
      "id",
      (w) => ({ customerId: w.customer.user.id, status: "requested", price: "500.00", hourlyRate: "500.00" }),
      (_w, row) => expectMadeNow(row, FAKE_ID),
    ),
  },
  // A calendar is always the caller's own: another professional named in the query is ignored.
  {
    key: "GET /api/bookings/calendar",
    caller: "professional",
    status: 200,
    // From 30 days on, where the world's bookings are (test/bookings).
    replace: (w, request) => ({
      ...request,
      url: `/api/bookings/calendar?from=${nepalDay(Date.now() + 30 * 86_400_000)}&days=14&professionalId=${w.otherProfessional.user.id}`,
    }),
    check: async (w, _request, body) => {
      const people = (body as { bookings: { professional: { id: string } }[] }).bookings.map(
        (booking) => booking.professional.id,
      );
      expect(people.filter((id) => id !== w.professional.user.id)).toEqual([]);
    },
  },
  {
    key: "POST /api/bookings",
    what: "as a series, with its id, place and size forged",
    caller: "customer",
    status: 201,
    extra: { repeat: { every: "week", count: 2 }, seriesId: FAKE_ID, seriesIndex: 7, series: { count: 12 } },
    check: async (w, request, body) => {
      await readBack(bookings, "id", (w) => ({
        customerId: w.customer.user.id,
        status: "requested",
        price: "500.00",
        seriesIndex: 1,
      }))(w, request, body);
      const series = body.series as { id: string };
      const row = await one(rowsWhere(w, bookingSeries, bookingSeries.id, series.id));
      expect(row).toMatchObject({ customerId: w.customer.user.id, every: "week", count: 2 });
      expect(row.id).not.toBe(FAKE_ID);
    },
  },
  // The customer's steps on their own booking: whatever the body says, the people and the price stay.
  ...(
    [
      ["cancel", "cancelled"],
      ["no-show", "cancelled"],
      ["reschedule", "accepted"],
      ["reschedule/accept", "accepted"],
      ["reschedule/decline", "accepted"],
    ] as const
  ).map(([step, status]) => ({
    key: `POST /api/bookings/:id/${step}` as const,
    caller: "customer" as const,
    target: "own" as const,
    status: 200,
    check: readBack(bookings, "url", (w) => ({
      customerId: w.customer.user.id,
      professionalId: w.otherProfessional.user.id,
      status,
      price: "1000.00",
    })),
  })),
  {
    key: "POST /api/bookings/:id/cancel",
    what: "the following ones of a single booking: itself",
    caller: "customer",
    target: "own",
    status: 200,
    extra: { scope: "following" },
    check: readBack(bookings, "url", (w) => ({
      customerId: w.customer.user.id,
      status: "cancelled",
      seriesId: null,
      price: "1000.00",
    })),
  },
  ...(["accept", "decline", "propose"] as const).map((answer) => ({
    key: `POST /api/bookings/:id/${answer}` as const,
    caller: "professional" as const,
    target: "own" as const,
    status: 200,
    check: readBack(bookings, "url", (w) => ({
      customerId: w.otherCustomer.user.id,
      professionalId: w.professional.user.id,
      status: { accept: "accepted", decline: "declined", propose: "proposed" }[answer],
      price: "1000.00",
    })),
  })),
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
      // Their call-out price (the fixture's rate), not the body's finalPrice.
      finalPrice: "800.00",
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
    key: "PATCH /api/jobs/:id",
    caller: "customer",
    target: "own",
    status: 200,
    check: readBack(jobs, "url", (w) => ({
      customerId: w.customer.user.id,
      status: "open",
      budget: "3000.00",
      hiredProfessionalId: null,
      finalPrice: null,
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
    key: "POST /api/jobs/:id/quotes",
    caller: "professional",
    target: "other",
    status: 201,
    check: readBack(quotes, "id", (w) => ({
      professionalId: w.professional.user.id,
      status: "pending",
      total: "2450.50",
    })),
  },
  {
    key: "POST /api/quotes/:id/accept",
    caller: "customer",
    target: "own",
    status: 200,
    extra: { total: 1 },
    check: readBack(
      quotes,
      "url",
      () => ({ status: "accepted", total: "2500.00" }),
      async (w, row) =>
        expect(await rowOf(w, jobs, row.jobId)).toMatchObject({
          customerId: w.customer.user.id,
          status: "accepted",
          finalPrice: "2500.00",
          hiredProfessionalId: row.professionalId,
        }),
    ),
  },
  {
    key: "POST /api/quotes/:id/decline",
    caller: "customer",
    target: "own",
    status: 200,
    check: readBack(quotes, "url", () => ({ status: "declined", total: "2500.00" })),
  },
  {
    key: "POST /api/jobs/:id/changes",
    caller: "professional",
    target: "own",
    status: 201,
    check: readBack(jobChanges, "id", (w) => ({
      professionalId: w.professional.user.id,
      status: "pending",
      total: "900.00",
      priceAfter: null,
    })),
  },
  {
    key: "POST /api/changes/:id/approve",
    caller: "customer",
    target: "own",
    status: 200,
    extra: { total: 1, priceAfter: 1 },
    check: readBack(jobChanges, "url", () => ({ status: "approved", total: "800.00" })),
  },
  {
    key: "POST /api/changes/:id/decline",
    caller: "customer",
    target: "own",
    status: 200,
    check: readBack(jobChanges, "url", () => ({ status: "declined", priceAfter: null })),
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
  // An order to be paid online is placed unpaid: only a payment the gateway confirms marks it paid.
  {
    key: "POST /api/shop/orders",
    what: "to pay with Khalti, claiming it paid",
    caller: "customer",
    status: 201,
    extra: { paymentMethod: "khalti", paidAt: LONG_AGO, refundedAt: null, total: 1 },
    check: async (w, request, body) => {
      expect(body).toMatchObject({ paymentMethod: "khalti", paidAt: null, refundedAt: null, total: 1150 });
      await readBack(orders, "id", () => ({ paymentMethod: "khalti", total: "1150.00" }))(w, request, body);
    },
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
  {
    key: "PUT /api/users/profile/photo",
    caller: "customer",
    status: 200,
    replace: (w, request) => ({
      ...request,
      multipart: multipart([
        { name: "userId", value: w.otherCustomer.user.id },
        { name: "profileImageUrl", value: "https://evil.example/me.png" },
        { name: "photo", fileName: "me.png", type: "image/png", data: PNG },
      ]),
    }),
    // The photo is the caller's, and only the caller's profile shows it.
    check: async (w, _request, body) => {
      const url = String(body.profileImageUrl);
      expect(url).toMatch(/^\/api\/media\//);
      expect(await rowOf(w, mediaUploads, idIn(url))).toMatchObject({ ownerId: w.customer.user.id });
      expect(await rowOf(w, users, w.customer.user.id)).toMatchObject({ profileImageUrl: url });
      expect(await rowOf(w, users, w.otherCustomer.user.id)).toMatchObject({ profileImageUrl: null });
    },
  },
  {
    key: "POST /api/admin/verifications/:id/revoke",
    caller: "admin",
    target: "other",
    status: 200,
    extra: { status: "approved", revokedBy: LONG_AGO, userId: randomUUID() },
    check: readBack(verifications, "url", (w) => ({
      userId: w.otherProfessional.user.id,
      status: "revoked",
      revokedBy: w.admin.user.id,
    })),
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
  // Payments: the amount, the parties and the status come from the job and the rules, never the body.
  {
    key: "POST /api/payments",
    caller: "professional",
    status: 201,
    extra: { amountPaisa: 1, refundPaisa: 0, commissionPercent: 0, provider: "cash" },
    check: async (w, _request, body) => {
      const row = await rowOf(w, payments, String(body.paymentId));
      expect(row).toMatchObject({
        status: "pending",
        amountPaisa: 220000,
        commissionPercent: "10.00",
        professionalId: w.professional.user.id,
        customerId: w.otherCustomer.user.id,
      });
      expectMadeNow(row, FAKE_ID);
    },
  },
  ...(["release", "confirm-cash", "dispute"] as const).map(
    (step): Case => ({
      key: `POST /api/payments/:id/${step}`,
      caller: "customer",
      target: "own",
      status: 200,
      extra: {
        amountPaisa: 1,
        refundPaisa: 220000,
        outcome: "refund",
        ...(step === "dispute" ? {} : { reason: "x" }),
      },
      check: readBack(
        payments,
        "url",
        () => ({ amountPaisa: 220000, refundPaisa: 0 }),
        async (w, row) => {
          expect(row.status).toBe(step === "dispute" ? "held" : "released");
          const disputes = await rowsWhere(w, paymentDisputes, paymentDisputes.paymentId, row.id);
          expect(disputes.map((d) => [d.openedBy === row.customerId, d.outcome])).toEqual(
            step === "dispute" ? [[true, null]] : [],
          );
        },
      ),
    }),
  ),
  {
    key: "POST /api/payouts",
    caller: "professional",
    status: 201,
    extra: { reference: "forged", decidedBy: FAKE_ID },
    check: readBack(payouts, "id", (w) => ({
      status: "requested",
      amountPaisa: 50000,
      professionalId: w.professional.user.id,
      reference: null,
      decidedBy: null,
    })),
  },
  ...(["paid", "reject"] as const).map(
    (decision): Case => ({
      key: `POST /api/admin/payouts/:id/${decision}`,
      caller: "admin",
      target: "other",
      status: 200,
      extra: { amountPaisa: 1, ...(decision === "paid" ? {} : { reference: "forged" }) },
      check: readBack(payouts, "url", () => ({
        amountPaisa: 50000,
        status: decision === "paid" ? "paid" : "rejected",
        reference: decision === "paid" ? "ESW-7781" : null,
      })),
    }),
  ),
  {
    key: "POST /api/admin/disputes/:id/resolve",
    caller: "admin",
    target: "other",
    status: 200,
    extra: { refundPaisa: 1000, paymentId: FAKE_ID },
    check: readBack(paymentDisputes, "url", () => ({ outcome: "release", refundPaisa: 0 })),
  },
  {
    key: "POST /api/admin/refunds/:id/settled",
    caller: "admin",
    target: "other",
    status: 200,
    extra: { refundPaisa: 1, amountPaisa: 1 },
    check: readBack(payments, "url", () => ({
      refundPaisa: 220000,
      amountPaisa: 220000,
      refundReference: "ESW-RF-1",
    })),
  },
];

function onlyRole(role: string) {
  return (_w: World, request: RouteRequest): RouteRequest => ({ ...request, payload: { role } });
}
