import { MIN_PAYOUT_PAISA, PAYOUT_DESTINATION_MAX_LENGTH, type PayoutMethod } from "@domain/payments/rules";
import type { CreatePayoutBody } from "@domain/payments/schemas";
import { normalizeNepaliMobile } from "@domain/phone-rules";
import { typedRupeesToPaisa } from "@/lib/typed-rupees";

/** The payout form as typed: an amount in rupees, where to, and the wallet's number or the account. */
export type PayoutForm = { amount: string; method: PayoutMethod; destination: string };

export type PayoutProblem =
  | "amountRequired"
  | "amountInvalid"
  | "belowMinimum"
  | "overBalance"
  | "destinationRequired"
  | "destinationTooLong"
  | "mobileInvalid";

export type PayoutErrors = { amount?: PayoutProblem; destination?: PayoutProblem };

/**
 * The request the form makes, or what is wrong with each field: the amount at least ₨ 100 and
 * at most what is available, a wallet's Nepali mobile number (sent as +977…), a bank account as typed.
 */
export function checkPayout(
  form: PayoutForm,
  availablePaisa: number,
): { body: CreatePayoutBody; errors?: undefined } | { body?: undefined; errors: PayoutErrors } {
  const errors: PayoutErrors = {};
  const amountPaisa = typedRupeesToPaisa(form.amount);
  if (!form.amount.trim()) errors.amount = "amountRequired";
  else if (amountPaisa === null || amountPaisa === 0) errors.amount = "amountInvalid";
  else if (amountPaisa < MIN_PAYOUT_PAISA) errors.amount = "belowMinimum";
  else if (amountPaisa > availablePaisa) errors.amount = "overBalance";

  let destination = form.destination.trim();
  if (!destination) errors.destination = "destinationRequired";
  else if (destination.length > PAYOUT_DESTINATION_MAX_LENGTH) errors.destination = "destinationTooLong";
  else if (form.method !== "bank") {
    const mobile = normalizeNepaliMobile(destination);
    if (mobile) destination = mobile;
    else errors.destination = "mobileInvalid";
  }

  if (errors.amount || errors.destination || amountPaisa === null) return { errors };
  return { body: { amountPaisa, method: form.method, destination } };
}
