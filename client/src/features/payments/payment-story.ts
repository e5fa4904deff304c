import { type DisplayLocale, formatPaisa, toDevanagariDigits } from "@domain/money";
import { DISPUTE_WINDOW_HOURS, PAYABLE_JOB_STATUSES } from "@domain/payments/rules";
import type { Payment } from "@domain/payments/schemas";
import { formatDate, formatNepalDateTime } from "@domain/time";

/** Who is looking at a job's payment. */
export type Viewer = "customer" | "professional";

/** The words of this file, under payments. in the locale files. */
type StoryKey =
  | "payments.provider.esewa"
  | "payments.provider.khalti"
  | "payments.state.held"
  | "payments.state.paid"
  | "payments.state.releaseDue"
  | "payments.state.releaseDueToYou"
  | "payments.state.released"
  | "payments.state.releasedToYou"
  | "payments.state.cashPending"
  | "payments.state.cashPendingCustomer"
  | "payments.state.cashReleased"
  | "payments.state.refunded"
  | "payments.state.refundedPart"
  | "payments.state.refundedPartToYou"
  | "payments.state.failed"
  | "payments.state.cashFailed"
  | "payments.youGet"
  | "payments.cashCommission"
  | "payments.dispute.open"
  | "payments.dispute.openAboutYou"
  | "payments.dispute.waiting"
  | "payments.dispute.release"
  | "payments.dispute.refund"
  | "payments.dispute.partial"
  | "payments.dispute.note"
  | "payments.returned.held"
  | "payments.returned.pending"
  | "payments.returned.cancelled"
  | "payments.returned.failed"
  | "payments.returned.refunded";

export type StoryWords = {
  t: (key: StoryKey, values?: Record<string, string>) => string;
  locale: DisplayLocale;
};

type JobFacts = { status: string; finalPrice: string | null; completedAt: string | null };

const HOUR_MS = 3_600_000;

/** A number in the language's digits: 10, or १० in Nepali. */
export const localNumber = (value: number, locale: DisplayLocale) =>
  locale === "ne" ? toDevanagariDigits(String(value)) : String(value);

/** Whether a job can be paid for: hired at an agreed price, and not called off. */
export function isPayable(job: JobFacts): boolean {
  return (PAYABLE_JOB_STATUSES as readonly string[]).includes(job.status) && Boolean(job.finalPrice);
}

/**
 * What the job dialog shows of money to this user: the payment section to the two sides of a hired
 * job; to a professional still deciding whether to take the job on (an open job, a direct hire
 * offered to them), the commission Sipalu keeps; nothing to anyone else.
 */
export function paymentPanelFor(
  job: { status: string; customerId: string; hiredProfessionalId: string | null },
  user: { id: string; role: string },
): Viewer | "commission" | null {
  const viewer =
    user.id === job.customerId ? "customer" : user.id === job.hiredProfessionalId ? "professional" : null;
  const open = job.status === "open" || job.status === "offered";
  if (open) {
    const deciding = job.status === "open" ? viewer !== "customer" : viewer === "professional";
    return user.role === "professional" && deciding ? "commission" : null;
  }
  return job.hiredProfessionalId ? viewer : null;
}

/** Cash the professional recorded, waiting for the customer's word. */
const cashWaiting = (payment: Payment) => payment.provider === "cash" && payment.status === "pending";

/**
 * The payment that stands for the job, newest first: one that settles it (held, released, or cash
 * waiting for the customer), else one given back or found unpaid after a dispute. Gateway payments
 * left unfinished or cancelled leave the job unpaid: none stands for it.
 */
export function standingPayment(payments: readonly Payment[]): Payment | undefined {
  return (
    payments.find((p) => p.status === "held" || p.status === "released" || cashWaiting(p)) ??
    payments.find((p) => p.status === "refunded" || (p.status === "failed" && p.dispute))
  );
}

/** What each side may do now about the job's money. */
export function paymentActions(
  payment: Payment | undefined,
  viewer: Viewer,
  job: JobFacts,
  now = Date.now(),
) {
  const customer = viewer === "customer";
  const unpaid = !payment && isPayable(job);
  const held = payment?.status === "held";
  const waiting = payment ? cashWaiting(payment) : false;
  const windowEnds = job.completedAt ? Date.parse(job.completedAt) + DISPUTE_WINDOW_HOURS * HOUR_MS : null;
  const undisputed = !payment?.dispute;
  return {
    pay: customer && unpaid,
    recordCash: !customer && unpaid,
    release: customer && held && job.status === "completed" && undisputed,
    confirmCash: customer && waiting && undisputed,
    report: customer && (held || waiting) && undisputed && (windowEnds === null || now < windowEnds),
  };
}

