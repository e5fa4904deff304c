/** Values in PostgreSQL's COPY text format: tab-separated, \N for null, backslash escapes. */

export type CopyValue = string | number | boolean | null | undefined | Date | readonly string[];

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const escapeText = (text: string) => text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c);

/** A text[] literal: every element double-quoted, with " and \ escaped inside. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

function field(value: CopyValue): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string") return escapeText(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return value.toISOString();
  return escapeText(arrayLiteral(value as readonly string[]));
}

/** One COPY line (with its newline) of `values` in column order. */
export function copyLine(values: readonly CopyValue[]): string {
  return `${values.map(field).join("\t")}\n`;
}
