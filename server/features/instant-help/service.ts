import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import { distanceBand } from "../../../domain/distance-band";
import {
  type CreateInstantJobBody,
  INSTANT_EXPIRY_SECONDS,
  INSTANT_NO_MATCH_NOTE,
  INSTANT_WIDEN_KM,
  type InstantJobState,
  type NearbyProfessional,
  type NearbyQuery,
} from "../../../domain/instant-help/schemas";
import { findPlaceIn, type GeoPoint } from "../../../domain/places";
import type { Db, Tx } from "../../db/client";
import { appError } from "../../errors";
import { recomputeTrackRecord } from "../dashboard/track-record";
import { publish } from "../events/publish";
import { hire } from "../hiring/hire";
import { insertJob } from "../hiring/queries";
import { insertStatusEvent, moveJob } from "../hiring/status-queries";
import {
  findCallOutPrice,
  findDispatches,
  findHiredCard,
  findHomePoint,
  findInstantJob,
  findMatches,
  findNearbyAvailable,
  findOverdueInstantJobs,
  insertDispatches,
  markBusy,
} from "./queries";
import { type SearchPointLimit, takeSearchPoint, waitText } from "./search-points";

export type Clock = () => Date;
const TTL_MS = INSTANT_EXPIRY_SECONDS * 1000;

/** The request's point: the coordinates given, else the known place the location text names (either language). */
function resolvePoint(body: z.output<typeof CreateInstantJobBody>): GeoPoint {
  if (body.latitude !== undefined && body.longitude !== undefined)
    return { latitude: body.latitude, longitude: body.longitude };
  const named = findPlaceIn(body.location);
  if (!named) throw appError("instant.no_place");
  return { latitude: named.latitude, longitude: named.longitude };
}

/**
 * Creates the instant job and dispatches it in one transaction: open → dispatched (dispatchedAt =
 * now), the matched professionals recorded and each told over SSE. Nobody matching (even after
 * widening) still creates a dispatched job with 0 matches: it expires at 60 s like any other and the
 * customer sees no-match. `success` is false only if the request could not be created at all.
 */
export async function createInstantJob(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof CreateInstantJobBody>,
  now: Clock,
) {
  if (user.role === "professional") throw appError("instant.customers_only");
  const point = resolvePoint(body);
  return db.transaction(async (tx) => {
    const at = now();
    const job = await insertJob(tx, {
      customerId: user.id,
      title: body.title,
      description: body.description ?? "",
      skillCategory: body.skillCategory,
      location: body.location,
      paymentType: "contact",
      urgency: body.urgency,
      jobType: "instant",
      customerLatitude: point.latitude.toFixed(7),
      customerLongitude: point.longitude.toFixed(7),
    });
    await insertStatusEvent(tx, {
      jobId: job.id,
      previousStatus: null,
      newStatus: "open",
      triggeredBy: user.id,
    });
    const { matches, widened } = await findMatches(tx, point, body.skillCategory, INSTANT_WIDEN_KM, user.id);
    // dispatchedAt from the injected clock, so expiry follows the same clock.
    await moveJob(tx, job.id, "open", "dispatched", { dispatchedAt: at });
    await insertStatusEvent(tx, {
      jobId: job.id,
      previousStatus: "open",
      newStatus: "dispatched",
      triggeredBy: null,
      notes: `Offered to ${matches.length} professional${matches.length === 1 ? "" : "s"}${widened && matches.length > 0 ? ` within ${INSTANT_WIDEN_KM} km (widened)` : ""}`,
    });
    await insertDispatches(tx, job.id, matches);
    const expiresAt = new Date(at.getTime() + TTL_MS).toISOString();
    for (const match of matches) {
      await publish(tx, [match.professionalId], {
        type: "instant.request",
        jobId: job.id,
        title: job.title,
        skillCategory: job.skillCategory,
        location: job.location,
        distanceKm: Math.round(match.distanceM / 100) / 10,
        expiresAt,
      });
    }
    await publish(tx, [user.id], {
      type: "job.status",
      jobId: job.id,
      jobTitle: job.title,
      previousStatus: "open",
      status: "dispatched",
      actorId: user.id,
      bidId: null,
    });
    return { success: true, jobId: job.id };
  });
}

