import { z } from "zod";
import { Decimal, JobProfessional, MAX_AMOUNT, Timestamp } from "../jobs/schemas";
import { filledText } from "../text";
import {
  CHANGE_REASON_MAX_LENGTH,
  CHANGE_STATUSES,
  LINE_DESCRIPTION_MAX_LENGTH,
  LINE_KINDS,
  MAX_QUOTE_LINES,
  MAX_QUOTE_VALID_DAYS,
  QUOTE_MESSAGE_MAX_LENGTH,
  QUOTE_STATUSES,
} from "./rules";

export * from "./rules";

/** One line as sent: labour or materials, what it is, and its amount in NPR (paisa allowed). */
export const QuoteLineBody = z.object({
  kind: z.enum(LINE_KINDS, { error: "Choose labour or materials" }),
  description: filledText("Description", LINE_DESCRIPTION_MAX_LENGTH),
  amount: z
    .number({ error: "Amount must be a number" })
    .positive("Amount must be more than 0")
    .max(MAX_AMOUNT, "Amount is too large")
    .multipleOf(0.01, "Amount can have at most 2 decimal places"),
});
export type QuoteLineBody = z.input<typeof QuoteLineBody>;

const lines = z
  .array(QuoteLineBody, { error: "Lines must be a list" })
  .min(1, "Add at least one line")
  .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines`);

/** A line as stored and returned: the amount as money ("1500.00"). */
export const QuoteLine = z.object({ kind: z.enum(LINE_KINDS), description: z.string(), amount: Decimal });
export type QuoteLine = z.infer<typeof QuoteLine>;

/** POST /api/jobs/:id/quotes: the lines (the server adds them up), a message, how many days it holds. */
export const CreateQuoteBody = z.object({
  lines,
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .max(QUOTE_MESSAGE_MAX_LENGTH, `Message must be at most ${QUOTE_MESSAGE_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || null),
  validDays: z
    .number({ error: "Valid days must be a number" })
    .int("Valid days must be a whole number")
    .min(1, "Valid days must be at least 1")
    .max(MAX_QUOTE_VALID_DAYS, `Valid days must be at most ${MAX_QUOTE_VALID_DAYS}`)
    .optional(),
});
export type CreateQuoteBody = z.input<typeof CreateQuoteBody>;

export const QuoteStatus = z.enum(QUOTE_STATUSES);

/** A professional's quote on an hourly or contact job, with who sent it. */
export const Quote = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  professionalId: z.uuid(),
  lines: z.array(QuoteLine),
  total: Decimal,
  message: z.string().nullable(),
  /** Null: holds until the job is hired. */
  validUntil: Timestamp.nullable(),
  status: QuoteStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  professional: JobProfessional,
});
export type Quote = z.infer<typeof Quote>;

/** POST /api/jobs/:id/changes: an extra on a job in progress, and why. */
export const CreateChangeBody = z.object({ lines, reason: filledText("Reason", CHANGE_REASON_MAX_LENGTH) });
export type CreateChangeBody = z.input<typeof CreateChangeBody>;

/** An extra asked for after the start; once approved, the price before and after it. */
export const ChangeRequest = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  professionalId: z.uuid(),
  lines: z.array(QuoteLine),
  total: Decimal,
  reason: z.string(),
  status: z.enum(CHANGE_STATUSES),
  priceBefore: Decimal.nullable(),
  priceAfter: Decimal.nullable(),
  answeredAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type ChangeRequest = z.infer<typeof ChangeRequest>;
