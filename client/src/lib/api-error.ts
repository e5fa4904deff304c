import type { ErrorCode } from "@domain/errors";

type Values = Record<string, string | number>;

/**
 * A non-ok answer from the API (SPEC §8: any one raises an error). The server's refusals carry a
 * stable `code` (domain/errors.ts) to branch and translate on, and their `message` for people; an
 * answer without one (a proxy's page, a bare status) has no code and "status: text" as its message.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    message: string,
    /** The field at fault, when one is. */
    readonly field: string | undefined = undefined,
    /** The values its words carry ({ left: 2 }). */
    readonly params: Values = {},
    /** Seconds to wait before trying again (Retry-After), when the server said. */
    readonly retryAfter: number | undefined = undefined,
  ) {
    super(message);
  }
}

type Body = { code?: unknown; message?: unknown; field?: unknown; params?: unknown };

/** The error of a non-ok answer: its status, its body's text and its Retry-After header. */
export function toApiError(
  status: number,
  statusText: string,
  text: string,
  retryAfter: string | null,
): ApiError {
  const wait = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  let body: Body = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Body;
  } catch {
    // Not JSON (a proxy's page, a plain status text): no code.
  }
  if (typeof body.code !== "string" || typeof body.message !== "string") {
    return new ApiError(status, undefined, `${status}: ${text || statusText}`, undefined, {}, wait);
  }
  const params = body.params && typeof body.params === "object" ? (body.params as Values) : {};
  const field = typeof body.field === "string" ? body.field : undefined;
  return new ApiError(status, body.code as ErrorCode, body.message, field, params, wait);
}

/** The HTTP status of an error the API answered, if it is one. */
export const errorStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** The code of a refusal the API answered, if it is one. */
export const errorCode = (error: unknown): ErrorCode | undefined =>
  error instanceof ApiError ? error.code : undefined;

/** The field a refusal the API answered is about, if it names one. */
export const errorField = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.field : undefined;
