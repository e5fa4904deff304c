import { z } from "zod";

/** The request header naming one submit, so a retry of it is answered without writing twice. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Set on a response that is the stored answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

/** 1 to 255 printable ASCII characters (a UUID from the client). */
export const IdempotencyKey = z
  .string()
  .regex(
    /^[\x20-\x7e]{1,255}$/,
    `${IDEMPOTENCY_KEY_HEADER}: must be 1 to 255 printable ASCII characters, such as a UUID`,
  );
