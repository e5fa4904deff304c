import type { LiveEvent } from "../../../domain/events/schemas";

/** The languages a push is written in: the one the device chose when it subscribed. */
export type PushLanguage = "en" | "ne";

type Words = { title: string; body: string };
type Pair = readonly [en: string, ne: string];

const pick = (pair: Pair, language: PushLanguage) => (language === "ne" ? pair[1] : pair[0]);

const BOOKING: Record<string, Pair> = {
  requested: ["New booking request", "नयाँ बुकिङ अनुरोध"],
  proposed: ["Another time proposed", "अर्को समय प्रस्ताव गरियो"],
  accepted: ["Booking confirmed", "बुकिङ पक्का भयो"],
  declined: ["Booking declined", "बुकिङ अस्वीकार भयो"],
  expired: ["Booking request expired", "बुकिङ अनुरोधको समय सकियो"],
  cancelled: ["Booking cancelled", "बुकिङ रद्द भयो"],
  reschedule_requested: ["Asked to move a booking", "बुकिङ सार्न अनुरोध"],
  rescheduled: ["Booking moved", "बुकिङ सारियो"],
  reschedule_declined: ["New time declined", "नयाँ समय अस्वीकार भयो"],
  reschedule_expired: ["Request to move expired", "सार्ने अनुरोधको समय सकियो"],
};

const PAYMENT: Record<string, Pair> = {
  held: ["Payment received and held", "भुक्तानी प्राप्त भयो र राखियो"],
  released: ["Payment released", "भुक्तानी जारी भयो"],
  refunded: ["Payment refunded", "भुक्तानी फिर्ता भयो"],
  opened: ["A problem was reported", "समस्या रिपोर्ट गरियो"],
  resolved: ["Dispute decided", "विवादको निर्णय भयो"],
};

const BID: Record<string, Pair> = {
  accepted: ["Your bid was accepted", "तपाईंको बोलपत्र स्वीकार भयो"],
  rejected: ["Your bid was not chosen", "तपाईंको बोलपत्र छानिएन"],
  withdrawn: ["A bid was withdrawn", "एउटा बोलपत्र फिर्ता लिइयो"],
};

function pair(event: LiveEvent): { title: Pair; body: string } {
  switch (event.type) {
    case "bid.created":
      return { title: ["New bid", "नयाँ बोलपत्र"], body: `${event.professionalName} · ${event.jobTitle}` };
    case "bid.updated":
      return { title: BID[event.status] ?? ["Bid update", "बोलपत्र अद्यावधिक"], body: event.jobTitle };
    case "job.status":
      return { title: ["Job update", "कामको अद्यावधिक"], body: event.jobTitle };
    case "job.edited":
      return {
        title: ["A job you bid on changed", "तपाईंले बोलपत्र हालेको काम परिवर्तन भयो"],
        body: event.jobTitle,
      };
    case "message.created":
      return {
        title: [`New message from ${event.senderName}`, `${event.senderName} बाट नयाँ सन्देश`],
        body: "",
      };
    case "instant.request":
      return {
        title: ["Instant help request nearby", "नजिकै तत्काल सहायताको अनुरोध"],
        body: `${event.title} · ${event.location}`,
      };
    case "instant.closed":
      return { title: ["Instant request closed", "तत्काल अनुरोध बन्द भयो"], body: "" };
    case "verification.reviewed":
      return {
        title:
          event.status === "approved"
            ? ["Verification approved", "प्रमाणीकरण स्वीकृत भयो"]
            : ["Verification not approved", "प्रमाणीकरण स्वीकृत भएन"],
        body: event.adminNotes ?? "",
      };
    case "verification.revoked":
      return { title: ["Verification withdrawn", "प्रमाणीकरण फिर्ता लिइयो"], body: event.reason };
    case "booking.updated":
      return {
        title: BOOKING[event.change ?? event.status] ?? ["Booking update", "बुकिङ अद्यावधिक"],
        body: event.jobTitle,
      };
    case "booking.reminder":
      return { title: ["Booking reminder", "बुकिङ सम्झना"], body: event.jobTitle };
    case "quote.updated":
      return { title: ["Quote update", "कोटेसन अद्यावधिक"], body: event.jobTitle };
    case "change.updated":
      return { title: ["Price change request", "मूल्य परिवर्तन अनुरोध"], body: event.jobTitle };
    case "payment.updated":
      return {
        title: PAYMENT[event.dispute ?? event.status] ?? ["Payment update", "भुक्तानी अद्यावधिक"],
        body: event.jobTitle,
      };
    case "account.suspended":
      return { title: ["Account suspended", "खाता निलम्बित"], body: "" };
  }
}

/** A push's title and text, in the device's language (people's own words stay as written). */
export function pushWords(event: LiveEvent, language: PushLanguage): Words {
  const { title, body } = pair(event);
  return { title: pick(title, language), body };
}
