import { z } from "zod";
import { IDEMPOTENCY_KEY_INVALID } from "./idempotency-rules";

export * from "./idempotency-rules";

/** 1 to 255 printable ASCII characters (a UUID from the client). */
export const IdempotencyKey = z.string().regex(/^[\x20-\x7e]{1,255}$/, IDEMPOTENCY_KEY_INVALID);
