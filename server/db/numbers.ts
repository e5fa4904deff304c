import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** A numeric column as a number: pg returns numeric as text, the API speaks numbers (null stays null). */
export function asNumber<T extends number | null = number>(column: AnyColumn | SQL): SQL<T> {
  return sql<T>`${column}`.mapWith((value) => Number(value) as T);
}
