import { priceCapFor } from "@domain/jobs/price-caps";
import { formatNpr } from "@domain/money";
import { ApiError } from "./api-error";
import { currentLanguage, i18n } from "./i18n";

/** The values of a refusal's words as the client says them: a cap as money, a category by name, a wait in minutes. */
function valuesOf({ params, retryAfter }: ApiError): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  if (typeof params.category === "string") {
    values.limit = formatNpr(priceCapFor(params.category), currentLanguage());
    const label = `categories.${params.category}`;
    values.category = i18n.exists(label) ? i18n.t(label as "categories.Plumbing") : params.category;
  }
  if (retryAfter !== undefined) values.count = Math.max(1, Math.ceil(retryAfter / 60));
  return values;
}

/**
 * The words for an error the API answered, in the active language, by its code: the `errors`
 * strings of the locales (with the refusal's values). A code without them: the server's own words
 * in English; in Nepali undefined, so the caller's own Nepali fallback ("… could not be saved")
 * shows rather than English. Anything that is not a refusal with a code: undefined.
 */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  const key = `errors.${error.code}`;
  const values = valuesOf(error);
  if (i18n.exists(key, values)) return i18n.t(key as "errors.auth.suspended", values);
  return i18n.language === "ne" ? undefined : error.message;
}

/**
 * The words for a refusal shown next to its field, which names it already: a refusal of input gives
 * the words after the field (`params.problem`, in English; undefined in Nepali), any other refusal
 * its errorText.
 */
export function fieldErrorText(error: unknown): string | undefined {
  if (
    error instanceof ApiError &&
    error.code === "request.invalid" &&
    typeof error.params.problem === "string"
  ) {
    return i18n.language === "ne" ? undefined : error.params.problem;
  }
  return errorText(error);
}
