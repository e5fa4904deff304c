import type { ErrorCode } from "../../domain/errors";

/** Words about a whole part of the request, not one field ("body: Unrecognized key ..."). */
const WHOLE_PARTS = new Set(["body", "querystring", "params", "headers"]);

/**
 * The body of a refusal whose words name the field at fault ("amount: Amount must be more than 0"):
 * `{ code, field: "amount", message }`, for tables of wrong inputs and their words; a refusal of
 * input (`request.invalid`) also carries the words after the field as `params.problem`.
 */
export function fieldRefusal(message: string, code: ErrorCode = "request.invalid") {
  const where = message.slice(0, message.indexOf(": "));
  return {
    code,
    ...(WHOLE_PARTS.has(where) ? {} : { field: where }),
    message,
    ...(code === "request.invalid" ? { params: { problem: message.slice(where.length + 2) } } : {}),
  };
}
