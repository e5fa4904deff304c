import {
  type ErrorCode,
  type ErrorParams,
  type ErrorResponse,
  errorField,
  errorMessage,
  errorStatus,
} from "../domain/errors";

type Values = Record<string, string | number>;

/**
 * The one error type services throw: a code of domain/errors.ts with its words. The error handler
 * answers its status with `{ code, message }` (and `field`, `params` when it has them).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { field?: string; params?: Values; status?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = details.status ?? errorStatus(code);
  }

  /** The response body. */
  body(): ErrorResponse {
    const { field, params } = this.details;
    return {
      code: this.code,
      message: this.message,
      ...(field === undefined ? {} : { field }),
      ...(params === undefined ? {} : { params }),
    };
  }
}

/** The codes whose words carry no values. */
export type FixedErrorCode = { [C in ErrorCode]: ErrorParams<C> extends undefined ? C : never }[ErrorCode];

/**
 * The refusal of a code, in the catalogue's words: `appError("bid.already_exists")`,
 * `appError("cart.only_left", { left: 2 })`. A `field` among the values is the field at fault.
 */
export function appError<C extends ErrorCode>(
  code: C,
  ...[params]: ErrorParams<C> extends undefined ? [] : [ErrorParams<C>]
): AppError {
  const { field, ...rest } = (params ?? {}) as Values;
  return new AppError(code, errorMessage(code, params as ErrorParams<C>), {
    field: errorField(code) ?? (field === undefined ? undefined : String(field)),
    params: Object.keys(rest).length > 0 ? rest : undefined,
  });
}

/** Where a problem lies when it is not one field: the whole body, query string, path or headers. */
const WHOLE_PARTS = new Set(["body", "querystring", "params", "headers", "request"]);

/**
 * "email: Enter a valid email address": input a schema refuses (or a service finds wrong), named by
 * where it lies. `field` repeats the field (a whole part, "body: ...", names none) and
 * `params.problem` the words after it, for the client to show next to the field.
 */
export function invalid(where: string, problem: string): AppError {
  return new AppError("request.invalid", `${where}: ${problem}`, {
    ...(WHOLE_PARTS.has(where) ? {} : { field: where }),
    params: { problem },
  });
}

/** PostgreSQL's exclusion_violation (an EXCLUDE constraint: two rows that may not overlap did), for a lost race. */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === "23P01" && pgError.constraint === constraint;
}

/** PostgreSQL's unique_violation, for turning a lost race on a unique index into a 409. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === "23505" && (!constraint || pgError.constraint === constraint);
}
