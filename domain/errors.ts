// Every refusal the API answers, by a stable code (feature first). The server sends
// `{ code, message }` (with `field` when one field is at fault and `params` when the words carry
// values); the client branches and translates on `code`, never on `message`, which is for people
// and may be reworded. A new refusal gets a new code here; an old code keeps its meaning.
import { z } from "zod";
import { DATE_IN_PAST } from "./availability/rules";
import { FREE_NOW_NEEDS_ONLINE } from "./availability/service-area-rules";
import { TOO_MANY_SEARCH_POINTS } from "./distance-band";
import { IDEMPOTENCY_KEY_INVALID } from "./idempotency-rules";
import { INSTANT_NO_PLACE, INSTANT_NOT_NO_MATCH, INSTANT_TAKEN } from "./instant-help/rules";
import { priceCapMessage } from "./jobs/price-caps";
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE } from "./media/image-size";
import { PHOTO_MISSING, PHOTO_NOT_YOURS, PHOTO_TOO_LARGE, PHOTO_TYPE_REFUSED } from "./media/rules";
import { formatPaisa } from "./money";
import { PROFILE_PHOTO_TOO_LARGE } from "./profile/photo-rules";
import { QUANTITY_CAP_MESSAGE, TOO_MANY_OPEN_ORDERS } from "./shop/rules";
import { DOCUMENT_MISSING, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED } from "./verification/files";
import type { VerificationType } from "./verification/rules";

const DOCUMENT_NAMES: Record<VerificationType, string> = {
  kyc: "citizenship or national ID",
  nstb: "NSTB certificate",
  background: "police check",
};

type Values = Record<string, string | number>;

/** One refusal: its HTTP status, its English words, and the field at fault when it is always the same one. */
type Refusal = { status: number; message: string | ((params: never) => string); field?: string };

