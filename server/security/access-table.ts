/**
 * The authorization matrix: every API route, as registered, with the status each caller gets.
 *
 * Callers: nobody signed in, and a signed-in customer, professional and administrator.
 * For a route whose request names an object (an id in the path, or GET /api/bids?professionalId=),
 * a status may be given per object:
 * - `own`: the caller's own object (their job, bid, order, document, ...; the job they are hired on
 *   for start and complete; the direct hire offered to them for its accept and decline; the request
 *   offered to them for an instant accept);
 * - `other`: someone else's object (for catalog objects such as products and courses: one that exists);
 * - `missing`: a well-formed uuid that names nothing.
 * A single number for such a route is the status for `other` and `missing` alike.
 *
 * The rules behind the statuses:
 * - public reads answer 200 to everyone, and 404 for an id that names nothing;
 * - anything needing a session answers 401 to nobody signed in, before looking at the object;
 * - a role-only route answers 403 to the other roles, before looking at the object;
 * - objects whose existence is public (jobs, bids, instant requests, which are jobs) answer 403 to
 *   a caller with no right to act on them; private objects (orders, enrolments, documents, photos
 *   to delete) answer someone else's id with the same 404 as a missing one.
 */
export type Caller = "anonymous" | "customer" | "professional" | "admin";
export type Target = "own" | "other" | "missing";
/** One status for the caller, or one per object the request names. */
export type Expected = number | Partial<Record<Target, number>>;
export type RouteAccess = Record<Caller, Expected>;

export const CALLERS: readonly Caller[] = ["anonymous", "customer", "professional", "admin"];

/** One status (or one per object) for every caller. */
const everyone = (status: Expected): RouteAccess => ({
  anonymous: status,
  customer: status,
  professional: status,
  admin: status,
});
/** Any signed-in user; 401 for nobody. */
const signedIn = (status: Expected): RouteAccess => ({ ...everyone(status), anonymous: 401 });
const professionalsOnly = (status: number): RouteAccess => ({
  anonymous: 401,
  customer: 403,
  professional: status,
  admin: 403,
});
/** Administrators only; `others` is what the other roles get (403, for the objects given). */
const adminsOnly = (status: Expected, others: Expected = 403): RouteAccess => ({
  anonymous: 401,
  customer: others,
  professional: others,
  admin: status,
});
/** A payment's step that only its customer takes: its professional is told 403, anyone else 404. */
const paidByCustomer = (status: number): RouteAccess => ({
  anonymous: 401,
  customer: { own: status, other: 404, missing: 404 },
  professional: { own: 403, other: 404, missing: 404 },
  admin: { other: 404, missing: 404 },
});
/** Refused whatever the object, the caller's own included. */
const forbiddenWhatever = { own: 403, other: 403, missing: 403 };
/** A public object: anyone reads an existing one (`owner`, the role that has one, their own too); an unknown id is 404. */
const publicObject = (owner?: "customer" | "professional"): RouteAccess => {
  const access = everyone({ other: 200, missing: 404 });
  return owner ? { ...access, [owner]: { own: 200, other: 200, missing: 404 } } : access;
};
/** A private object of any signed-in user: theirs only; anyone else's id is as unknown as a missing one. */
const privateObject = (own: number): RouteAccess => signedIn({ own, other: 404, missing: 404 });
/** An existing catalog object (a product, a course, a professional) any signed-in user acts on; an unknown id is 404. */
const catalogObject = (status: number): RouteAccess => signedIn({ other: status, missing: 404 });
/**
 * A job or bid acted on by its own people only: `own` is the status each role gets for its own object
 * (a role left out has none); anyone else's is 403, an unknown id 404, and nobody signed in 401.
 */
const ownersOnly = (own: { customer?: number; professional?: number }): RouteAccess => {
  const forRole = (status?: number) =>
    status === undefined ? { other: 403, missing: 404 } : { own: status, other: 403, missing: 404 };
  return {
    anonymous: 401,
    customer: forRole(own.customer),
    professional: forRole(own.professional),
    admin: forRole(),
  };
};

