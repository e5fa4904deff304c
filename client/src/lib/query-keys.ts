/**
 * The query keys that more than one feature reads or refreshes. A query key is the API path it
 * reads (see lib/get-by-key.ts), and refreshing a key refreshes every query under it: `jobsKey`
 * covers job lists, a job, its bids and an instant request alike. Keys only one feature uses stay in
 * that feature's api.ts.
 */

/** Jobs: lists, details, a job's bids, my jobs, instant requests (jobs, bids, instant help). */
export const jobsKey = ["/api/jobs"] as const;
/** Bids: my bids, their summary and competition (bids; refreshed by jobs on a hire). */
export const bidsKey = ["/api/bids"] as const;
/** Messages: conversations, threads, the unread count (messages; read by bids and jobs). */
export const messagesKey = ["/api/messages"] as const;
/** The directory and each professional's page (professionals; refreshed by whatever changes a card). */
export const professionalsKey = ["/api/professionals"] as const;
/** A person's public profile, GET /api/users/:id (the bid dialog's customer, a new conversation). */
export const peopleKey = ["/api/users"] as const;
/** The signed-in user's own profile (profile; refreshed by verification). */
export const myProfileKey = ["/api/users/profile"] as const;
/** Reviews (refreshed by jobs when a job is reviewed). */
export const reviewsKey = ["/api/reviews"] as const;
/** A professional's dashboard figures (dashboard; refreshed when their service area or hours change). */
export const dashboardMetricsKey = ["/api/professionals/metrics"] as const;

/** One professional's page, GET /api/professionals/:id (the directory's dialog, Post a Job's booked professional). */
export const professionalKey = (id: string) => [...professionalsKey, id] as const;
/** One person, GET /api/users/:id. */
export const personKey = (id: string) => [...peopleKey, id] as const;
/** My conversations (the messages page; the hire candidates of a job). */
export const conversationsKey = [...messagesKey, "conversations"] as const;
/** Threads, each keyed further by who and which job (the messages page; a bid's latest messages). */
export const threadsKey = [...messagesKey, "thread"] as const;

/** Bookings: mine (GET /api/bookings) and each one. */
export const bookingsKey = ["/api/bookings"] as const;

/** Payments: a job's payments and each one (payments; shown by jobs and the dashboard). */
export const paymentsKey = ["/api/payments"] as const;
/** A professional's balance, statement and payouts (payments; refreshed when a payment moves). */
export const payoutsKey = ["/api/payouts"] as const;
/** A person's notifications (issue 20): the list, the unread count, the preferences. */
export const notificationsKey = ["/api/notifications"] as const;
