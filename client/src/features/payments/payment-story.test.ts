import type { Payment } from "@domain/payments/schemas";
import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@/locales/en.json";
import ne from "@/locales/ne.json";
import {
  paymentActions,
  paymentPanelFor,
  paymentStory,
  returnNotice,
  type StoryWords,
  standingPayment,
} from "./payment-story";

// The payment section's sentences as both sides read them, with the real English and Nepali strings.
const i18n = createInstance();
beforeAll(() =>
  i18n.init({
    lng: "en",
    resources: { en: { translation: en }, ne: { translation: ne } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  }),
);
const english: StoryWords = { t: (key, values) => i18n.t(key, { ...values, lng: "en" }), locale: "en" };
const nepali: StoryWords = { t: (key, values) => i18n.t(key, { ...values, lng: "ne" }), locale: "ne" };

const PAID = "2026-11-21T04:00:00.000Z";
const base: Payment = {
  id: "11111111-1111-4111-8111-111111111111",
  jobId: "22222222-2222-4222-8222-222222222222",
  orderId: null,
  enrollmentId: null,
  jobTitle: "Fix a leaking tap",
  provider: "esewa",
  status: "held",
  amountPaisa: 220000,
  commissionPercent: 10,
  commissionPaisa: 22000,
  netPaisa: 198000,
  refundPaisa: 0,
  createdAt: PAID,
  paidAt: PAID,
  releasedAt: null,
  refundedAt: null,
  releaseDueAt: null,
  dispute: null,
};
const payment = (changes: Partial<Payment>): Payment => ({ ...base, ...changes });
const dispute = {
  id: "33333333-3333-4333-8333-333333333333",
  reason: "The tap still drips.",
  outcome: null,
  refundPaisa: null,
  note: null,
  createdAt: "2026-11-23T06:00:00.000Z",
  resolvedAt: null,
};

describe("a payment in words", () => {
  it("held: paid with the gateway, held until the work is done; the professional reads what they get", () => {
    expect(paymentStory(base, "customer", english)).toEqual([
      "Paid ₨ 2,200 with eSewa on 21 Nov 2026, held by Sipalu until the work is done.",
    ]);
    expect(paymentStory(base, "professional", english)).toEqual([
      "Paid ₨ 2,200 with eSewa on 21 Nov 2026, held by Sipalu until the work is done.",
      "You get ₨ 1,980 after Sipalu's 10% commission.",
    ]);
  });

  it("held for completed work: when it is released unless a problem is reported (Nepal time)", () => {
    const due = payment({ releaseDueAt: "2026-11-24T04:15:00.000Z" });
    expect(paymentStory(due, "customer", english)[1]).toBe(
      "Released to the professional automatically on Tue 24 Nov, 10:00 am unless you report a problem.",
    );
    expect(paymentStory(due, "professional", english)[1]).toBe(
      "Released to you automatically on Tue 24 Nov, 10:00 am unless the customer reports a problem.",
    );
  });

  it("released, refunded in full or in part, each with its date", () => {
    const released = payment({ status: "released", releasedAt: "2026-11-23T06:00:00.000Z" });
    expect(paymentStory(released, "customer", english)).toEqual([
      "Paid ₨ 2,200 with eSewa on 21 Nov 2026.",
      "Released to the professional on 23 Nov 2026.",
    ]);
    const refunded = payment({
      provider: "khalti",
      status: "refunded",
      refundPaisa: 220000,
      refundedAt: "2026-11-22T06:00:00.000Z",
      commissionPaisa: 0,
      netPaisa: 0,
    });
    expect(paymentStory(refunded, "professional", english)).toEqual([
      "Paid ₨ 2,200 with Khalti on 21 Nov 2026.",
      "Refunded ₨ 2,200 on 22 Nov 2026.",
    ]);
    const part = payment({
      status: "refunded",
      refundPaisa: 50000,
      refundedAt: "2026-11-22T06:00:00.000Z",
      commissionPaisa: 17000,
      netPaisa: 153000,
    });
    expect(paymentStory(part, "customer", english)[1]).toBe(
      "Refunded ₨ 500 of ₨ 2,200 on 22 Nov 2026; the rest went to the professional.",
    );
    expect(paymentStory(part, "professional", english).slice(1)).toEqual([
      "Refunded ₨ 500 of ₨ 2,200 to the customer on 22 Nov 2026; the rest is yours.",
      "You get ₨ 1,530 after Sipalu's 10% commission.",
    ]);
  });

  it("cash: recorded and waiting for the customer, then confirmed; the commission is owed", () => {
    const cash = payment({ provider: "cash", status: "pending" });
    expect(paymentStory(cash, "professional", english)).toEqual([
      "Cash ₨ 2,200 recorded on 21 Nov 2026, waiting for the customer to confirm.",
      "Sipalu's 10% commission on this cash, ₨ 220, is taken from your next earnings.",
    ]);
    expect(paymentStory(cash, "customer", english)).toEqual([
      "The professional recorded ₨ 2,200 paid in cash on 21 Nov 2026. Confirm it if you paid it, or report a problem.",
    ]);
    const confirmed = payment({
      provider: "cash",
      status: "released",
      releasedAt: "2026-11-22T06:00:00.000Z",
    });
    expect(paymentStory(confirmed, "customer", english)).toEqual([
      "₨ 2,200 paid in cash, confirmed on 22 Nov 2026.",
    ]);
  });

  it("a problem reported, then decided with a note both sides read", () => {
    expect(paymentStory(payment({ dispute }), "professional", english).slice(1, 3)).toEqual([
      "The customer reported a problem on 23 Nov 2026: “The tap still drips.”",
      "Sipalu will decide; the money stays held until then.",
    ]);
    const decided = payment({
      status: "refunded",
      refundPaisa: 50000,
      refundedAt: "2026-11-25T06:00:00.000Z",
      dispute: {
        ...dispute,
        outcome: "partial",
        refundPaisa: 50000,
        note: "Half the work was left.",
        resolvedAt: "2026-11-25T06:00:00.000Z",
      },
    });
    expect(paymentStory(decided, "customer", english).slice(2)).toEqual([
      "Sipalu decided on 25 Nov 2026: ₨ 500 back to the customer, the rest to the professional.",
      "Sipalu's note: Half the work was left.",
    ]);
  });

  it("in Nepali: the Bikram Sambat date, Devanagari digits and the gateway's Nepali name", () => {
    expect(paymentStory(base, "professional", nepali)).toEqual([
      "५ मंसिर २०८३ मा इसेवा बाट ₨ २,२०० तिरियो, काम नसकिउन्जेल सिपालुसँग सुरक्षित छ।",
      "सिपालुको १०% कमिसनपछि तपाईंले ₨ १,९८० पाउनुहुन्छ।",
    ]);
  });
});

describe("which payment stands for the job", () => {
  it("the one that settles it, not a cancelled try; a refund when nothing settles it; none when unpaid", () => {
    const cancelled = payment({ id: "a", status: "cancelled" });
    const held = payment({ id: "b" });
    expect(standingPayment([cancelled, held])?.id).toBe("b");
    const refunded = payment({ id: "c", status: "refunded" });
    expect(standingPayment([refunded, held])?.id).toBe("b");
    expect(standingPayment([cancelled, refunded])?.id).toBe("c");
    expect(standingPayment([cancelled, payment({ id: "d", status: "pending" })])).toBeUndefined();
    expect(standingPayment([payment({ id: "e", provider: "cash", status: "pending" })])?.id).toBe("e");
  });
});

describe("who sees what of the money in the job dialog", () => {
  const customer = { id: "c", role: "customer" };
  const hiredPro = { id: "p", role: "professional" };
  const otherPro = { id: "o", role: "professional" };
  const job = (status: string, hiredProfessionalId: string | null = "p") => ({
    status,
    customerId: "c",
    hiredProfessionalId,
  });

  it("both sides of a hired job see its payment, others nothing", () => {
    for (const status of ["accepted", "in-progress", "completed", "cancelled"]) {
      expect(paymentPanelFor(job(status), customer)).toBe("customer");
      expect(paymentPanelFor(job(status), hiredPro)).toBe("professional");
      expect(paymentPanelFor(job(status), otherPro)).toBeNull();
    }
    expect(paymentPanelFor(job("cancelled", null), customer)).toBeNull();
  });

  it("a professional deciding on an open job or a hire offered to them sees the commission", () => {
    expect(paymentPanelFor(job("open", null), otherPro)).toBe("commission");
    expect(paymentPanelFor(job("offered"), hiredPro)).toBe("commission");
    expect(paymentPanelFor(job("offered"), otherPro)).toBeNull();
    expect(paymentPanelFor(job("open", null), customer)).toBeNull();
    // A professional's own posted job: they are its customer.
    expect(paymentPanelFor(job("open", null), { id: "c", role: "professional" })).toBeNull();
  });
});

describe("what each side may do", () => {
  const hired = { status: "accepted", finalPrice: "2200.00", completedAt: null };
  const done = { status: "completed", finalPrice: "2200.00", completedAt: "2026-11-21T04:15:00.000Z" };
  const at = (iso: string) => Date.parse(iso);

  it("unpaid: the customer pays, the professional may record cash; not without an agreed price", () => {
    expect(paymentActions(undefined, "customer", hired)).toMatchObject({ pay: true, recordCash: false });
    expect(paymentActions(undefined, "professional", hired)).toMatchObject({ pay: false, recordCash: true });
    const noPrice = { ...hired, finalPrice: null };
    expect(paymentActions(undefined, "customer", noPrice)).toMatchObject({ pay: false });
    const cancelled = { ...hired, status: "cancelled" };
    expect(paymentActions(undefined, "professional", cancelled)).toMatchObject({ recordCash: false });
  });

  it("held: confirm once the job is completed; report a problem until 72 hours after completion", () => {
    expect(paymentActions(base, "customer", hired)).toMatchObject({ release: false, report: true });
    expect(paymentActions(base, "customer", done, at("2026-11-24T04:00:00Z"))).toMatchObject({
      release: true,
      report: true,
    });
    expect(paymentActions(base, "customer", done, at("2026-11-24T04:30:00Z"))).toMatchObject({
      release: true,
      report: false,
    });
    expect(paymentActions(base, "professional", done, at("2026-11-22T00:00:00Z"))).toMatchObject({
      release: false,
      report: false,
    });
  });

  it("cash waiting: the customer confirms or reports; nothing once a problem is reported", () => {
    const cash = payment({ provider: "cash", status: "pending" });
    expect(paymentActions(cash, "customer", hired)).toMatchObject({ confirmCash: true, report: true });
    const disputed = { ...cash, dispute };
    expect(paymentActions(disputed, "customer", hired)).toMatchObject({ confirmCash: false, report: false });
  });
});

describe("back from the gateway", () => {
  it("says whether the job is paid now", () => {
    expect(returnNotice(base, english)).toEqual({
      paid: true,
      text: "Payment received: ₨ 2,200 is held by Sipalu until the work is done.",
    });
    expect(returnNotice(payment({ provider: "khalti", status: "cancelled" }), english)).toEqual({
      paid: false,
      text: "Payment cancelled at Khalti: nothing was paid.",
    });
  });
});