/** A requested booking: its professional answers (`pro`); its customer is told 409, an admin 403. */
const answeredByProfessional = (pro: number): RouteAccess => ({
  anonymous: 401,
  customer: { own: 409, other: 404, missing: 404 },
  professional: { own: pro, other: 404, missing: 404 },
  admin: { other: 403, missing: 404 },
});

/** Either side of a booking acts on it (`own`); anyone else's is unknown (404); an admin may read but not act (403). */
const eitherSideOfBooking = (own: number): RouteAccess => ({
  anonymous: 401,
  customer: { own, other: 404, missing: 404 },
  professional: { own, other: 404, missing: 404 },
  admin: { other: 403, missing: 404 },
});

export const ACCESS_TABLE = {
  // Auth: open to everyone; signing up or in while signed in just starts another session.
  "POST /api/auth/signup": everyone(201),
  "POST /api/auth/login": everyone(200),
  "POST /api/auth/logout": everyone(204),
  "POST /api/auth/password": signedIn(204),
  // By phone: a code to anyone's number; a right code signs in (a new number: a new account) or
  // resets the password of the account the phone proves; proving a phone is for one's own account.
  "POST /api/auth/otp/request": everyone(202),
  "POST /api/auth/otp/verify": everyone(201),
  "POST /api/auth/password/reset": everyone(200),
  "POST /api/auth/phone/request": signedIn(202),
  "POST /api/auth/phone/verify": signedIn(200),
  "GET /api/auth/user": signedIn(200),
  "GET /api/login": everyone(302),
  "GET /api/health": everyone(200),
  "GET /api/version": everyone(200),

  // Live events and messages: each signed-in user's own.
  "GET /api/events": signedIn(200),
  "POST /api/messages": signedIn(201),
  "GET /api/messages/conversations": signedIn(200),
  "GET /api/messages/thread": signedIn(200),
  "POST /api/messages/read": signedIn(200),
  "GET /api/messages/unread-count": signedIn(200),
  "GET /api/notifications": signedIn(200),
  "POST /api/notifications/read": signedIn(200),
  "GET /api/notifications/preferences": signedIn(200),
  "PUT /api/notifications/preferences": signedIn(200),
  "GET /api/push/key": everyone(200),
  "POST /api/push/subscriptions": signedIn(201),
  "DELETE /api/push/subscriptions": signedIn(204),
  "POST /api/push/devices": signedIn(201),
  "DELETE /api/push/devices": signedIn(204),

  // Jobs: public to read; anyone signed in posts; lifecycle steps by the job's own people (403 else).
  "GET /api/jobs": everyone(200),
  "GET /api/jobs/mine": signedIn(200),
  "GET /api/jobs/:id": publicObject("customer"),
  "PATCH /api/jobs/:id": ownersOnly({ customer: 200 }),
  "POST /api/jobs": signedIn(201),
  "POST /api/jobs/:id/hire": ownersOnly({ customer: 200 }),
  // The professional a direct hire is offered to answers it; its customer cannot answer for them.
  "POST /api/jobs/:id/hire/accept": ownersOnly({ customer: 403, professional: 200 }),
  "POST /api/jobs/:id/hire/decline": ownersOnly({ customer: 403, professional: 200 }),
  "POST /api/jobs/:id/cancel": ownersOnly({ customer: 200, professional: 403 }),
  "POST /api/jobs/:id/start": ownersOnly({ customer: 403, professional: 200 }),
  "POST /api/jobs/:id/complete": ownersOnly({ customer: 200, professional: 200 }),

  // Bookings: anyone signed in books a professional; a booking is its two people's (and admins' to
  // read); only the side it waits on answers (a requested one waits on its professional: its
  // customer is told 409, not their turn; an admin, 403).
  "GET /api/professionals/:id/slots": publicObject("professional"),
  "GET /api/professionals/:id/slots/repeat": publicObject("professional"),
  "POST /api/bookings": signedIn(201),
  "GET /api/bookings": signedIn(200),
  // A professional's own calendar: their bookings, working hours, free time and days off.
  "GET /api/bookings/calendar": professionalsOnly(200),
  "GET /api/bookings/:id": {
    anonymous: 401,
    customer: { own: 200, other: 404, missing: 404 },
    professional: { own: 200, other: 404, missing: 404 },
    admin: { other: 200, missing: 404 },
  },
  "POST /api/bookings/:id/accept": answeredByProfessional(200),
  "POST /api/bookings/:id/decline": answeredByProfessional(200),
  "POST /api/bookings/:id/propose": answeredByProfessional(200),
  // Either side cancels, asks to move an agreed booking, or answers the other side's request to move it.
  "POST /api/bookings/:id/cancel": eitherSideOfBooking(200),
  "POST /api/bookings/:id/reschedule": eitherSideOfBooking(200),
  // Only its customer reports that the professional did not come; the professional is told 403.
  "POST /api/bookings/:id/no-show": {
    anonymous: 401,
    customer: { own: 200, other: 404, missing: 404 },
    professional: { own: 403, other: 404, missing: 404 },
    admin: { other: 403, missing: 404 },
  },
  "POST /api/bookings/:id/reschedule/accept": eitherSideOfBooking(200),
  "POST /api/bookings/:id/reschedule/decline": eitherSideOfBooking(200),

  // Instant help: customers (and admins) ask; professionals answer the requests offered to them.
  "POST /api/jobs/instant": { anonymous: 401, customer: 201, professional: 403, admin: 201 },
  "GET /api/jobs/:id/instant": ownersOnly({ customer: 200, professional: 403 }),
  "POST /api/jobs/:id/instant/accept": ownersOnly({ customer: 403, professional: 200 }),
  "POST /api/jobs/:id/instant/schedule": ownersOnly({ customer: 201 }),
  "GET /api/professionals/nearby": signedIn(200),
  "GET /api/instant-help/requests": professionalsOnly(200),
  "GET /api/instant-help/stats": professionalsOnly(200),

  // Bids: any job's list answers, but with every bid only for its customer and admins (a bidder
  // gets their own, anyone else none: the leak checks hold the other professional's bid secret);
  // professionals bid, change their own and see where it stands; the job's customer accepts.
  "GET /api/jobs/:id/bids": publicObject("customer"),
  "GET /api/bids": {
    anonymous: 401,
    customer: { own: 200, other: 403, missing: 403 },
    professional: { own: 200, other: 403, missing: 403 },
    admin: { own: 200, other: 200, missing: 200 },
  },
  "GET /api/bids/:id/competition": ownersOnly({ professional: 200 }),
  "GET /api/bids/summary": professionalsOnly(200),
  "POST /api/bids": professionalsOnly(201),
  "PATCH /api/bids/:id": ownersOnly({ professional: 200 }),
  "DELETE /api/bids/:id": ownersOnly({ professional: 204 }),
  "POST /api/bids/:id/accept": ownersOnly({ customer: 200, professional: 403 }),

  // Quotes on hourly and contact jobs: professionals quote (once pending per job), see their own and
  // withdraw it; the job's customer sees all and accepts or declines. Change requests after the start:
  // the hired professional asks, the customer answers; both (and admins) read them.
  "POST /api/jobs/:id/quotes": {
    anonymous: 401,
    customer: 403,
    professional: { other: 201, missing: 404 },
    admin: 403,
  },
  "GET /api/jobs/:id/quotes": signedIn({ other: 200, missing: 404 }),
  "DELETE /api/quotes/:id": ownersOnly({ professional: 200 }),
  "POST /api/quotes/:id/accept": ownersOnly({ customer: 200, professional: 403 }),
  "POST /api/quotes/:id/decline": ownersOnly({ customer: 200, professional: 403 }),
  "POST /api/jobs/:id/changes": ownersOnly({ customer: 403, professional: 201 }),
  "GET /api/jobs/:id/changes": {
    ...ownersOnly({ customer: 200, professional: 200 }),
    admin: { other: 200, missing: 404 },
  },
  "POST /api/changes/:id/approve": ownersOnly({ customer: 200, professional: 403 }),
  "POST /api/changes/:id/decline": ownersOnly({ customer: 200, professional: 403 }),

  // Reviews: the customer of a completed job reviews it.
  "GET /api/reviews/highlights": everyone(200),
  "POST /api/jobs/:id/review": ownersOnly({ customer: 201, professional: 403 }),

  // Estimates: public aggregates. The world has no Massage jobs, so the answer is 204 (no estimate)
  // for everyone; server/features/estimates/estimates.test.ts covers the 200s.
  "GET /api/estimates": everyone(204),
  "GET /api/estimates/categories": everyone(200),

  // The public directory; a professional's own settings and dashboard.
  "GET /api/professionals": everyone(200),
  "GET /api/professionals/:id": publicObject("professional"),
  "GET /api/professionals/:id/reviews": publicObject("professional"),
  "GET /api/professionals/:id/jobs": publicObject("professional"),
  "GET /api/professionals/profile": professionalsOnly(200),
  "PATCH /api/professionals/profile": professionalsOnly(200),
  "GET /api/professionals/availability": professionalsOnly(200),
  "PATCH /api/professionals/availability": professionalsOnly(200),
  // Checked before the lookup: a professional asking for any id but their own learns nothing.
  "GET /api/professionals/metrics/:id": {
    anonymous: 401,
    customer: forbiddenWhatever,
    professional: { own: 200, other: 403, missing: 403 },
    admin: { other: 200, missing: 404 },
  },

  // Saved professionals: each user's own list; saving oneself is a bad request.
  "GET /api/saved-professionals": signedIn(200),
  "PUT /api/saved-professionals/:id": {
    ...catalogObject(204),
    professional: { own: 400, other: 204, missing: 404 },
  },
  "DELETE /api/saved-professionals/:id": signedIn(204),

  // Shop: the catalog is public; wishlist, cart and orders are each user's own.
  "GET /api/shop/products": everyone(200),
  "GET /api/shop/products/:id": publicObject(),
  "GET /api/shop/categories": everyone(200),
  "GET /api/shop/brands": everyone(200),
  "GET /api/shop/wishlist": signedIn(200),
  "PUT /api/shop/wishlist/:itemId": catalogObject(204),
  "DELETE /api/shop/wishlist/:itemId": signedIn(204),
  "GET /api/shop/cart": signedIn(200),
  "PUT /api/shop/cart/:itemId": catalogObject(200),
  "DELETE /api/shop/cart/:itemId": signedIn(200),
  "POST /api/shop/cart/merge": signedIn(200),
  "POST /api/shop/orders": signedIn(201),
  "GET /api/shop/orders": signedIn(200),
  "GET /api/shop/orders/:id": privateObject(200),
  "POST /api/shop/orders/:id/cancel": privateObject(200),
  "PATCH /api/shop/orders/:id/status": adminsOnly({ other: 200, missing: 404 }),

  // Training: the catalog is public; enrolments are each user's own.
  "GET /api/training/programs": everyone(200),
  "GET /api/training/programs/:id": publicObject(),
  "GET /api/training/categories": everyone(200),
  "POST /api/training/programs/:id/enroll": catalogObject(201),
  "GET /api/training/enrollments": signedIn(200),
  "DELETE /api/training/enrollments/:id": privateObject(200),

  // Users: my own profile; anyone's public fields for the signed-in.
  "GET /api/users/profile": signedIn(200),
  "PATCH /api/users/profile": signedIn(200),
  "GET /api/users/:id": signedIn({ own: 200, other: 200, missing: 404 }),
  "PUT /api/users/profile/photo": signedIn(200),
  "DELETE /api/users/profile/photo": signedIn(200),

  // Verification documents: professionals submit; only the owner and admins read one.
  "POST /api/verifications": professionalsOnly(201),
  "GET /api/verifications": professionalsOnly(200),
  "GET /api/verifications/:id/document": {
    anonymous: 401,
    customer: { other: 404, missing: 404 },
    professional: { own: 200, other: 404, missing: 404 },
    admin: { other: 200, missing: 404 },
  },

  // Job photos: public to anyone with the link; only the uploader removes one.
  "POST /api/media": signedIn(201),
  "GET /api/media/:id": publicObject("customer"),
  "DELETE /api/media/:id": privateObject(204),

  // Administration: admins only, whatever the object.
  "GET /api/admin/overview": adminsOnly(200),
  "GET /api/admin/verifications": adminsOnly(200),
  "POST /api/admin/verifications/:id/approve": {
    ...adminsOnly({ other: 200, missing: 404 }),
    professional: forbiddenWhatever,
  },
  "POST /api/admin/verifications/:id/reject": {
    ...adminsOnly({ other: 200, missing: 404 }),
    professional: forbiddenWhatever,
  },
  "POST /api/admin/verifications/:id/revoke": {
    ...adminsOnly({ other: 200, missing: 404 }),
    professional: forbiddenWhatever,
  },
  // The inline preview is the admins' own: a professional's own document too is 403 here.
  "GET /api/admin/verifications/:id/document": {
    ...adminsOnly({ other: 200, missing: 404 }),
    professional: forbiddenWhatever,
  },
  "GET /api/admin/orders": adminsOnly(200),
  "GET /api/admin/orders/:id": adminsOnly({ other: 200, missing: 404 }),
  "GET /api/admin/users": adminsOnly(200),
  "POST /api/admin/users/:id/suspend": adminsOnly({ own: 400, other: 200, missing: 404 }, forbiddenWhatever),
  "POST /api/admin/users/:id/reinstate": adminsOnly(
    { own: 200, other: 200, missing: 404 },
    forbiddenWhatever,
  ),

  // Payments: a job's customer pays (by a gateway; the matrix's app is not listening, so it records
  // cash instead, which only the job's hired professional may), and both sides (and admins) read its
  // payments; the customer confirms, releases or disputes. A payment is private: anyone else's id is
  // as unknown as a missing one. The gateways' return is public: it only asks the gateway. The same
  // routes take a shop order's or a course fee's payment (`orderId`, `enrollmentId`): only its
  // customer pays it and, with admins, reads its payments; anyone else's order or enrolment is 404
  // like a missing one (these go through a gateway, so payments/orders-payments.test.ts covers them
  // over HTTP).
  "GET /api/payments/settings": everyone(200),
  "POST /api/payments": { anonymous: 401, customer: 404, professional: 201, admin: 403 },
  "GET /api/payments": {
    anonymous: 401,
    customer: { own: 200, other: 404, missing: 404 },
    professional: { own: 200, other: 404, missing: 404 },
    admin: { other: 200, missing: 404 },
  },
  "GET /api/payments/:id": {
    anonymous: 401,
    customer: { own: 200, other: 404, missing: 404 },
    professional: { own: 200, other: 404, missing: 404 },
    admin: { other: 200, missing: 404 },
  },
  "GET /api/payments/:id/return": everyone({ other: 303, missing: 404 }),
  "POST /api/payments/:id/release": paidByCustomer(200),
  "POST /api/payments/:id/confirm-cash": paidByCustomer(200),
  "POST /api/payments/:id/dispute": paidByCustomer(200),
  // A professional's money: their balance, statement and payouts.
  "GET /api/payouts/balance": professionalsOnly(200),
  "GET /api/payouts/statement": professionalsOnly(200),
  "GET /api/payouts": professionalsOnly(200),
  "POST /api/payouts": professionalsOnly(201),
  "GET /api/admin/payouts": adminsOnly(200),
  "POST /api/admin/payouts/:id/paid": adminsOnly({ other: 200, missing: 404 }),
  "POST /api/admin/payouts/:id/reject": adminsOnly({ other: 200, missing: 404 }),
  "GET /api/admin/disputes": adminsOnly(200),
  "POST /api/admin/disputes/:id/resolve": adminsOnly({ other: 200, missing: 404 }),
  "GET /api/admin/refunds": adminsOnly(200),
  "POST /api/admin/refunds/:id/settled": adminsOnly({ other: 200, missing: 404 }),
} satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ACCESS_TABLE;
