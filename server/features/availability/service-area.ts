import type { z } from "zod";
import {
  coordinateText,
  nextSwitches,
  type ServiceAreaProfile,
  type UpdateServiceAreaBody,
} from "../../../domain/availability/service-area";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import {
  findServiceArea,
  type ServiceAreaChanges,
  updateServiceArea as writeServiceArea,
} from "./service-area-queries";

export async function getServiceArea(db: Db, professionalId: string): Promise<ServiceAreaProfile> {
  const profile = await findServiceArea(db, professionalId);
  if (!profile) throw appError("professional.not_found");
  return profile;
}

const coordinate = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : coordinateText(value);

/**
 * Saves the fields the body names. The switches are decided against the stored ones with the row
 * locked, so Free Now is never left on while Online is off, whatever order requests arrive in.
 */
export async function updateServiceArea(
  db: Db,
  professionalId: string,
  body: z.output<typeof UpdateServiceAreaBody>,
): Promise<ServiceAreaProfile> {
  return db.transaction(async (tx) => {
    const current = await findServiceArea(tx, professionalId, { forUpdate: true });
    if (!current) throw appError("professional.not_found");
    const switches = nextSwitches(current, body);
    if (!switches) throw appError("service_area.free_now_needs_online");
    const changes: ServiceAreaChanges = {
      ...switches,
      serviceRadius: body.serviceRadius,
      homeLatitude: coordinate(body.homeLatitude),
      homeLongitude: coordinate(body.homeLongitude),
      location: body.location === undefined ? undefined : body.location || null,
    };
    const updated = await writeServiceArea(tx, professionalId, changes);
    if (!updated) throw appError("professional.not_found");
    return updated;
  });
}
