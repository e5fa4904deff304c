import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { asNumber } from "../../db/numbers";
import { users } from "../../db/schema";

const serviceAreaColumns = {
  isOnline: users.isOnline,
  isFreeNow: users.isFreeNow,
  serviceRadius: users.serviceRadius,
  homeLatitude: users.homeLatitude,
  homeLongitude: users.homeLongitude,
  location: users.location,
  responseTime: users.responseTime,
  acceptanceRate: asNumber<number | null>(users.acceptanceRate),
  completedJobs: users.completedJobs,
  rating: asNumber<number>(users.rating),
};

/** A professional's service area; `forUpdate` locks the row until the transaction ends. */
export async function findServiceArea(db: DbOrTx, id: string, { forUpdate = false } = {}) {
  const query = db.select(serviceAreaColumns).from(users).where(eq(users.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export type ServiceAreaChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    "isOnline" | "isFreeNow" | "serviceRadius" | "homeLatitude" | "homeLongitude" | "location"
  >
>;

export async function updateServiceArea(db: DbOrTx, id: string, changes: ServiceAreaChanges) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning(serviceAreaColumns);
  return row;
}