export type PaymentActions = ReturnType<typeof paymentActions>;

/**
 * The payment in words, a sentence each, for the side looking: how it was paid and when, where the
 * money is (held, released, refunded), what the professional gets, and a reported problem with
 * Sipalu's decision and note.
 */
export function paymentStory(payment: Payment, viewer: Viewer, { t, locale }: StoryWords): string[] {
  const money = (paisa: number) => formatPaisa(paisa, locale);
  const date = (at: string) => formatDate(at, locale);
  const amount = money(payment.amountPaisa);
  const professional = viewer === "professional";
  const lines: string[] = [];
  const paidAt = payment.paidAt ?? payment.createdAt;

  if (payment.provider === "cash") {
    if (payment.status === "pending") {
      const key = professional ? "payments.state.cashPending" : "payments.state.cashPendingCustomer";
      lines.push(t(key, { amount, date: date(paidAt) }));
    } else if (payment.status === "released") {
      lines.push(t("payments.state.cashReleased", { amount, date: date(payment.releasedAt ?? paidAt) }));
    } else if (payment.status === "failed") {
      lines.push(t("payments.state.cashFailed", { amount }));
    }
  } else {
    const provider = t(`payments.provider.${payment.provider}`);
    if (payment.status === "held") {
      lines.push(t("payments.state.held", { amount, provider, date: date(paidAt) }));
      if (payment.releaseDueAt) {
        const due = { date: formatNepalDateTime(payment.releaseDueAt, locale) };
        lines.push(t(professional ? "payments.state.releaseDueToYou" : "payments.state.releaseDue", due));
      }
    } else if (payment.status === "failed") {
      lines.push(t("payments.state.failed"));
    } else {
      lines.push(t("payments.state.paid", { amount, provider, date: date(paidAt) }));
    }
  }

  if (payment.status === "refunded" && payment.refundedAt) {
    const refundedAt = date(payment.refundedAt);
    if (payment.refundPaisa >= payment.amountPaisa) {
      lines.push(t("payments.state.refunded", { amount, date: refundedAt }));
    } else {
      const key = professional ? "payments.state.refundedPartToYou" : "payments.state.refundedPart";
      lines.push(t(key, { refund: money(payment.refundPaisa), amount, date: refundedAt }));
    }
  }
  if (payment.status === "released" && payment.provider !== "cash" && payment.releasedAt) {
    const key = professional ? "payments.state.releasedToYou" : "payments.state.released";
    lines.push(t(key, { date: date(payment.releasedAt) }));
  }

  const { dispute } = payment;
  if (dispute) {
    const reported = { date: date(dispute.createdAt), reason: dispute.reason };
    if (!dispute.resolvedAt || !dispute.outcome) {
      lines.push(t(professional ? "payments.dispute.openAboutYou" : "payments.dispute.open", reported));
      lines.push(t("payments.dispute.waiting"));
    } else {
      lines.push(
        t(`payments.dispute.${dispute.outcome}`, {
          date: date(dispute.resolvedAt),
          refund: money(dispute.refundPaisa ?? 0),
        }),
      );
      if (dispute.note) lines.push(t("payments.dispute.note", { note: dispute.note }));
    }
  }

  if (professional && payment.status !== "failed") {
    const percent = localNumber(payment.commissionPercent, locale);
    if (payment.provider === "cash") {
      lines.push(t("payments.cashCommission", { percent, commission: money(payment.commissionPaisa) }));
    } else if (payment.netPaisa > 0) {
      lines.push(t("payments.youGet", { net: money(payment.netPaisa), percent }));
    }
  }
  return lines;
}

/** After the gateway sent the browser back: whether the job is paid now, in one sentence. */
export function returnNotice(payment: Payment, { t, locale }: StoryWords) {
  const provider = payment.provider === "cash" ? "" : t(`payments.provider.${payment.provider}`);
  const amount = formatPaisa(payment.amountPaisa, locale);
  switch (payment.status) {
    case "held":
    case "released":
      return { paid: true, text: t("payments.returned.held", { amount }) };
    case "pending":
      return { paid: false, text: t("payments.returned.pending", { provider }) };
    case "refunded":
      return { paid: false, text: t("payments.returned.refunded", { amount }) };
    case "failed":
      return { paid: false, text: t("payments.returned.failed", { provider }) };
    default:
      return { paid: false, text: t("payments.returned.cancelled", { provider }) };
  }
}
