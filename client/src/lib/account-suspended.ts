import { errorCode } from "./api-error";

// An admin suspended the signed-in account. The app learns it from the live stream (the
// `account.suspended` event, or the stream's end with the reason "suspended") or from any API call
// (403 `auth.suspended`), and signs out the same way whichever comes first.

/** The login page, told to say why the user was signed out. */
export const SUSPENDED_LOGIN = "/login?reason=suspended";

/** Whether an API error says the account is suspended. */
export const isSuspendedError = (error: unknown) => errorCode(error) === "auth.suspended";

/**
 * Signs the suspended user out: a full load of the login page, which says why, so that every cached
 * query, open request and the live stream go with the old page. The server ends the session (and
 * clears its cookie) at the session's next request. Never from that page itself (no reload loop);
 * a second call before the page unloads only names the same page again.
 */
export function signOutSuspended(): void {
  if (`${window.location.pathname}${window.location.search}` === SUSPENDED_LOGIN) return;
  window.location.assign(SUSPENDED_LOGIN);
}