const overdue = (dispatchedAt: Date | null, at: Date) =>
  dispatchedAt !== null && at.getTime() - dispatchedAt.getTime() >= TTL_MS;

/** Inside a transaction holding the job row: a dispatched instant job past its deadline → cancelled. */
async function expireLocked(tx: Tx, jobId: string, at: Date): Promise<boolean> {
  const job = await findInstantJob(tx, jobId, "update");
  if (job?.jobType !== "instant" || job.status !== "dispatched" || !overdue(job.dispatchedAt, at))
    return false;
  if (!(await moveJob(tx, job.id, "dispatched", "cancelled"))) return false;
  await insertStatusEvent(tx, {
    jobId: job.id,
    previousStatus: "dispatched",
    newStatus: "cancelled",
    triggeredBy: null,
    notes: INSTANT_NO_MATCH_NOTE,
  });
  await publish(tx, [job.customerId], {
    type: "job.status",
    jobId: job.id,
    jobTitle: job.title,
    previousStatus: "dispatched",
    status: "cancelled",
    actorId: job.customerId,
    bidId: null,
  });
  const offered = await findDispatches(tx, job.id);
  await publish(
    tx,
    offered.map((d) => d.professionalId),
    { type: "instant.closed", jobId: job.id, reason: "expired" },
  );
  // Nobody took it: a request each of them let run out.
  await recomputeTrackRecord(
    tx,
    offered.map((d) => d.professionalId),
  );
  return true;
}

export const expireInstantJob = (db: Db, jobId: string, now: Clock) =>
  db.transaction((tx) => expireLocked(tx, jobId, now()));

/** The periodic sweep: every overdue dispatched request becomes no-match. Returns how many. */
export async function sweepInstantJobs(db: Db, now: Clock): Promise<number> {
  const at = now();
  const due = await findOverdueInstantJobs(db, new Date(at.getTime() - TTL_MS));
  let expired = 0;
  for (const { id } of due) if (await expireInstantJob(db, id, () => at)) expired += 1;
  return expired;
}

/**
 * First to accept wins: the job row is locked, an overdue request is expired first (then 409), and
 * the shared hire step moves dispatched → accepted only if still dispatched.
 */
export async function acceptInstantJob(db: Db, user: CurrentUser, jobId: string, now: Clock) {
  const outcome = await db.transaction(async (tx) => {
    const at = now();
    const job = await findInstantJob(tx, jobId, "update");
    if (job?.jobType !== "instant") throw appError("job.not_found");
    if (user.role !== "professional") throw appError("instant.not_offered");
    const offered = await findDispatches(tx, job.id);
    if (!offered.some((d) => d.professionalId === user.id)) throw appError("instant.not_offered");
    if (job.status === "dispatched" && overdue(job.dispatchedAt, at)) {
      await expireLocked(tx, job.id, at);
      return "expired" as const;
    }
    if (job.status !== "dispatched") throw appError("instant.taken");
    // Taking it binds the professional's call-out price (their hourly rate, for the first hour).
    const callOut = await findCallOutPrice(tx, user.id);
    if (callOut === null || callOut <= 0) throw appError("instant.no_rate");
    await hire(tx, {
      jobId: job.id,
      jobTitle: job.title,
      customerId: job.customerId,
      professionalId: user.id,
      finalPrice: callOut.toFixed(2),
      acceptedBidId: null,
      triggeredBy: user.id,
      notes: "Accepted an instant request",
      from: "dispatched",
      acceptedAt: at,
    });
    await publish(
      tx,
      offered.map((d) => d.professionalId).filter((id) => id !== user.id),
      { type: "instant.closed", jobId: job.id, reason: "taken" },
    );
    await markBusy(tx, user.id);
    await recomputeTrackRecord(tx, [user.id]);
    return "accepted" as const;
  });
  // The expiry is committed before answering 409.
  if (outcome === "expired") throw appError("instant.taken");
  return getInstantState(db, null, jobId, now, { skipExpiry: true });
}

