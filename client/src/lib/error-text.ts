import { priceCapFor } from "@domain/jobs/price-caps";
import { formatNpr, formatPaisa } from "@domain/money";
import { ApiError } from "./api-error";
import { currentLanguage, i18n } from "./i18n";

/** The values of a refusal's words as the client says them: a cap as money, a category by name, a wait in minutes, tries left. */
function valuesOf({ params, retryAfter }: ApiError): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  if (typeof params.category === "string") {
    values.limit = formatNpr(priceCapFor(params.category), currentLanguage());
    const label = `categories.${params.category}`;
    values.category = i18n.exists(label) ? i18n.t(label as "categories.Plumbing") : params.category;
  }
  // Money the refusal names goes through the formatter, as every amount on screen does.
  if (typeof params.minimumPaisa === "number")
    values.minimum = formatPaisa(params.minimumPaisa, currentLanguage());
  if (retryAfter !== undefined) values.count = Math.max(1, Math.ceil(retryAfter / 60));
  // Tries left of a code: the plural picks "1 try" or "3 tries".
  if (typeof params.left === "number") values.count = params.left;
  return values;
}

/** `{{zero}}` of the rules that name the least amount: "₨ 0", "₨ ०". */
export const zeroAmount = () => ({ zero: formatNpr(0, currentLanguage()) });

/**
 * A refusal of input ("amount: Amount must be more than 0"): in English the words after the field
 * (`params.problem`), which the form shows next to the field, so never "amount: "; in Nepali the
 * field's rule (the invalidField strings, by field), or that something entered was not accepted.
 */
function invalidInputText({ field, params, message }: ApiError): string {
  if (i18n.language !== "ne") return typeof params.problem === "string" ? params.problem : message;
  // Only Nepali reads these (English shows the server's own words), and Nepali arrives whole with its
  // locale file: the key is put together so that the build does not bundle the English ones here.
  const key = ["invalidField", field].join(".");
  return field && i18n.exists(key) ? i18n.t(key as never, zeroAmount()) : i18n.t("errors.request.invalid");
}

/**
 * The words for an error the API answered, in the active language, by its code: the `errors`
 * strings of the locales (with the refusal's values); a refusal of input without its field's name
 * (the form shows it next to that field). A code without words of its own: the server's words in
 * English; in Nepali undefined, so the caller's own Nepali fallback ("… could not be saved") shows
 * rather than English. Anything that is not a refusal with a code: undefined.
 */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  if (error.code === "request.invalid") return invalidInputText(error);
  const key = `errors.${error.code}`;
  const values = valuesOf(error);
  if (i18n.exists(key, values)) return i18n.t(key as "errors.auth.suspended", values);
  return i18n.language === "ne" ? undefined : error.message;
}
