import { and, eq, inArray, sql } from "drizzle-orm";
import type { DeviceTokenBody } from "../../../domain/notifications/schemas";
import type { Db, DbOrTx } from "../../db/client";
import { deviceTokens } from "../../db/schema";
import type { PushChannel } from "./channel";
import type { FcmSender } from "./fcm";
import { keepNewest } from "./keep-newest";

/** Phones one person receives the app's pushes on, at most: the ones that registered last. */
export const MAX_DEVICES = 5;

type DeviceToken = typeof deviceTokens.$inferSelect;

/** Native push: each of the app's devices gets the push through FCM. */
export function nativePushChannel(db: Db, fcm: FcmSender): PushChannel<DeviceToken> {
  return {
    devices: (userIds) => db.select().from(deviceTokens).where(inArray(deviceTokens.userId, userIds)),
    send: (device, push) => fcm.send(device.token, push),
    forget: (ids) => db.delete(deviceTokens).where(inArray(deviceTokens.id, ids)),
  };
}

/**
 * Saves the app's push token for this user: a token registered before (by them, or by whoever used
 * the phone before them) is theirs now, with its language and time of use renewed.
 */
export async function saveDeviceToken(db: DbOrTx, userId: string, body: DeviceTokenBody) {
  const values = { userId, platform: body.platform, language: body.language, lastUsedAt: sql`now()` };
  await db.transaction(async (tx) => {
    await tx
      .insert(deviceTokens)
      .values({ token: body.token, ...values })
      .onConflictDoUpdate({ target: deviceTokens.token, set: values });
    await keepNewest(tx, "device_tokens", "last_used_at", userId, MAX_DEVICES);
  });
}

export async function deleteDeviceToken(db: DbOrTx, userId: string, token: string) {
  await db.delete(deviceTokens).where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.token, token)));
}
