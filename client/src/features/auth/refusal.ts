import { errorCode, errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";

/** Why the server refused a sign-in or sign-up: the box at fault (if one is) and the words to show. */
export type Refusal = { field?: "email" | "password" | "firstName" | "lastName"; text?: string };

const FIELDS = new Set<Refusal["field"]>(["email", "password", "firstName", "lastName"]);

/** The refusal of `error`: under its box when it names one (a taken email is the email's), else for the form. */
export function refusalOf(error: unknown): Refusal {
  const field = errorCode(error) === "auth.email_taken" ? "email" : errorField(error);
  if (FIELDS.has(field as Refusal["field"])) {
    return { field: field as Refusal["field"], text: errorText(error) };
  }
  return { text: errorText(error) };
}
