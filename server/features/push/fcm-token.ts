import { sign } from "node:crypto";
import type { FcmAccount } from "./fcm-account";

export const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** The assertion's life: the hour Google allows at most. */
const ASSERTION_SECONDS = 60 * 60;
/** A token is exchanged anew this long before it expires, so no message goes with one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 10_000;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The service account's RS256-signed assertion (OAuth 2.0 for server-to-server applications). */
export function fcmAssertion(account: FcmAccount, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const unsigned = `${base64url({ alg: "RS256", typ: "JWT" })}.${base64url({
    iss: account.clientEmail,
    scope: FCM_SCOPE,
    aud: account.tokenUri,
    iat,
    exp: iat + ASSERTION_SECONDS,
  })}`;
  return `${unsigned}.${sign("sha256", Buffer.from(unsigned), account.privateKey).toString("base64url")}`;
}

export type FcmAccessTokens = {
  /** An access token good for a while yet: the one held, or one exchanged now (once for all who ask). */
  get: (now: Date) => Promise<string>;
  /** FCM refused this token (401): the next message exchanges a new one. */
  forget: (token: string) => void;
};

/**
 * The account's access tokens, each exchanged at its token_uri for a signed assertion and kept until
 * shortly before it expires: one exchange an hour, not one per message.
 */
export function fcmAccessTokens(account: FcmAccount, fetcher: typeof fetch = fetch): FcmAccessTokens {
  type Held = { token: string; expiresAt: number };
  let current: Held | undefined;
  let pending: Promise<Held> | undefined;
  const exchange = async (now: Date): Promise<Held> => {
    const response = await fetcher(account.tokenUri, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: JWT_BEARER, assertion: fcmAssertion(account, now) }).toString(),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (!response.ok || typeof answer.access_token !== "string" || typeof answer.expires_in !== "number")
      throw new Error(`FCM token exchange failed: HTTP ${response.status}`);
    return { token: answer.access_token, expiresAt: now.getTime() + answer.expires_in * 1000 };
  };
  return {
    get: async (now) => {
      if (current && current.expiresAt - RENEW_BEFORE_MS > now.getTime()) return current.token;
      // Whoever finds no good token starts the exchange; everyone asking meanwhile waits on it.
      pending ??= exchange(now).then(
        (fresh) => {
          current = fresh;
          pending = undefined;
          return fresh;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return (await pending).token;
    },
    forget: (token) => {
      if (current?.token === token) current = undefined;
    },
  };
}
