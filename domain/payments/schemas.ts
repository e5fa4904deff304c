import { z } from "zod";
import { idField, Timestamp } from "../jobs/schemas";
import { NEPALI_MOBILE_MESSAGE, normalizeNepaliMobile } from "../phone-rules";
import { filledText } from "../text";
import {
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_MAX_LENGTH,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYOUT_DESTINATION_MAX_LENGTH,
  PAYOUT_METHODS,
  PAYOUT_REFERENCE_MAX_LENGTH,
  PAYOUT_STATUSES,
  RESOLUTION_NOTE_MAX_LENGTH,
} from "./rules";

export * from "./rules";

/** An amount of money in integer paisa, as sent (at most NPR 1 crore). */
const paisaField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of paisa`)
    .positive(`${label} must be more than 0`)
    .max(10_000_000_00, `${label} is too large`);

export const PaymentProvider = z.enum(PAYMENT_PROVIDERS, { error: "Choose eSewa, Khalti or cash" });
export const PaymentStatus = z.enum(PAYMENT_STATUSES);

/**
 * POST /api/payments: pay for a job (its customer, by eSewa or Khalti) or record cash received (its
 * professional); or pay for a shop order or a course fee (its customer, by eSewa or Khalti). Exactly
 * one of jobId, orderId and enrollmentId.
 */
export const CreatePaymentBody = z
  .object({
    jobId: idField("Job id").optional(),
    orderId: idField("Order id").optional(),
    enrollmentId: idField("Enrollment id").optional(),
    provider: PaymentProvider,
  })
  .refine((body) => [body.jobId, body.orderId, body.enrollmentId].filter(Boolean).length === 1, {
    message: "Give one of jobId, orderId or enrollmentId",
    path: ["jobId"],
  });
export type CreatePaymentBody = z.input<typeof CreatePaymentBody>;

/** Where the browser goes next: eSewa's form, posted by the page, or Khalti's payment page. */
export const PaymentRedirect = z.union([
  z.object({ method: z.literal("POST"), url: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({ method: z.literal("GET"), url: z.string() }),
]);
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;

export const PaymentCheckout = z.object({
  paymentId: z.uuid(),
  status: PaymentStatus,
  redirect: PaymentRedirect.nullable(),
});
export type PaymentCheckout = z.infer<typeof PaymentCheckout>;

export const Dispute = z.object({
  id: z.uuid(),
  reason: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundPaisa: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: Timestamp,
  resolvedAt: Timestamp.nullable(),
});
export type Dispute = z.infer<typeof Dispute>;

/** A payment as both sides of its job see it (or its customer, for an order or a course fee). */
export const Payment = z.object({
  id: z.uuid(),
  /** What it pays for: one of a job, a shop order, an enrolment on a course. */
  jobId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  enrollmentId: z.uuid().nullable(),
  /** The job's title, the course's, or (an order) its first item's name. */
  jobTitle: z.string(),
  provider: PaymentProvider,
  status: PaymentStatus,
  amountPaisa: z.number().int(),
  commissionPercent: z.number(),
  /** Sipalu's commission and what the professional gets, of what is not refunded. */
  commissionPaisa: z.number().int(),
  netPaisa: z.number().int(),
  refundPaisa: z.number().int(),
  createdAt: Timestamp,
  paidAt: Timestamp.nullable(),
  releasedAt: Timestamp.nullable(),
  refundedAt: Timestamp.nullable(),
  /** Held for completed work: when it is released unless a problem is reported first. */
  releaseDueAt: Timestamp.nullable(),
  dispute: Dispute.nullable(),
});
export type Payment = z.infer<typeof Payment>;

/**
 * What a gateway's return carries that Sipalu reads: eSewa's signed `data`, Khalti's `pidx` (its
 * other parameters are not read: the status API answers for them).
 */
export const GatewayReturnQuery = z.object({
  data: z.string().max(4096).optional(),
  pidx: z.string().max(64).optional(),
});

/** GET /api/payments: the payments of one job, order or enrolment. */
export const PaymentsQuery = z
  .object({
    jobId: idField("Job id").optional(),
    orderId: idField("Order id").optional(),
    enrollmentId: idField("Enrollment id").optional(),
  })
  .refine((query) => [query.jobId, query.orderId, query.enrollmentId].filter(Boolean).length === 1, {
    message: "Give one of jobId, orderId or enrollmentId",
    path: ["jobId"],
  });
export const PaymentList = z.object({ payments: z.array(Payment) });
export type PaymentList = z.infer<typeof PaymentList>;

/** POST /api/payments/:id/dispute: what went wrong. */
export const DisputeBody = z.object({ reason: filledText("Reason", DISPUTE_REASON_MAX_LENGTH) });
export type DisputeBody = z.input<typeof DisputeBody>;

/** POST /api/admin/disputes/:id/resolve: release to the professional, refund in full, or refund part. */
export const ResolveDisputeBody = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: "Choose release, refund or partial" }),
    refundPaisa: paisaField("Refund").optional(),
    note: filledText("Note", RESOLUTION_NOTE_MAX_LENGTH),
  })
  .refine((body) => body.outcome !== "partial" || body.refundPaisa !== undefined, {
    message: "Refund is required for a partial refund",
    path: ["refundPaisa"],
  });
export type ResolveDisputeBody = z.input<typeof ResolveDisputeBody>;

export const PaymentSettings = z.object({
  commissionPercent: z.number(),
  /** Whether payments go to Sipalu's sandbox of the gateways (no merchant account set). */
  sandbox: z.boolean(),
});
export type PaymentSettings = z.infer<typeof PaymentSettings>;

/** A professional's money: available to pay out, held for work not yet confirmed, owed, on its way. */
export const Balance = z.object({
  availablePaisa: z.number().int(),
  heldPaisa: z.number().int(),
  feesOwedPaisa: z.number().int(),
  payoutsPendingPaisa: z.number().int(),
  commissionPercent: z.number(),
});
export type Balance = z.infer<typeof Balance>;

export const StatementQuery = z.object({
  month: z.string({ error: "Month is required" }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be YYYY-MM"),
  format: z.enum(["json", "csv"]).default("json"),
});

export const StatementLine = z.object({
  at: Timestamp,
  kind: z.string(),
  jobTitle: z.string().nullable(),
  /** Into the balance (earnings) positive, out of it (payouts) negative. */
  amountPaisa: z.number().int(),
});
export const Statement = z.object({
  month: z.string(),
  openingPaisa: z.number().int(),
  closingPaisa: z.number().int(),
  earnedPaisa: z.number().int(),
  paidOutPaisa: z.number().int(),
  lines: z.array(StatementLine),
});
export type Statement = z.infer<typeof Statement>;

const walletOrAccount = z
  .string({ error: "Destination is required" })
  .trim()
  .min(1, "Destination is required")
  .max(
    PAYOUT_DESTINATION_MAX_LENGTH,
    `Destination must be at most ${PAYOUT_DESTINATION_MAX_LENGTH} characters`,
  );

/** POST /api/payouts: how much, and where (an eSewa or Khalti wallet's mobile number, or a bank account). */
export const CreatePayoutBody = z
  .object({
    amountPaisa: paisaField("Amount"),
    method: z.enum(PAYOUT_METHODS, { error: "Choose eSewa, Khalti or bank" }),
    destination: walletOrAccount,
  })
  .transform((body, ctx) => {
    if (body.method === "bank") return body;
    const mobile = normalizeNepaliMobile(body.destination);
    if (mobile) return { ...body, destination: mobile };
    ctx.addIssue({ code: "custom", message: NEPALI_MOBILE_MESSAGE, path: ["destination"] });
    return z.NEVER;
  });
export type CreatePayoutBody = z.input<typeof CreatePayoutBody>;

export const Payout = z.object({
  id: z.uuid(),
  amountPaisa: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  destination: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  requestedAt: Timestamp,
  decidedAt: Timestamp.nullable(),
  professional: z.object({ id: z.uuid(), name: z.string() }),
});
export type Payout = z.infer<typeof Payout>;
export const PayoutList = z.object({ payouts: z.array(Payout) });

export const PayoutsQuery = z.object({ status: z.enum(PAYOUT_STATUSES).optional() });

export const PayPayoutBody = z.object({
  reference: filledText("Reference", PAYOUT_REFERENCE_MAX_LENGTH),
});
export const RejectPayoutBody = z.object({ note: filledText("Note", RESOLUTION_NOTE_MAX_LENGTH) });
export const SettleRefundBody = PayPayoutBody;

/** An admin's queue of disputes: the payment, both people, the reason. */
export const DisputeCase = Dispute.extend({
  payment: Payment,
  customer: z.object({ id: z.uuid(), name: z.string() }),
  professional: z.object({ id: z.uuid(), name: z.string() }),
});
export type DisputeCase = z.infer<typeof DisputeCase>;
export const DisputeList = z.object({ disputes: z.array(DisputeCase) });
export const DisputesQuery = z.object({ status: z.enum(["open", "resolved"]).default("open") });
