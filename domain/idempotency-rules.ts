// Idempotency-Key names without zod, so the API client can use them without downloading it
// (domain/idempotency.ts re-exports them next to its schema).

/** The request header naming one submit, so a retry of it is answered without writing twice. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Set on a response that is the stored answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
/** The refusal of a key that is not 1 to 255 printable ASCII characters. */
export const IDEMPOTENCY_KEY_INVALID = `${IDEMPOTENCY_KEY_HEADER}: must be 1 to 255 printable ASCII characters, such as a UUID`;
