import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import {
  INSTANT_EXPIRY_SECONDS,
  type InstantOffer,
  type InstantOffersQuery,
  type InstantStats,
} from "../../../domain/instant-help/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { findInstantRecord, findOpenOffers } from "./offer-queries";
import { findCallOutPrice } from "./queries";
import type { Clock } from "./service";

const TTL_MS = INSTANT_EXPIRY_SECONDS * 1000;

function requireProfessional(user: CurrentUser) {
  if (user.role !== "professional") throw appError("instant.professionals_only");
}

/** The open requests offered to the professional: still dispatched and inside their 60 seconds. */
export async function listOffers(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof InstantOffersQuery>,
  now: Clock,
): Promise<InstantOffer[]> {
  requireProfessional(user);
  const at = now().getTime();
  const [callOutPrice, rows] = await Promise.all([
    findCallOutPrice(db, user.id),
    findOpenOffers(db, user.id, {
      dispatchedAfter: new Date(at - TTL_MS),
      category: query.category,
      withinM: query.rangeKm === undefined ? undefined : query.rangeKm * 1000,
    }),
  ]);
  return rows.map((row) => {
    // findOpenOffers only returns dispatched jobs, which always have dispatchedAt.
    const expiresAt = (row.dispatchedAt?.getTime() ?? at) + TTL_MS;
    return {
      jobId: row.jobId,
      title: row.title,
      description: row.description,
      skillCategory: row.skillCategory,
      location: row.location,
      urgency: row.urgency,
      distanceKm: Math.round(row.distanceM / 100) / 10,
      createdAt: row.createdAt.toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
      secondsLeft: Math.max(0, Math.ceil((expiresAt - at) / 1000)),
      customerName: `${row.customerFirstName} ${row.customerLastName.slice(0, 1)}.`.trim(),
      callOutPrice,
    };
  });
}

export async function getInstantStats(db: Db, user: CurrentUser, now: Clock): Promise<InstantStats> {
  requireProfessional(user);
  const [open, record] = await Promise.all([
    findOpenOffers(db, user.id, { dispatchedAfter: new Date(now().getTime() - TTL_MS) }),
    findInstantRecord(db, user.id),
  ]);
  return { urgentNow: open.length, ...record };
}