export const ERRORS = {
  // Any route: what Fastify, the plugins and the schemas refuse before a route's own rules run.
  "request.invalid": {
    status: 400,
    message: (p: { field: string; problem: string }) => `${p.field}: ${p.problem}`,
  },
  "request.invalid_json": { status: 400, message: "Request body is not valid JSON" },
  "request.empty_body": { status: 400, message: "Request body is empty: send a JSON object" },
  "request.nul_text": { status: 400, message: "Text cannot contain the NUL character (\\u0000)" },
  "request.bad_url": {
    status: 400,
    message: (p: { path: string }) => `'${p.path}' is not a valid url component`,
  },
  "request.malformed": { status: 400, message: "Client Error" },
  "request.cross_origin": { status: 403, message: "Cross-origin request refused" },
  "request.timeout": { status: 408, message: "Client Timeout" },
  "request.body_too_large": { status: 413, message: "Request body is too large" },
  "request.param_too_long": {
    status: 414,
    message: (p: { path: string }) => `'${p.path}' is exceeding the max param length`,
  },
  "request.unsupported_media_type": {
    status: 415,
    message: (p: { expected: string }) => `Unsupported content type: send ${p.expected}`,
  },
  "request.headers_too_large": { status: 431, message: "Exceeded maximum allowed HTTP header size" },
  /** A 4xx the server has no code for yet (never listed by a route: the tests fail on it). */
  "request.refused": { status: 400, message: (p: { problem: string }) => p.problem },
  "route.not_found": {
    status: 404,
    message: (p: { method: string; path: string }) => `Not found: ${p.method} ${p.path}`,
  },
  "upload.bad_boundary": {
    status: 400,
    message: (p: { max: number }) =>
      `The upload could not be read: multipart/form-data needs a boundary of 1 to ${p.max} characters`,
  },
  "idempotency.invalid_key": { status: 400, message: IDEMPOTENCY_KEY_INVALID },
  "idempotency.in_flight": {
    status: 409,
    message: "A request with this Idempotency-Key is still being processed: try again in a moment",
  },
  "idempotency.key_reused": {
    status: 422,
    message:
      "This Idempotency-Key was already used for a different request: send a new key with a new request",
  },
  "rate.limited": {
    status: 429,
    message: (p: { what: string; max: number; window: string; wait: string }) =>
      `Too many ${p.what}: at most ${p.max} in ${p.window}. Try again in ${p.wait}.`,
  },
  "server.internal": { status: 500, message: "Internal Server Error" },
  "server.busy": {
    status: 503,
    message: "Sipalu is too busy to answer right now: please try again in a moment",
  },
  "server.database_unreachable": {
    status: 503,
    message: "Sipalu cannot reach its database right now: please try again in a moment",
  },

  "auth.unauthenticated": { status: 401, message: "You are not logged in" },
  "auth.forbidden": { status: 403, message: "You do not have permission to do this" },
  "auth.invalid_credentials": { status: 401, message: "Invalid email or password" },
  "auth.suspended": {
    status: 403,
    message: "Your account has been suspended. Please contact Sipalu support.",
  },
  "auth.wrong_current_password": { status: 403, message: "Your current password is not correct" },
  "auth.email_taken": { status: 409, message: "An account with this email already exists" },
  "auth.throttled": {
    status: 429,
    message: (p: { wait: string }) => `Too many failed sign-in attempts. Try again in ${p.wait}.`,
  },
  // Codes sent by SMS (sign in by phone, prove a phone, reset a password).
  "auth.code_wrong": {
    status: 400,
    message: (p: { left: number }) =>
      p.left === 1
        ? "code: That code is not right: 1 try left"
        : `code: That code is not right: ${p.left} tries left`,
    field: "code",
  },
  "auth.code_expired": {
    status: 400,
    message: "code: This code has expired or was already used: ask for a new one",
    field: "code",
  },
  "auth.code_too_soon": {
    status: 429,
    message: (p: { seconds: number }) =>
      `A code was just sent. You can ask for a new one in ${p.seconds} seconds.`,
  },
  "auth.code_limit": {
    status: 429,
    message: "Too many codes were sent to this phone. Try again later.",
  },
  "auth.sms_failed": { status: 503, message: "We could not send the SMS just now. Try again in a minute." },
  "auth.name_needed": {
    status: 400,
    message: "firstName: This number has no account yet: enter your name to create one",
    field: "firstName",
  },
  "auth.phone_taken": {
    status: 409,
    message: "phone: This phone number is already proven on another Sipalu account",
    field: "phone",
  },

  "user.not_found": { status: 404, message: "User not found" },
  "user.phone_signs_in": {
    status: 409,
    message: "phone: You sign in with this number: prove a new one with a code to change it",
    field: "phone",
  },
  "user.admin_role_locked": {
    status: 403,
    message: "An administrator's account type cannot be changed here",
  },
  "admin.cannot_suspend_self": { status: 400, message: "You cannot suspend your own account" },
  "admin.cannot_suspend_admin": { status: 400, message: "Administrators cannot be suspended here" },

  "professional.not_found": { status: 404, message: "Professional not found" },
  "professional.place_needed": {
    status: 400,
    message: "lat: To sort by distance, share where you are",
    field: "lat",
  },
  "saved.own_profile": { status: 400, message: "You cannot save your own profile" },
  "service_area.free_now_needs_online": { status: 400, message: FREE_NOW_NEEDS_ONLINE, field: "isFreeNow" },
  "dashboard.forbidden": {
    status: 403,
    message: "Only this professional or an administrator can see these metrics",
  },
  "availability.exception_not_found": { status: 404, message: "Availability exception not found" },
  "availability.date_in_past": {
    status: 400,
    message: (p: { field: string }) => `${p.field}: ${DATE_IN_PAST}`,
  },
  "availability.changed_and_deleted": {
    status: 400,
    message: (p: { field: string }) => `${p.field}: An exception cannot be changed and deleted at once`,
  },
  "availability.exceptions_overlap": {
    status: 400,
    message: (p: { field: string; date: string }) => `${p.field}: Exceptions overlap on ${p.date}`,
  },

  "job.not_found": { status: 404, message: "Job not found" },
  "job.over_price_cap": {
    status: 400,
    message: (p: { category: string }) => `budget: ${priceCapMessage("Budget", p.category)}`,
    field: "budget",
  },
  "job.cannot_invite_self": {
    status: 400,
    message: "invitedProfessionalId: You cannot book yourself",
    field: "invitedProfessionalId",
  },
  "job.invited_not_found": {
    status: 400,
    message: "invitedProfessionalId: No professional with this id",
    field: "invitedProfessionalId",
  },
  "job.cancel_forbidden": { status: 403, message: "Only the customer who posted this job can cancel it" },
  "job.not_cancellable": { status: 409, message: "This job can no longer be cancelled" },
  "job.is_booking": {
    status: 409,
    message: "This job is an agreed booking: cancel it from the booking, which shows what cancelling costs",
  },
  "job.start_forbidden": { status: 403, message: "Only the hired professional can start this job" },
  "job.not_startable": { status: 409, message: "Only an accepted job can be started" },
  "job.complete_forbidden": {
    status: 403,
    message: "Only the customer or the hired professional can complete this job",
  },
  "job.not_completable": { status: 409, message: "Only a job in progress can be marked complete" },
  "job.not_open": { status: 409, message: "This job is no longer open" },
  "job.edit_forbidden": { status: 403, message: "Only the customer who posted this job can edit it" },
  "job.category_locked": {
    status: 409,
    message: "skillCategory: The service category cannot change once the job has bids",
    field: "skillCategory",
  },

  "hire.forbidden": { status: 403, message: "Only the customer who posted this job can hire for it" },
  "hire.fixed_price_by_bid": { status: 409, message: "Fixed-price jobs are hired by accepting a bid" },
  "hire.not_a_professional": {
    status: 400,
    message: "professionalId: This person is not a professional",
    field: "professionalId",
  },
  "hire.self": { status: 400, message: "professionalId: You cannot hire yourself", field: "professionalId" },
  "hire.over_price_cap": {
    status: 400,
    message: (p: { category: string }) => `agreedPrice: ${priceCapMessage("Agreed price", p.category)}`,
    field: "agreedPrice",
  },
  "hire.not_accepted": { status: 409, message: "The professional has not accepted this hire yet" },
  "hire.answer_forbidden": {
    status: 403,
    message: "Only the professional hired for this job can accept or decline it",
  },
  "hire.nothing_to_answer": { status: 409, message: "This job has no hire waiting for your answer" },
  "hire.is_booking": {
    status: 409,
    message: "This hire is a booking: accept it, decline it or propose another time from the booking",
  },

  "instant.no_rate": {
    status: 409,
    message: "Set your hourly rate before taking instant requests: it is your call-out price",
  },

  "booking.not_found": { status: 404, message: "Booking not found" },
  "booking.self": { status: 400, message: "You cannot book yourself" },
  "booking.too_many_waiting": {
    status: 409,
    message: "You have too many booking requests waiting for an answer. Wait for one, or withdraw one",
  },
  "booking.skill_not_offered": {
    status: 400,
    message: "skillCategory: This professional does not offer that service",
    field: "skillCategory",
  },
  "booking.no_rate": {
    status: 409,
    message: "This professional has not set an hourly rate yet. Send them a message instead",
  },
  "booking.over_price_cap": {
    status: 400,
    message: (p: { category: string }) => `estimatedHours: ${priceCapMessage("Agreed price", p.category)}`,
    field: "estimatedHours",
  },
  "booking.slot_unavailable": {
    status: 409,
    message: "startsAt: That time is not free. Choose another time from the list",
    field: "startsAt",
  },
  "booking.slot_taken": {
    status: 409,
    message: "startsAt: Someone has just booked this time. Choose another time",
    field: "startsAt",
  },
  "booking.series_slot_taken": {
    status: 409,
    message: (p: { index: number; date: string; startsAt: string }) =>
      `startsAt: Visit ${p.index}, on ${p.date}, is not free. Choose another time or fewer visits`,
    field: "startsAt",
  },
  "booking.series_no_propose": {
    status: 409,
    message: "A recurring booking is accepted or declined as a whole: it cannot take another time",
  },
  "booking.forbidden": {
    status: 403,
    message: "Only the customer and the professional of this booking can answer it",
  },
  "booking.not_your_turn": { status: 409, message: "This booking is waiting for the other side's answer" },
  "booking.not_waiting": { status: 409, message: "This booking is no longer waiting for an answer" },
  "booking.not_cancellable": {
    status: 409,
    message: "This booking can no longer be cancelled: it has started, ended or was already called off",
  },
  "booking.not_agreed": {
    status: 409,
    message: "Only an accepted booking that has not started can be moved",
  },
  "booking.reschedule_pending": {
    status: 409,
    message: "Another time is already waiting for an answer on this booking",
  },
  "booking.no_show_customer_only": {
    status: 403,
    message: "Only the customer can report that the professional did not come",
  },
  "booking.no_show_not_reportable": {
    status: 409,
    message: "Report a no-show after the start of an accepted booking whose work has not started, once",
  },
  "booking.no_reschedule": {
    status: 409,
    message: "No other time is waiting for your answer on this booking",
  },

  "bid.not_found": { status: 404, message: "Bid not found" },
  "bid.professionals_only": { status: 403, message: "Only professionals can bid on jobs" },
  "bid.summary_professionals_only": { status: 403, message: "Only professionals have bids to summarise" },
  "bid.own_job": { status: 403, message: "You cannot bid on your own job" },
  "bid.job_not_accepting": { status: 409, message: "This job is no longer accepting bids" },
  "bid.job_not_fixed_price": {
    status: 409,
    message: "This job does not take bids: only fixed-price jobs do",
  },
  "bid.already_exists": { status: 409, message: "You have already submitted a bid for this job." },
  "bid.not_yours": { status: 403, message: "You can only change your own bids" },
  "bid.not_pending": { status: 409, message: "This bid is no longer pending" },
  "bid.list_forbidden": { status: 403, message: "You can only list your own bids" },
  "bid.competition_forbidden": { status: 403, message: "You can only see where your own bid stands" },
  "bid.accept_forbidden": { status: 403, message: "Only the customer who posted this job can accept a bid" },
  "bid.bidder_unavailable": { status: 409, message: "This professional is no longer available" },
  "bid.over_price_cap": {
    status: 400,
    message: (p: { category: string }) => `amount: ${priceCapMessage("Amount", p.category)}`,
    field: "amount",
  },

  "quote.professionals_only": { status: 403, message: "Only professionals can send quotes" },
  "quote.own_job": { status: 403, message: "You cannot quote on your own job" },
  "quote.job_not_accepting": { status: 409, message: "This job is no longer taking quotes" },
  "quote.job_not_quoted": {
    status: 409,
    message: "Only hourly and contact jobs take quotes: fixed-price jobs take bids",
  },
  "quote.over_price_cap": {
    status: 400,
    message: (p: { category: string }) => `lines: ${priceCapMessage("Amount", p.category)}`,
    field: "lines",
  },
  "quote.not_found": { status: 404, message: "Quote not found" },
  "quote.not_yours": { status: 403, message: "You can only withdraw your own quotes" },
  "quote.answer_forbidden": {
    status: 403,
    message: "Only the customer who posted this job can accept or decline its quotes",
  },
  "quote.not_pending": { status: 409, message: "This quote is no longer pending" },
  "quote.expired": { status: 409, message: "This quote has expired: ask the professional for a new one" },
  "quote.professional_unavailable": { status: 409, message: "This professional is no longer available" },
  "change.forbidden": {
    status: 403,
    message: "Only the professional hired for this job can ask for a change",
  },
  "change.list_forbidden": {
    status: 403,
    message: "Only the customer and the hired professional can see this job's changes",
  },
  "change.job_not_in_progress": {
    status: 409,
    message: "Changes can be asked for only while the job is in progress",
  },
  "change.already_pending": {
    status: 409,
    message: "A change is already waiting for the customer's answer",
  },
  "change.over_price_cap": {
    status: 400,
    message: (p: { category: string }) => `lines: ${priceCapMessage("Agreed price", p.category)}`,
    field: "lines",
  },
  "change.not_found": { status: 404, message: "Change request not found" },
  "change.answer_forbidden": {
    status: 403,
    message: "Only the customer who posted this job can approve or decline a change",
  },
  "change.not_pending": { status: 409, message: "This change request has already been answered" },

  "review.forbidden": { status: 403, message: "Only the customer who posted this job can review it" },
  "review.not_completed": { status: 409, message: "You can review a job only after it is completed" },
  "review.already_exists": { status: 409, message: "You have already reviewed this job" },

  "instant.customers_only": { status: 403, message: "Only customers can request instant help" },
  "instant.no_place": { status: 400, message: INSTANT_NO_PLACE, field: "location" },
  "instant.not_owner": { status: 403, message: "Only the customer who asked for this help can follow it" },
  "instant.not_offered": { status: 403, message: "This request was not offered to you" },
  "instant.taken": { status: 409, message: INSTANT_TAKEN },
  "instant.professionals_only": { status: 403, message: "Only professionals receive instant requests" },
  "instant.not_no_match": { status: 409, message: INSTANT_NOT_NO_MATCH },
  "instant.already_scheduled": { status: 409, message: "This request has already been scheduled" },
  "instant.too_many_places": {
    status: 429,
    message: (p: { max: number; wait: string }) => TOO_MANY_SEARCH_POINTS(p.max, p.wait),
  },

  "message.to_self": { status: 400, message: "You cannot message yourself" },
  "message.receiver_not_found": { status: 404, message: "The person you are writing to was not found" },
  "message.not_job_thread": {
    status: 403,
    message: "Messages about a job must be with the customer who posted it",
  },

  "media.photo_missing": { status: 400, message: PHOTO_MISSING },
  "media.photo_type_refused": { status: 400, message: PHOTO_TYPE_REFUSED },
  "media.photo_too_large": { status: 413, message: PHOTO_TOO_LARGE },
  "profile.photo_too_large": { status: 413, message: PROFILE_PHOTO_TOO_LARGE },
  "media.photo_not_yours": { status: 400, message: PHOTO_NOT_YOURS, field: "mediaUrls" },
  "media.photo_not_found": { status: 404, message: "Photo not found" },
  "media.photo_attached": { status: 409, message: "This photo is attached to a job and cannot be removed" },
  "media.unreadable_upload": {
    status: 400,
    message: 'The upload could not be read: send one photo in the field "photo" as multipart/form-data',
  },
  "media.image_unreadable": { status: 400, message: IMAGE_UNREADABLE },
  "media.image_too_many_pixels": { status: 400, message: IMAGE_TOO_MANY_PIXELS },

  "verification.document_missing": { status: 400, message: DOCUMENT_MISSING },
  "verification.document_type_refused": { status: 400, message: DOCUMENT_TYPE_REFUSED },
  "verification.document_too_large": { status: 413, message: DOCUMENT_TOO_LARGE },
  "verification.wrong_field": { status: 400, message: 'Send the document in the field "document"' },
  "verification.one_document": { status: 400, message: "Upload one document at a time" },
  "verification.unreadable_upload": {
    status: 400,
    message: "The upload could not be read: send a verificationType and one document as multipart/form-data",
  },
  "verification.already_pending": {
    status: 409,
    message: (p: { type: VerificationType }) =>
      `Your ${DOCUMENT_NAMES[p.type]} is already waiting for review`,
  },
  "verification.document_not_found": { status: 404, message: "Document not found" },
  "verification.not_found": { status: 404, message: "Verification not found" },
  "verification.already_reviewed": { status: 409, message: "This document has already been reviewed" },
  "verification.not_approved": { status: 409, message: "Only an approved verification can be revoked" },

  "shop.product_not_found": { status: 404, message: "Product not found" },
  "cart.out_of_stock": { status: 409, message: "This product is out of stock" },
  "cart.only_left": { status: 409, message: (p: { left: number }) => `Only ${p.left} left in stock` },
  "order.not_found": { status: 404, message: "Order not found" },
  "order.cart_empty": { status: 400, message: "Your cart is empty" },
  "order.too_many_open": { status: 409, message: TOO_MANY_OPEN_ORDERS },
  "order.quantity_cap": { status: 409, message: QUANTITY_CAP_MESSAGE },
  "order.out_of_stock": { status: 409, message: (p: { product: string }) => `${p.product} is out of stock` },
  "order.only_left": {
    status: 409,
    message: (p: { left: number; product: string }) => `Only ${p.left} left of ${p.product}`,
  },
  "order.not_cancellable": {
    status: 409,
    message: (p: { status: string }) => `This order is ${p.status} and can no longer be cancelled`,
  },
  "order.status_refused": {
    status: 409,
    message: (p: { status: string; to: string }) => `A ${p.status} order cannot be marked ${p.to}`,
  },

  "payment.not_found": { status: 404, message: "Payment not found" },
  "payment.job_not_found": { status: 404, message: "Job not found" },
  "payment.forbidden": { status: 403, message: "This payment is not yours" },
  "payment.customer_only": { status: 403, message: "Only the job's customer can pay for it" },
  "payment.cash_professional_only": {
    status: 403,
    message: "Only the professional hired for the job can record cash received",
  },
  "payment.not_payable": { status: 409, message: "This job cannot be paid now: it has no agreed price yet" },
  "payment.already_paid": { status: 409, message: "This job is paid already" },
  "payment.gateway_unavailable": {
    status: 503,
    message: "The payment service did not answer. Please try again in a minute",
  },
  "payment.order_not_found": { status: 404, message: "Order not found" },
  "payment.enrollment_not_found": { status: 404, message: "Enrollment not found" },
  "payment.order_not_payable": {
    status: 409,
    message: (p: { status: string }) => `This order is ${p.status} and can no longer be paid`,
  },
  "payment.order_paid": { status: 409, message: "This order is paid already" },
  "payment.enrollment_not_payable": { status: 409, message: "This enrollment has no course fee waiting" },
  "payment.sale_cash": {
    status: 400,
    field: "provider",
    message: "provider: Orders and course fees are paid with eSewa or Khalti",
  },
  "payment.not_held": { status: 409, message: "This payment is not held" },
  "payment.not_completed": { status: 409, message: "The job is not completed yet" },
  "payment.not_cash": { status: 409, message: "This is not a cash payment waiting for your word" },
  "payment.dispute_window_closed": {
    status: 409,
    message: "Problems can be reported only within 72 hours of completion",
  },
  "payment.already_disputed": { status: 409, message: "A problem is already reported for this payment" },
  "dispute.not_found": { status: 404, message: "Dispute not found" },
  "dispute.resolved": { status: 409, message: "This dispute is resolved already" },
  "dispute.partial_amount": {
    status: 400,
    field: "refundPaisa",
    message: "refundPaisa: A partial refund must be more than 0 and less than the amount paid",
  },
  "payout.below_minimum": {
    status: 400,
    field: "amountPaisa",
    message: (p: { minimumPaisa: number }) =>
      `amountPaisa: A payout must be at least ${formatPaisa(p.minimumPaisa)}`,
  },
  "payout.over_balance": {
    status: 409,
    field: "amountPaisa",
    message: "amountPaisa: You cannot withdraw more than your available balance",
  },
  "payout.not_found": { status: 404, message: "Payout not found" },
  "payout.decided": { status: 409, message: "This payout is decided already" },
  "push.endpoint_not_allowed": {
    status: 400,
    field: "endpoint",
    message: "endpoint: This is not a push service Sipalu sends to",
  },
  "refund.not_owed": { status: 409, message: "This payment has no refund waiting to be settled" },

  "training.course_not_found": { status: 404, message: "Course not found" },
  "training.already_enrolled": { status: 409, message: "You are already enrolled in this course" },
  "training.enrollment_not_found": { status: 404, message: "Enrollment not found" },
} as const satisfies Record<string, Refusal>;

export type ErrorCode = keyof typeof ERRORS;

/** The values a code's words carry (`undefined` when its words are fixed). */
export type ErrorParams<C extends ErrorCode> = (typeof ERRORS)[C]["message"] extends (
  params: infer P,
) => string
  ? P
  : undefined;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERRORS, value);
}

export const errorStatus = (code: ErrorCode): number => ERRORS[code].status;

/** The English words of a code with its values. */
export function errorMessage<C extends ErrorCode>(code: C, params: ErrorParams<C>): string {
  const { message } = ERRORS[code] as Refusal;
  return typeof message === "string"
    ? message
    : (message as (params: Values | undefined) => string)(params as Values);
}

/** The field a code always names, if it names one. */
export const errorField = (code: ErrorCode): string | undefined => (ERRORS[code] as Refusal).field;

/** The body of every error response. */
export const ErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  /** The one field at fault ("email", "exceptions.2.date"), when there is one. */
  field: z.string().optional(),
  /** The values the words carry ({ left: 2, product: "Drill" }), for the client's own words. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
