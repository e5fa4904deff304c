import { SERVICE_RADIUS_MAX, SERVICE_RADIUS_MIN } from "@domain/availability/service-area-rules";
import { toAsciiDigits } from "@domain/money";

/**
 * The radius typed as text, in either language's digits ("10", "१०"): a whole number of km in
 * range, or null while it is not one.
 */
export function parseRadius(text: string): number | null {
  const digits = toAsciiDigits(text).trim();
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return value >= SERVICE_RADIUS_MIN && value <= SERVICE_RADIUS_MAX ? value : null;
}
