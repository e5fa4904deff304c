import type { ErrorCode } from "../../domain/errors";

/** Words about a whole part of the request, not one field ("body: Unrecognized key ..."). */
const WHOLE_PARTS = new Set(["body", "querystring", "params", "headers"]);

/**
 * The body of a refusal whose words name the field at fault ("amount: Amount must be more than 0"):
 * `{ code, field: "amount", message }`, for tables of wrong inputs and their words.
 */
export function fieldRefusal(message: string, code: ErrorCode = "request.invalid") {
  const field = message.slice(0, message.indexOf(": "));
  return WHOLE_PARTS.has(field) ? { code, message } : { code, field, message };
}
