import type { LightMyRequestResponse } from "fastify";
import type { ZodType } from "zod";
import { isErrorCode } from "../../domain/errors";

// What Fastify's parsers and a route's zod schemas refuse, judged here the way the server judges it,
// so that the fuzzer knows which of its requests must be answered with a 4xx.

/** A `__proto__` key, or a `constructor` holding a `prototype`, anywhere in the value (as Fastify's parser checks). */
function hasPrototypeKey(value: unknown): boolean {
  // A stack rather than recursion: bodies nest 100,000 deep.
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item || typeof item !== "object") continue;
    if (Object.hasOwn(item, "__proto__")) return true;
    const ctor: unknown = Object.hasOwn(item, "constructor")
      ? (item as { constructor: unknown }).constructor
      : null;
    if (ctor && typeof ctor === "object" && Object.hasOwn(ctor, "prototype")) return true;
    for (const child of Object.values(item)) stack.push(child);
  }
  return false;
}

/** Whether Fastify refuses the JSON text (unparseable, or with a prototype key) or the schema does. */
export function bodyIsRefused(schema: ZodType | undefined, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (hasPrototypeKey(value)) return true;
  return schema ? !schema.safeParse(value).success : false;
}

/** A query string as Fastify reads it: repeated keys become arrays, bad escapes stay as they are. */
function parseQuery(text: string): Record<string, string | string[]> {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replaceAll("+", " "));
    } catch {
      return part;
    }
  };
  const query: Record<string, string | string[]> = Object.create(null);
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? "" : decode(pair.slice(at + 1));
    const before = query[key];
    query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

export const queryIsRefused = (schema: ZodType, text: string) => !schema.safeParse(parseQuery(text)).success;

/** Whether a (percent-encoded) path segment is refused where the schema wants a param. */
export function paramIsRefused(schema: ZodType, name: string, segment: string): boolean {
  try {
    return segment === "" || !schema.safeParse({ [name]: decodeURIComponent(segment) }).success;
  } catch {
    return true;
  }
}

/**
 * What is wrong with the body of an error answer, or null: every one is JSON `{ code, message }`
 * with a code of domain/errors.ts (the contract the client branches on) and words for people.
 */
export function refusalBodyProblem(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (!String(response.headers["content-type"]).startsWith("application/json")) {
    return `answered ${status} without JSON: ${response.body.slice(0, 200)}`;
  }
  const { code, message } = response.json() as { code?: unknown; message?: unknown };
  if (!isErrorCode(code)) return `answered ${status} without a known code: ${response.body.slice(0, 200)}`;
  if (typeof message !== "string" || message.trim() === "") return `answered ${status} without a message`;
  return null;
}
