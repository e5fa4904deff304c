import { randomUUID } from "node:crypto";
import { jobBody } from "../test/jobs";
import { multipart, PDF, PNG } from "../test/uploads";
import type { RouteKey, Target } from "./access-table";
import {
  bid,
  bystander,
  enrollment,
  fillCart,
  instantRequest,
  job,
  order,
  PASSWORD,
  type Person,
  person,
  photo,
  secondSession,
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

  "GET /api/jobs": get("/api/jobs"),
  "GET /api/jobs/mine": get("/api/jobs/mine"),
  "GET /api/jobs/:id": onObject(jobIn("open"), (id) => `/api/jobs/${id}`),
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

  "GET /api/reviews/highlights": get("/api/reviews/highlights"),
  "POST /api/jobs/:id/review": onObject(jobIn("completed"), (id) => `/api/jobs/${id}/review`, {
    rating: 5,
    comment: "Came on time and fixed it properly.",
  }),

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

function orderOf(w: World) {
  return { own: (me: Person) => order(w, me.user.id), other: () => order(w, w.otherCustomer.user.id) };
}

function documentOf(w: World) {
  return {
    own: (me: Person) => verificationDocument(w, me.user.id),
    other: () => verificationDocument(w, w.otherProfessional.user.id),
  };
}

function photoOf(w: World) {
  return { own: (me: Person) => photo(w, me.user.id), other: () => photo(w, w.otherCustomer.user.id) };
}
