import { randomUUID } from "node:crypto";
import { DEFAULT_NOTIFICATION_CHANNELS } from "../../domain/notifications/rules";
import { proposableTime } from "../test/bookings";
import { jobBody } from "../test/jobs";
import { insertNotification } from "../test/notifications";
import { insertDispute, insertPayment, insertPayout, pricedJob } from "../test/payment-rows";
import { codeFor, freshPhone, provePhone } from "../test/phone-codes";
import { multipart, PDF, PNG } from "../test/uploads";
import type { RouteKey, Target } from "./access-table";
import {
  acceptedBookingOfBookable,
  bid,
  bookable,
  booking,
  bookingOfBookable,
  bookingToReschedule,
  bystander,
  change,
  enrollment,
  fillCart,
  instantRequest,
  job,
  order,
  PASSWORD,
  type Person,
  person,
  photo,
  quote,
  secondSession,
  startedBooking,
  verificationDocument,
  type World,
} from "./fixtures";

/** A valid request for one cell: refused only for who is asking and about what, never for its shape. */
export type RouteRequest = {
  url: string;
  /** JSON (an empty object for a write without a body) or a multipart form. */
  payload?: object;
  multipart?: { payload: Buffer; contentType: string };
  /** Replaces the caller's session cookie (e.g. a second session to log out of). */
  cookie?: string;
  remoteAddress?: string;
  /** A Server-Sent Events stream: read the status, then hang up. */
  stream?: boolean;
};

type Build = (w: World, me: Person | null, target: Target | undefined) => Promise<RouteRequest>;

/** Makes the caller's own object (when a caller can have one) and someone else's, returning its id. */
type Objects = { own?: (me: Person) => Promise<string>; other: () => Promise<string> };

/** The id a cell names: the caller's own object, someone else's, or a uuid that names nothing. */
async function idOf(target: Target | undefined, me: Person | null, make: Objects): Promise<string> {
  if (target === "missing") return randomUUID();
  if (target === "other") return make.other();
  if (target === "own" && me && make.own) return make.own(me);
  throw new Error(`no ${target ?? "object"} for this caller`);
}

const isPro = (me: Person) => me.role === "professional";

/**
 * A job in `status` that is the caller's: posted by them, or (for a professional) the one they are
 * hired on. Someone else's is the other customer's, with the other professional hired.
 */
function jobIn(
  status: "open" | "offered" | "accepted" | "in-progress" | "completed",
  paymentType?: "hourly",
) {
  return (w: World) => ({
    own: (me: Person) =>
      isPro(me)
        ? job(w.t, w.otherCustomer.user.id, status, me.user.id, paymentType)
        : job(w.t, me.user.id, status, w.otherProfessional.user.id, paymentType),
    other: () => job(w.t, w.otherCustomer.user.id, status, w.otherProfessional.user.id, paymentType),
  });
}

/** A payment in `state` for a job of the caller's (as its customer, or its hired professional); someone else's is the other pair's. */
function paymentIn(state: Parameters<typeof insertPayment>[3]) {
  return (w: World): Objects => ({
    own: (me) =>
      isPro(me)
        ? insertPayment(w.t.db, w.otherCustomer.user.id, me.user.id, state)
        : insertPayment(w.t.db, me.user.id, w.otherProfessional.user.id, state),
    other: () => insertPayment(w.t.db, w.otherCustomer.user.id, w.otherProfessional.user.id, state),
  });
}

let addresses = 0;
const user = (id: string) => ({ own: async (me: Person) => me.user.id, other: async () => id });
const get =
  (url: string): Build =>
  async () => ({ url });
const post =
  (url: string, payload: object = {}): Build =>
  async () => ({ url, payload });
/** A request about the object the cell names, whose id `path` puts in the URL; a write when it has a payload. */
const onObject =
  (
    objects: (w: World) => Objects,
    path: (id: string) => string,
    payload?: object | ((w: World) => object),
  ): Build =>
  async (w, me, target) => ({
    url: path(await idOf(target, me, objects(w))),
    payload: typeof payload === "function" ? payload(w) : payload,
  });
