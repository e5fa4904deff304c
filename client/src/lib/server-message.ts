import { PRICE_CAP_MESSAGE } from "@domain/jobs-price-caps";
import { formatNpr } from "@domain/money";
import { QUANTITY_CAP_MESSAGE, TOO_MANY_OPEN_ORDERS } from "@domain/shop-api-rules";
import { serverMessage } from "./api";
import { currentLanguage, i18n } from "./i18n";

/** Server messages people meet often, by the key of their translation. */
const TRANSLATED = {
  "Invalid email or password": "serverMessages.invalidLogin",
  "Your account has been suspended. Please contact Sipalu support.": "serverMessages.suspended",
  "An account with this email already exists": "serverMessages.emailTaken",
  "You are not logged in": "serverMessages.notLoggedIn",
  "This job is no longer accepting bids": "jobDialog.notAccepting",
  "You have already submitted a bid for this job.": "bids.alreadyDescription",
  "This request has already been taken": "serverMessages.requestTaken",
  "This bid is no longer pending": "serverMessages.bidNotPending",
  [TOO_MANY_OPEN_ORDERS]: "serverMessages.tooManyOpenOrders",
  [QUANTITY_CAP_MESSAGE]: "serverMessages.quantityCap",
} as const;

/**
 * The server's `{ message }` for a toast or an error line, in the active language. The server
 * speaks English: in Nepali a message without a translation gives undefined, so the caller's own
 * Nepali fallback ("… could not be saved") shows rather than English.
 */
export function localizedServerMessage(error: unknown): string | undefined {
  const message = serverMessage(error);
  if (!message) return undefined;
  const key = TRANSLATED[message as keyof typeof TRANSLATED];
  if (key) return i18n.t(key);
  const cap = PRICE_CAP_MESSAGE.exec(message);
  if (cap) return priceCapMessage(cap[2] ?? "", cap[3] ?? "");
  return i18n.language === "ne" ? undefined : message;
}

/** "The price can be at most ₨ 2,00,000 for Plumbing.", from the server's refusal of a price above its category's cap. */
function priceCapMessage(limit: string, category: string): string {
  const label = `categories.${category}`;
  return i18n.t("priceCap.over", {
    limit: formatNpr(Number(limit.replaceAll(",", "")), currentLanguage()),
    category: i18n.exists(label) ? i18n.t(label as "categories.Plumbing") : category,
  });
}
