import type { LightMyRequestResponse } from "fastify";
import type { Person, World } from "./fixtures";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Keys that only ever belong to the server: password hashes, session rows, where files are kept. */
const PRIVATE_KEYS = new Set(["password", "passwordHash", "sid", "sess", "storageKey"]);

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

export type Viewing = {
  /** Who asked (null: nobody signed in). */
  viewer: Person | null;
  /** What the request carried: an email the caller sent (signing in) is theirs to see back. */
  sent: string;
  /** Administration routes show users' emails to admins. */
  adminRoute: boolean;
};

/** What a response shows that its viewer must never see; empty when nothing. */
export function leaksIn(w: World, response: LightMyRequestResponse, viewing: Viewing): string[] {
  const type = String(response.headers["content-type"] ?? "");
  const body = response.body as string | undefined;
  // Photos, documents and event streams (read as streams, so without a body) are not text to search.
  if (body === undefined || (!type.includes("json") && !type.startsWith("text/"))) return [];
  const found: string[] = [];
  // A response that signs someone in (a session cookie set) shows that account to its new owner.
  const signsIn = response.cookies.some((cookie) => cookie.name === "sipalu.sid" && cookie.value);
  const account =
    signsIn && type.includes("json") ? (JSON.parse(body) as { id?: string; email?: string }) : {};
  if (body.includes("scrypt$")) found.push("a password hash");
  if (type.includes("json")) {
    for (const key of keysOf(JSON.parse(body))) if (PRIVATE_KEYS.has(key)) found.push(`the key "${key}"`);
  }
  if (!viewing.adminRoute) {
    const allowed = new Set([
      viewing.viewer?.user.email,
      account.email,
      ...(viewing.sent.match(EMAIL) ?? []),
    ]);
    for (const email of body.match(EMAIL) ?? []) if (!allowed.has(email)) found.push(`the email ${email}`);
  }
  const people = [w.customer, w.professional, w.admin, w.otherCustomer, w.otherProfessional];
  for (const person of people) {
    if (person === viewing.viewer || person.user.id === account.id) continue;
    if (body.includes(person.phone) || body.includes(person.phone.slice(4)))
      found.push(`the phone of ${person.user.email}`);
  }
  for (const secret of w.secrets) {
    if (secret.shownToAdmins && viewing.viewer?.role === "admin") continue;
    if (body.includes(secret.text)) found.push(`the private text "${secret.text}"`);
  }
  return found;
}
