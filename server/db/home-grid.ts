import { sql } from "drizzle-orm";
import { HOME_GRID_DECIMALS } from "../../domain/distance-band";
import type { GeoPoint } from "../../domain/places";
import { users } from "./schema";

// The home as others may learn it: snapped to the 0.01° grid (domain/distance-band.ts). Every test
// that decides what someone else sees (inside 25 km or not, inside a radius or not, which band,
// who comes first) uses this point, never the exact one: an edge on the exact home could be
// bisected to it. Exactly the expression of users_available_home_idx and users_listed_home_idx,
// so the GiST indexes serve earth_box tests and nearest-first orders. The decimals are written out
// (no parameter), so the planner matches the indexes' expression.
const grid = sql.raw(String(HOME_GRID_DECIMALS));
export const snappedHome = sql`ll_to_earth(round(${users.homeLatitude}, ${grid})::float8, round(${users.homeLongitude}, ${grid})::float8)`;

/**
 * A point given by a caller, at the precision coordinates are stored with (numeric(10,7)): a
 * subnormal such as 5e-324 would make PostgreSQL's float arithmetic inside ll_to_earth fail with
 * "value out of range: underflow".
 */
export const earthPoint = (p: GeoPoint) =>
  sql`ll_to_earth(${p.latitude.toFixed(7)}::float8, ${p.longitude.toFixed(7)}::float8)`;
