import { createHash, timingSafeEqual } from "node:crypto";
import type { z } from "zod";

/** Khalti's answers to bad requests, as its docs show them ("Generic Errors", "Error Responses"). */

/** Why a request's Authorization is refused (Khalti's 401 bodies), or null when it carries the key. */
export function keyRefusal(
  header: string | undefined,
  key: string,
): { detail: string; status_code: 401 } | null {
  const match = /^key\s+(\S+)$/i.exec(header?.trim() ?? "");
  if (!match) return { detail: "Authentication credentials were not provided.", status_code: 401 };
  // Hashed first, so the comparison takes as long whatever the lengths.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(match[1] ?? ""), digest(key))
    ? null
    : { detail: "Invalid token.", status_code: 401 };
}

export const khaltiApiError = (detail: string) => ({ detail, error_key: "validation_error" });

/** `{ "<field>": ["<message>"], "error_key": "validation_error" }`. */
export function validationErrors(error: z.ZodError, body: unknown): Record<string, string[] | string> {
  const given = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "non_field_errors");
    const missing = issue.path.length > 0 && given[name] === undefined;
    const message = missing ? "This field is required." : issue.message;
    fields[name] = [...(fields[name] ?? []), message];
  }
  return { ...fields, error_key: "validation_error" };
}
