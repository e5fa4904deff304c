import { createHmac, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "sipalu.sid";

/** A fresh random token for the cookie; only its keyed hash is stored, so a leaked table opens no session. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sessionIdFor(token: string, secret: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}
