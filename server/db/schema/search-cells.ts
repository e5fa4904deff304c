import { integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The places (cells of 0.01°, ~1 km) each account searched nearby professionals from in the last
 * hour, for the search-point limit of GET /api/professionals/nearby. UNLOGGED in the migration
 * (drizzle cannot say so): a counter, not data; a crash that empties it only forgives an hour.
 * No foreign key: rows older than the hour are deleted as the account searches again.
 */
export const nearbySearchCells = pgTable(
  "nearby_search_cells",
  {
    userId: uuid().notNull(),
    /** round(latitude × 100) and round(longitude × 100). */
    cellLat: integer().notNull(),
    cellLng: integer().notNull(),
    firstUsedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cellLat, t.cellLng] })],
);
