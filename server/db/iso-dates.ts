type IsoDates<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** A row with its Date values as ISO strings, the form dates take in API responses. */
export function isoDates<T extends object>(row: T): IsoDates<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as IsoDates<T>;
}