/** The customer's view of their request; reading it past the deadline expires it first. */
export async function getInstantState(
  db: Db,
  user: CurrentUser | null,
  jobId: string,
  now: Clock,
  options: { skipExpiry?: boolean } = {},
): Promise<InstantJobState> {
  let job = await findInstantJob(db, jobId);
  if (job?.jobType !== "instant") throw appError("job.not_found");
  if (user && job.customerId !== user.id) throw appError("instant.not_owner");
  const at = now();
  if (!options.skipExpiry && job.status === "dispatched" && overdue(job.dispatchedAt, at)) {
    await expireInstantJob(db, jobId, () => at);
    job = (await findInstantJob(db, jobId)) ?? job;
  }
  const offered = await findDispatches(db, job.id);
  const expiresAt = job.dispatchedAt ? new Date(job.dispatchedAt.getTime() + TTL_MS) : null;
  const secondsLeft =
    job.status === "dispatched" && expiresAt
      ? Math.max(0, Math.ceil((expiresAt.getTime() - at.getTime()) / 1000))
      : 0;
  let professional: InstantJobState["professional"] = null;
  if (job.hiredProfessionalId) {
    const customerPoint =
      job.customerLatitude === null || job.customerLongitude === null
        ? null
        : { latitude: job.customerLatitude, longitude: job.customerLongitude };
    // The band from their snapped home, as in the nearby list: hiring someone does not reveal their home.
    const card = await findHiredCard(db, job.hiredProfessionalId, customerPoint);
    if (card) {
      const { gridM, ...shown } = card;
      professional = {
        ...shown,
        distanceBand: gridM === null ? null : distanceBand(gridM),
        messagesUrl: `/messages?userId=${card.id}`,
        callOutPrice: job.finalPrice,
      };
    }
  }
  const view =
    job.status === "dispatched"
      ? "searching"
      : job.status === "cancelled" && !job.hiredProfessionalId && job.expired
        ? "no-match"
        : job.hiredProfessionalId
          ? "found"
          : "closed";
  return {
    jobId: job.id,
    status: job.status,
    view,
    matchedCount: offered.length,
    expiresAt: expiresAt?.toISOString() ?? null,
    secondsLeft,
    professional,
  };
}

export type NearbyOptions = { limit: SearchPointLimit; now: Clock };

/**
 * Available professionals nearest the signed-in user's home point, else the lat/lng given, else
 * none; each with a distance band from their snapped home, never their point or a precise
 * distance. The point searched from counts towards the search-point limit (a home point too: it
 * can be moved); over it, `tooMany` says when a new place may be searched from.
 */
export async function listNearby(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof NearbyQuery>,
  options: NearbyOptions,
): Promise<
  | { professionals: NearbyProfessional[] }
  | { tooMany: { retryAfterMs: number; params: { max: number; wait: string } } }
> {
  const home = await findHomePoint(db, user.id);
  const point =
    home ??
    (query.lat !== undefined && query.lng !== undefined
      ? { latitude: query.lat, longitude: query.lng }
      : null);
  if (!point) return { professionals: [] };
  const verdict = await takeSearchPoint(db, user.id, point, options.limit, options.now());
  if (!verdict.allowed && options.limit) {
    const params = { max: options.limit.max, wait: waitText(verdict.retryAfterMs) };
    return { tooMany: { retryAfterMs: verdict.retryAfterMs, params } };
  }
  const rows = await findNearbyAvailable(db, point, query.skillCategory || undefined);
  return {
    professionals: rows
      .filter((row) => row.id !== user.id)
      .map(({ distanceM, ...row }) => ({ ...row, distanceBand: distanceBand(distanceM) })),
  };
}