/** A booking of the caller's (as its customer, or the professional it waits on), or the others' own. */
const bookingOf = (w: World): Objects => ({
  own: (me) =>
    isPro(me)
      ? booking(w.t, w.otherCustomer.user.id, me.user.id)
      : booking(w.t, me.user.id, w.otherProfessional.user.id),
  other: () => booking(w.t, w.otherCustomer.user.id, w.otherProfessional.user.id),
});
/** An accepted booking of the caller's, with another time asked for by the other side. */
const rescheduleOf = (w: World): Objects => ({
  own: (me) =>
    isPro(me)
      ? bookingToReschedule(w.t, w.otherCustomer.user.id, me.user.id, w.otherCustomer.user.id)
      : bookingToReschedule(w.t, me.user.id, w.otherProfessional.user.id, w.otherProfessional.user.id),
  other: () =>
    bookingToReschedule(w.t, w.otherCustomer.user.id, w.otherProfessional.user.id, w.otherCustomer.user.id),
});
const aCustomer = (w: World) => user(w.otherCustomer.user.id);
const aProfessional = (w: World) => user(w.otherProfessional.user.id);
const aProduct = (w: World): Objects => ({ other: async () => w.product });
const aCourse = (w: World): Objects => ({ other: async () => w.course });

export const ROUTE_REQUESTS: Record<RouteKey, Build> = {
  "POST /api/auth/signup": async () => {
    addresses += 1;
    return {
      url: "/api/auth/signup",
      remoteAddress: `10.88.0.${addresses}`,
      payload: {
        email: `signup-${randomUUID()}@example.np`,
        password: PASSWORD,
        firstName: "Bina",
        lastName: "Rai",
        role: "customer",
      },
    };
  },
  "POST /api/auth/login": async (w, me) => ({
    url: "/api/auth/login",
    payload: { email: (me ?? w.otherCustomer).user.email, password: PASSWORD },
  }),
  "POST /api/auth/logout": async (w, me) => ({
    url: "/api/auth/logout",
    payload: {},
    cookie: me ? await secondSession(w.t, me) : undefined,
  }),
  // A user of the caller's role of their own: the change ends their other sessions and the old password.
  "POST /api/auth/password": async (w, me) => ({
    url: "/api/auth/password",
    payload: { currentPassword: PASSWORD, newPassword: "a brand new passphrase" },
    cookie: me ? (await person(w.t, me.role, "Kamal")).cookie : undefined,
  }),
  // Each from an address and to a number of its own (an address asks for 20 codes an hour, a phone 1 a minute).
  "POST /api/auth/otp/request": async () => {
    addresses += 1;
    return {
      url: "/api/auth/otp/request",
      remoteAddress: `10.89.0.${addresses}`,
      payload: { phone: freshPhone(), purpose: "sign-in", language: "ne" },
    };
  },
  "POST /api/auth/otp/verify": async (w) => {
    const phone = freshPhone();
    const code = await codeFor(w.t, { phone, purpose: "sign-in" });
    return { url: "/api/auth/otp/verify", payload: { phone, code, firstName: "Bina", lastName: "Rai" } };
  },
  // Someone's own account of the caller's role, whose proven phone received a reset code.
  "POST /api/auth/password/reset": async (w, me) => {
    const owner = await person(w.t, me?.role ?? "customer", "Hari");
    const phone = await provePhone(w.t, owner.user.id);
    const code = await codeFor(w.t, { phone, purpose: "reset" });
    return {
      url: "/api/auth/password/reset",
      payload: { phone, code, newPassword: "a brand new passphrase" },
    };
  },
  "POST /api/auth/phone/request": async () => ({
    url: "/api/auth/phone/request",
    payload: { phone: freshPhone() },
  }),
  "POST /api/auth/phone/verify": async (w, me) => {
    const phone = freshPhone();
    const code = await codeFor(w.t, { phone, purpose: "verify", userId: me?.user.id });
    return { url: "/api/auth/phone/verify", payload: { phone, code } };
  },
  "GET /api/auth/user": get("/api/auth/user"),
  "GET /api/login": get("/api/login"),
  "GET /api/health": get("/api/health"),
  "GET /api/version": get("/api/version"),

  "GET /api/events": async () => ({ url: "/api/events", stream: true }),
  "POST /api/messages": async (w) => ({
    url: "/api/messages",
    payload: { receiverId: w.otherProfessional.user.id, content: "Hello, are you free on Sunday?" },
  }),
  "GET /api/messages/conversations": get("/api/messages/conversations"),
  "GET /api/messages/thread": async (w) => ({
    url: `/api/messages/thread?with=${w.otherProfessional.user.id}`,
  }),
  "POST /api/messages/read": async (w) => ({
    url: "/api/messages/read",
    payload: { with: w.otherProfessional.user.id },
  }),
  "GET /api/messages/unread-count": get("/api/messages/unread-count"),
  "GET /api/notifications": get("/api/notifications?limit=5"),
  // Someone else has news unread: marking all mine read must leave it so.
  "POST /api/notifications/read": async (w) => {
    await insertNotification(w.t.db, w.otherCustomer.user.id);
    return { url: "/api/notifications/read", payload: { all: true } };
  },
  "GET /api/notifications/preferences": get("/api/notifications/preferences"),
  "GET /api/push/key": get("/api/push/key"),
  "POST /api/push/subscriptions": async () => ({
    url: "/api/push/subscriptions",
    payload: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
        auth: "BTBZMqHH6r4Tts7J_aSIgg",
      },
      language: "ne",
    },
  }),
  "DELETE /api/push/subscriptions": async () => ({
    url: "/api/push/subscriptions",
    payload: { endpoint: "https://fcm.googleapis.com/fcm/send/not-mine" },
  }),
  "POST /api/push/devices": async () => ({
    url: "/api/push/devices",
    payload: { token: `${randomUUID()}:APA91b${"x".repeat(120)}`, platform: "android", language: "ne" },
  }),
  "DELETE /api/push/devices": async () => ({
    url: "/api/push/devices",
    payload: { token: `not-mine:APA91b${"x".repeat(120)}` },
  }),
  "PUT /api/notifications/preferences": async () => ({
    url: "/api/notifications/preferences",
    payload: {
      channels: { ...DEFAULT_NOTIFICATION_CHANNELS, messages: { inApp: true, push: false, sms: false } },
      quietHours: { enabled: true, start: "22:00", end: "06:30" },
    },
  }),

  "GET /api/jobs": get("/api/jobs"),
  "GET /api/jobs/mine": get("/api/jobs/mine"),
  "GET /api/jobs/:id": onObject(jobIn("open"), (id) => `/api/jobs/${id}`),
  "PATCH /api/jobs/:id": onObject(jobIn("open"), (id) => `/api/jobs/${id}`, { budget: 3000 }),
  "POST /api/jobs": post("/api/jobs", jobBody()),
  "POST /api/jobs/:id/hire": onObject(
    jobIn("open", "hourly"),
    (id) => `/api/jobs/${id}/hire`,
    (w) => ({ professionalId: w.otherProfessional.user.id, agreedPrice: 3000 }),
  ),
  // A direct hire waiting for its professional: theirs to accept or decline.
  "POST /api/jobs/:id/hire/accept": onObject(
    jobIn("offered", "hourly"),
    (id) => `/api/jobs/${id}/hire/accept`,
    {},
  ),
  "POST /api/jobs/:id/hire/decline": onObject(
    jobIn("offered", "hourly"),
    (id) => `/api/jobs/${id}/hire/decline`,
    {},
  ),
  // The customer may cancel an accepted job too; the professional's own is the one they are hired on.
  "POST /api/jobs/:id/cancel": onObject(jobIn("accepted"), (id) => `/api/jobs/${id}/cancel`, {}),
  "POST /api/jobs/:id/start": onObject(jobIn("accepted"), (id) => `/api/jobs/${id}/start`, {}),
  "POST /api/jobs/:id/complete": onObject(jobIn("in-progress"), (id) => `/api/jobs/${id}/complete`, {}),

  "GET /api/professionals/:id/slots": onObject(
    aProfessional,
    (id) => `/api/professionals/${id}/slots?days=2`,
  ),
  "GET /api/professionals/:id/slots/repeat": onObject(
    aProfessional,
    (id) => `/api/professionals/${id}/slots/repeat?startsAt=${proposableTime()}&every=2weeks&count=3`,
  ),
  // A professional of its own with working hours every day, booked for the first free time.
  "POST /api/bookings": async (w) => {
    const pro = await bookable(w.t);
    const slots = await w.t.app.inject({ url: `/api/professionals/${pro.user.id}/slots?days=2&hours=1` });
    const [first] = slots.json() as { startsAt: string }[];
    return {
      url: "/api/bookings",
      payload: {
        professionalId: pro.user.id,
        skillCategory: "Plumbing",
        title: "Fix the kitchen tap",
        description: "The tap drips all night.",
        location: "Jawalakhel, Lalitpur",
        startsAt: first?.startsAt,
        estimatedHours: 1,
      },
    };
  },
  "GET /api/bookings": get("/api/bookings"),
  "GET /api/bookings/calendar": get("/api/bookings/calendar?days=7"),
  "GET /api/bookings/:id": onObject(bookingOf, (id) => `/api/bookings/${id}`),
  "POST /api/bookings/:id/accept": onObject(bookingOf, (id) => `/api/bookings/${id}/accept`, {}),
  "POST /api/bookings/:id/decline": onObject(bookingOf, (id) => `/api/bookings/${id}/decline`, {
    reason: "Away that week",
  }),
  "POST /api/bookings/:id/propose": onObject(
    // The professional's own waits on them with working hours, so another time can be free.
    (w) => ({
      ...bookingOf(w),
      own: (me) =>
        isPro(me)
          ? bookingOfBookable(w.t, w.otherCustomer.user.id, me.user.id)
          : booking(w.t, me.user.id, w.otherProfessional.user.id),
    }),
    (id) => `/api/bookings/${id}/propose`,
    () => ({ startsAt: proposableTime() }),
  ),
  "POST /api/bookings/:id/cancel": onObject(bookingOf, (id) => `/api/bookings/${id}/cancel`, {
    reason: "Plans changed",
  }),
  "POST /api/bookings/:id/no-show": onObject(
    (w) => ({
      own: (me) =>
        isPro(me)
          ? startedBooking(w.t, w.otherCustomer.user.id, me.user.id)
          : startedBooking(w.t, me.user.id, w.otherProfessional.user.id),
      other: () => startedBooking(w.t, w.otherCustomer.user.id, w.otherProfessional.user.id),
    }),
    (id) => `/api/bookings/${id}/no-show`,
    {},
  ),
  // An accepted booking of the caller's, with a professional who has working hours.
  "POST /api/bookings/:id/reschedule": onObject(
    (w) => ({
      own: (me) =>
        isPro(me)
          ? acceptedBookingOfBookable(w.t, w.otherCustomer.user.id, me.user.id)
          : acceptedBookingOfBookable(w.t, me.user.id, w.otherProfessional.user.id),
      other: () => acceptedBookingOfBookable(w.t, w.otherCustomer.user.id, w.otherProfessional.user.id),
    }),
    (id) => `/api/bookings/${id}/reschedule`,
    () => ({ startsAt: proposableTime() }),
  ),
  "POST /api/bookings/:id/reschedule/accept": onObject(
    rescheduleOf,
    (id) => `/api/bookings/${id}/reschedule/accept`,
    {},
  ),
  "POST /api/bookings/:id/reschedule/decline": onObject(
    rescheduleOf,
    (id) => `/api/bookings/${id}/reschedule/decline`,
    {},
  ),

  "POST /api/jobs/instant": post("/api/jobs/instant", {
    title: "Water pipe burst in the kitchen",
    skillCategory: "Plumbing",
    location: "Baneshwor, Kathmandu",
    latitude: 27.6915,
    longitude: 85.342,
  }),
  // A customer's own request is theirs; a professional's is one offered to them.
  "GET /api/jobs/:id/instant": onObject(instantOf, (id) => `/api/jobs/${id}/instant`),
  "POST /api/jobs/:id/instant/accept": onObject(instantOf, (id) => `/api/jobs/${id}/instant/accept`, {}),
  "POST /api/jobs/:id/instant/schedule": onObject(
    (w) => ({
      own: (me) => instantRequest(w.t, me.user.id, [w.otherProfessional.user.id], true),
      other: () => instantRequest(w.t, w.otherCustomer.user.id, [w.otherProfessional.user.id], true),
    }),
    (id) => `/api/jobs/${id}/instant/schedule`,
    () => ({ scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
  ),
  "GET /api/professionals/nearby": get("/api/professionals/nearby?lat=27.6915&lng=85.342"),
  "GET /api/instant-help/requests": get("/api/instant-help/requests"),
  "GET /api/instant-help/stats": get("/api/instant-help/stats"),

  // Someone else's job is the one whose bids hold secrets: only its customer and admins see them.
  "GET /api/jobs/:id/bids": async (w, me, target) => {
    if (target === "other") return { url: `/api/jobs/${w.contestedJob}/bids` };
    const id = await idOf(target, me, jobIn("open")(w));
    if (target !== "missing") await bid(w.t, id, w.otherProfessional.user.id);
    return { url: `/api/jobs/${id}/bids` };
  },
  "GET /api/bids/:id/competition": onObject(bidOf, (id) => `/api/bids/${id}/competition`),
  "GET /api/bids": onObject(aProfessional, (id) => `/api/bids?professionalId=${id}`),
  "GET /api/bids/summary": get("/api/bids/summary"),
  "POST /api/bids": async (w) => ({
    url: "/api/bids",
    payload: {
      jobId: await job(w.t, w.otherCustomer.user.id),
      amount: 2200,
      message: "I can fix it tomorrow morning with new washers.",
    },
  }),
  "PATCH /api/bids/:id": onObject(bidOf, (id) => `/api/bids/${id}`, { amount: 2100 }),
  "DELETE /api/bids/:id": onObject(bidOf, (id) => `/api/bids/${id}`, {}),
  // A customer's own bid is one on their job; a professional's is the one they placed.
  "POST /api/bids/:id/accept": onObject(
    (w) => ({
      own: async (me) =>
        isPro(me)
          ? bid(w.t, await job(w.t, w.otherCustomer.user.id), me.user.id)
          : bid(w.t, await job(w.t, me.user.id), w.otherProfessional.user.id),
      other: bidOf(w).other,
    }),
    (id) => `/api/bids/${id}/accept`,
    {},
  ),

  "POST /api/jobs/:id/quotes": onObject(
    (w) => ({ other: () => job(w.t, w.otherCustomer.user.id, "open", undefined, "hourly") }),
    (id) => `/api/jobs/${id}/quotes`,
    {
      lines: [
        { kind: "labour", description: "Replace the kitchen tap", amount: 1800 },
        { kind: "materials", description: "Tap and washers", amount: 650.5 },
      ],
      message: "I can come on Sunday morning.",
      validDays: 7,
    },
  ),
  "GET /api/jobs/:id/quotes": onObject(
    (w) => ({
      other: async () => {
        const id = await job(w.t, w.otherCustomer.user.id, "open", undefined, "hourly");
        await quote(w.t, id, w.otherProfessional.user.id);
        return id;
      },
    }),
    (id) => `/api/jobs/${id}/quotes`,
  ),
  "DELETE /api/quotes/:id": onObject(quoteOf, (id) => `/api/quotes/${id}`, {}),
  "POST /api/quotes/:id/accept": onObject(quoteOf, (id) => `/api/quotes/${id}/accept`, {}),
  "POST /api/quotes/:id/decline": onObject(quoteOf, (id) => `/api/quotes/${id}/decline`, {}),
  "POST /api/jobs/:id/changes": onObject(jobIn("in-progress"), (id) => `/api/jobs/${id}/changes`, {
    lines: [{ kind: "materials", description: "A second length of pipe", amount: 900 }],
    reason: "The pipe behind the wall is cracked too.",
  }),
  "GET /api/jobs/:id/changes": onObject(jobIn("in-progress"), (id) => `/api/jobs/${id}/changes`),
  "POST /api/changes/:id/approve": onObject(changeOf, (id) => `/api/changes/${id}/approve`, {}),
  "POST /api/changes/:id/decline": onObject(changeOf, (id) => `/api/changes/${id}/decline`, {}),

  "GET /api/reviews/highlights": get("/api/reviews/highlights"),
  "GET /api/estimates": get("/api/estimates?skillCategory=Massage&location=Lalitpur"),
  "GET /api/estimates/categories": get("/api/estimates/categories"),
  "POST /api/jobs/:id/review": onObject(jobIn("completed"), (id) => `/api/jobs/${id}/review`, {
    rating: 5,
    comment: "Came on time and fixed it properly.",
  }),

  "GET /api/payments/settings": get("/api/payments/settings"),
  // Cash recorded for a job the world's professional is hired on (the matrix's app is not
  // listening, so it cannot reach its own sandbox of the gateways; checkout.test.ts does).
  "POST /api/payments": async (w) => ({
    url: "/api/payments",
    payload: {
      jobId: await pricedJob(w.t.db, w.otherCustomer.user.id, w.professional.user.id),
      provider: "cash",
    },
  }),
  "GET /api/payments": onObject(
    (w) => ({
      own: (me) =>
        isPro(me)
          ? pricedJob(w.t.db, w.otherCustomer.user.id, me.user.id)
          : pricedJob(w.t.db, me.user.id, w.otherProfessional.user.id),
      other: () => pricedJob(w.t.db, w.otherCustomer.user.id, w.otherProfessional.user.id),
    }),
    (jobId) => `/api/payments?jobId=${jobId}`,
  ),
  "GET /api/payments/:id": onObject(paymentIn("held"), (id) => `/api/payments/${id}`),
  "GET /api/payments/:id/return": onObject(paymentIn("pending"), (id) => `/api/payments/${id}/return`),
  "POST /api/payments/:id/release": onObject(paymentIn("held"), (id) => `/api/payments/${id}/release`, {}),
  "POST /api/payments/:id/confirm-cash": onObject(
    paymentIn("cash"),
    (id) => `/api/payments/${id}/confirm-cash`,
    {},
  ),
  "POST /api/payments/:id/dispute": onObject(paymentIn("held"), (id) => `/api/payments/${id}/dispute`, {
    reason: "The tap still drips.",
  }),
  "GET /api/payouts/balance": get("/api/payouts/balance"),
  "GET /api/payouts/statement": get("/api/payouts/statement?month=2026-11"),
  "GET /api/payouts": get("/api/payouts"),
  // A professional with NPR 1,980 released to them asks for NPR 500 of it.
  "POST /api/payouts": async (w, me) => {
    if (me?.role === "professional")
      await insertPayment(w.t.db, w.otherCustomer.user.id, me.user.id, "released");
    return {
      url: "/api/payouts",
      payload: { amountPaisa: 50000, method: "khalti", destination: "9841234567" },
    };
  },
  "GET /api/admin/payouts": get("/api/admin/payouts?status=requested"),
  "POST /api/admin/payouts/:id/paid": onObject(
    (w) => ({ other: () => insertPayout(w.t.db, w.otherCustomer.user.id, w.otherProfessional.user.id) }),
    (id) => `/api/admin/payouts/${id}/paid`,
    { reference: "ESW-7781" },
  ),
  "POST /api/admin/payouts/:id/reject": onObject(
    (w) => ({ other: () => insertPayout(w.t.db, w.otherCustomer.user.id, w.otherProfessional.user.id) }),
    (id) => `/api/admin/payouts/${id}/reject`,
    { note: "The wallet number is not registered." },
  ),
  "GET /api/admin/disputes": get("/api/admin/disputes"),
  "POST /api/admin/disputes/:id/resolve": onObject(
    (w) => ({ other: () => insertDispute(w.t.db, w.otherCustomer.user.id, w.otherProfessional.user.id) }),
    (id) => `/api/admin/disputes/${id}/resolve`,
    { outcome: "release", note: "Fixed on a second visit." },
  ),
  "GET /api/admin/refunds": get("/api/admin/refunds"),
  "POST /api/admin/refunds/:id/settled": onObject(
    (w) => ({
      other: () =>
        insertPayment(w.t.db, w.otherCustomer.user.id, w.otherProfessional.user.id, "refunded", "cancelled"),
    }),
    (id) => `/api/admin/refunds/${id}/settled`,
    { reference: "ESW-RF-1" },
  ),

  "GET /api/professionals": get("/api/professionals"),
  "GET /api/professionals/:id": onObject(aProfessional, (id) => `/api/professionals/${id}`),
  "GET /api/professionals/:id/reviews": onObject(aProfessional, (id) => `/api/professionals/${id}/reviews`),
  "GET /api/professionals/:id/jobs": onObject(aProfessional, (id) => `/api/professionals/${id}/jobs`),
  "GET /api/professionals/profile": get("/api/professionals/profile"),
  "PATCH /api/professionals/profile": async () => ({
    url: "/api/professionals/profile",
    payload: { serviceRadius: 10 },
  }),
  "GET /api/professionals/availability": get("/api/professionals/availability"),
  "PATCH /api/professionals/availability": async () => ({
    url: "/api/professionals/availability",
    payload: { blocks: [{ dayOfWeek: 1, startTime: "08:00", endTime: "18:00" }] },
  }),
  "GET /api/professionals/metrics/:id": onObject(aProfessional, (id) => `/api/professionals/metrics/${id}`),

  "GET /api/saved-professionals": get("/api/saved-professionals"),
  "PUT /api/saved-professionals/:id": onObject(aProfessional, (id) => `/api/saved-professionals/${id}`, {}),
  "DELETE /api/saved-professionals/:id": onObject(
    aProfessional,
    (id) => `/api/saved-professionals/${id}`,
    {},
  ),

  "GET /api/shop/products": get("/api/shop/products"),
  "GET /api/shop/products/:id": onObject(aProduct, (id) => `/api/shop/products/${id}`),
  "GET /api/shop/categories": get("/api/shop/categories"),
  "GET /api/shop/brands": get("/api/shop/brands"),
  "GET /api/shop/wishlist": get("/api/shop/wishlist"),
  "PUT /api/shop/wishlist/:itemId": onObject(aProduct, (id) => `/api/shop/wishlist/${id}`, {}),
  "DELETE /api/shop/wishlist/:itemId": onObject(aProduct, (id) => `/api/shop/wishlist/${id}`, {}),
  "GET /api/shop/cart": get("/api/shop/cart"),
  "PUT /api/shop/cart/:itemId": onObject(aProduct, (id) => `/api/shop/cart/${id}`, { quantity: 1 }),
  "DELETE /api/shop/cart/:itemId": onObject(aProduct, (id) => `/api/shop/cart/${id}`, {}),
  "POST /api/shop/cart/merge": async (w) => ({
    url: "/api/shop/cart/merge",
    payload: { lines: [{ itemId: w.product, quantity: 1 }] },
  }),
  "POST /api/shop/orders": async (w, me) => {
    if (me) await fillCart(w, me.user.id);
    return {
      url: "/api/shop/orders",
      payload: {
        deliveryName: "Sita Tester",
        deliveryPhone: "9841234567",
        deliveryAddress: "House 12, Baneshwor, Kathmandu",
      },
    };
  },
  "GET /api/shop/orders": get("/api/shop/orders"),
  "GET /api/shop/orders/:id": onObject(orderOf, (id) => `/api/shop/orders/${id}`),
  "POST /api/shop/orders/:id/cancel": onObject(orderOf, (id) => `/api/shop/orders/${id}/cancel`, {}),
  "PATCH /api/shop/orders/:id/status": onObject(orderOf, (id) => `/api/shop/orders/${id}/status`, {
    status: "shipped",
  }),

  "GET /api/training/programs": get("/api/training/programs"),
  "GET /api/training/programs/:id": onObject(aCourse, (id) => `/api/training/programs/${id}`),
  "GET /api/training/categories": get("/api/training/categories"),
  "POST /api/training/programs/:id/enroll": onObject(
    aCourse,
    (id) => `/api/training/programs/${id}/enroll`,
    {},
  ),
  "GET /api/training/enrollments": get("/api/training/enrollments"),
  "DELETE /api/training/enrollments/:id": onObject(
    (w) => ({
      own: (me) => enrollment(w, me.user.id),
      other: () => enrollment(w, w.otherCustomer.user.id),
    }),
    (id) => `/api/training/enrollments/${id}`,
    {},
  ),

  "GET /api/users/profile": get("/api/users/profile"),
  "PATCH /api/users/profile": async () => ({
    url: "/api/users/profile",
    payload: { bio: "Ten years of fixing taps and pipes around Lalitpur." },
  }),
  "GET /api/users/:id": onObject(aCustomer, (id) => `/api/users/${id}`),
  "PUT /api/users/profile/photo": async () => ({
    url: "/api/users/profile/photo",
    multipart: multipart([{ name: "photo", fileName: "me.png", type: "image/png", data: PNG }]),
  }),
  "DELETE /api/users/profile/photo": async () => ({ url: "/api/users/profile/photo", payload: {} }),

  "POST /api/verifications": async () => ({
    url: "/api/verifications",
    multipart: multipart([
      { name: "verificationType", value: "nstb" },
      { name: "document", fileName: "nstb.pdf", type: "application/pdf", data: PDF },
    ]),
  }),
  "GET /api/verifications": get("/api/verifications"),
  "GET /api/verifications/:id/document": onObject(documentOf, (id) => `/api/verifications/${id}/document`),

  "POST /api/media": async () => ({
    url: "/api/media",
    multipart: multipart([{ name: "photo", fileName: "tap.png", type: "image/png", data: PNG }]),
  }),
  "GET /api/media/:id": onObject(photoOf, (id) => `/api/media/${id}`),
  "DELETE /api/media/:id": onObject(photoOf, (id) => `/api/media/${id}`, {}),

  "GET /api/admin/overview": get("/api/admin/overview"),
  "GET /api/admin/verifications": get("/api/admin/verifications"),
  "POST /api/admin/verifications/:id/approve": onObject(
    documentOf,
    (id) => `/api/admin/verifications/${id}/approve`,
    {},
  ),
  "POST /api/admin/verifications/:id/reject": onObject(
    documentOf,
    (id) => `/api/admin/verifications/${id}/reject`,
    { adminNotes: "The scan is too blurry to read." },
  ),
  "POST /api/admin/verifications/:id/revoke": onObject(
    (w) => documentOf(w, "approved"),
    (id) => `/api/admin/verifications/${id}/revoke`,
    { reason: "The certificate was reported forged." },
  ),
  "GET /api/admin/verifications/:id/document": onObject(
    documentOf,
    (id) => `/api/admin/verifications/${id}/document`,
  ),
  "GET /api/admin/orders": get("/api/admin/orders"),
  "GET /api/admin/orders/:id": onObject(orderOf, (id) => `/api/admin/orders/${id}`),
  "GET /api/admin/users": get("/api/admin/users"),
  "POST /api/admin/users/:id/suspend": onObject(
    (w) => ({ own: async (me) => me.user.id, other: () => bystander(w.t) }),
    (id) => `/api/admin/users/${id}/suspend`,
    {},
  ),
  "POST /api/admin/users/:id/reinstate": onObject(
    (w) => ({ own: async (me) => me.user.id, other: () => bystander(w.t, true) }),
    (id) => `/api/admin/users/${id}/reinstate`,
    {},
  ),
};

/** A customer's own instant request, or (for a professional) one offered to them; else one offered to another. */
function instantOf(w: World) {
  const other = w.otherProfessional.user.id;
  return {
    own: (me: Person) =>
      isPro(me)
        ? instantRequest(w.t, w.otherCustomer.user.id, [me.user.id])
        : instantRequest(w.t, me.user.id, [other]),
    other: () => instantRequest(w.t, w.otherCustomer.user.id, [other]),
  };
}

/** A pending bid on the other customer's open job: placed by the caller, or by the other professional. */
function bidOf(w: World) {
  const place = async (professionalId: string) =>
    bid(w.t, await job(w.t, w.otherCustomer.user.id), professionalId);
  return {
    own: (me: Person) => place(me.user.id),
    other: () => place(w.otherProfessional.user.id),
  };
}

/**
 * A pending quote on an open hourly job: a customer's own is one on their job (by the other
 * professional), a professional's the one they sent (to the other customer); else the others' own.
 */
function quoteOf(w: World): Objects {
  const on = async (customerId: string, professionalId: string) =>
    quote(w.t, await job(w.t, customerId, "open", undefined, "hourly"), professionalId);
  return {
    own: (me) =>
      isPro(me) ? on(w.otherCustomer.user.id, me.user.id) : on(me.user.id, w.otherProfessional.user.id),
    other: () => on(w.otherCustomer.user.id, w.otherProfessional.user.id),
  };
}

/** A pending change on a job in progress: of the caller's job (or the one they are hired on), or the others'. */
function changeOf(w: World): Objects {
  const jobs = jobIn("in-progress")(w);
  const other = w.otherProfessional.user.id;
  return {
    own: async (me) => change(w.t, await jobs.own(me), isPro(me) ? me.user.id : other),
    other: async () => change(w.t, await jobs.other(), other),
  };
}

function orderOf(w: World) {
  return { own: (me: Person) => order(w, me.user.id), other: () => order(w, w.otherCustomer.user.id) };
}

function documentOf(w: World, status: "pending" | "approved" = "pending") {
  return {
    own: (me: Person) => verificationDocument(w, me.user.id, status),
    other: () => verificationDocument(w, w.otherProfessional.user.id, status),
  };
}

function photoOf(w: World) {
  return { own: (me: Person) => photo(w, me.user.id), other: () => photo(w, w.otherCustomer.user.id) };
}
