import { toAsciiDigits } from "@domain/money";
import { rupeesToPaisa } from "@domain/paisa";

/**
 * Rupees as a person types them ("1,980", "1980.5", "₨ 2,200", "१९८०") in integer paisa, exactly
 * (digits moved as text, never floating point); null when it is not an amount of rupees and paisa.
 */
export function typedRupeesToPaisa(typed: string): number | null {
  const text = toAsciiDigits(typed)
    .replace(/[\s,]/g, "")
    .replace(/^(?:NPR|Rs\.?|रु\.?|₨)/i, "");
  return rupeesToPaisa(text);
}
