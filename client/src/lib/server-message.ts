import { QUANTITY_CAP_MESSAGE, TOO_MANY_OPEN_ORDERS } from "@domain/shop-api-rules";
import { serverMessage } from "./api";
import { i18n } from "./i18n";

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
  return i18n.language === "ne" ? undefined : message;
}
