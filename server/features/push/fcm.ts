import type { DuePush, PushOutcome } from "./channel";
import { ttlOf, urgentKind } from "./channel";
import type { FcmConfig } from "./fcm-account";
import { type FcmAccessTokens, fcmAccessTokens } from "./fcm-token";

const TIMEOUT_MS = 10_000;

/** Sends one push to one of the app's devices through FCM's HTTP v1 API. */
export type FcmSender = { send: (token: string, push: DuePush) => Promise<PushOutcome> };

/** FCM's v1 message for one device: shown by the system, with the link the app opens when tapped. */
export function fcmMessage(token: string, push: DuePush) {
  const ttl = ttlOf(push.kind);
  const urgent = urgentKind(push.kind);
  return {
    message: {
      token,
      notification: { title: push.title, ...(push.body ? { body: push.body } : {}) },
      // Data values are strings (FCM refuses others).
      data: { link: push.link, id: String(push.id) },
      android: { priority: urgent ? "HIGH" : "NORMAL", ttl: `${ttl}s` },
      apns: {
        headers: {
          "apns-priority": urgent ? "10" : "5",
          "apns-expiration": String(Math.floor(push.now.getTime() / 1000) + ttl),
        },
      },
    },
  };
}

type FcmErrorBody = {
  error?: {
    status?: string;
    message?: string;
    details?: { errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
};

/**
 * Whether FCM's answer says the token will never take a message: UNREGISTERED (404: the app was
 * uninstalled or the token expired), a token of another Firebase project (SENDER_ID_MISMATCH), or
 * INVALID_ARGUMENT about the token itself, never about the message (that is Sipalu's mistake, and
 * the device's token is fine).
 */
export function tokenIsGone(status: number, body: FcmErrorBody): boolean {
  const details = body.error?.details ?? [];
  const codes = details.map((detail) => detail.errorCode);
  if (status === 404 && codes.includes("UNREGISTERED")) return true;
  if (status === 403 && codes.includes("SENDER_ID_MISMATCH")) return true;
  if (status !== 400 || body.error?.status !== "INVALID_ARGUMENT") return false;
  const fields = details
    .flatMap((detail) => detail.fieldViolations ?? [])
    .map((violation) => violation.field);
  return fields.includes("message.token") || /registration token/i.test(body.error?.message ?? "");
}

/**
 * FCM's HTTP v1 sender for the configured project: messages go to FCM_API_URL only (the device's
 * token is in the body, never the URL), with an access token exchanged once and kept. A refused
 * token (401) is dropped for the next message; 429 and 5xx leave the device's token as it is.
 */
export function fcmSender(config: FcmConfig, fetcher: typeof fetch = fetch): FcmSender {
  const tokens: FcmAccessTokens = fcmAccessTokens(config.account, fetcher);
  const url = `${config.apiUrl.replace(/\/+$/, "")}/v1/projects/${encodeURIComponent(config.account.projectId)}/messages:send`;
  return {
    send: async (token, push) => {
      try {
        const bearer = await tokens.get(push.now);
        const response = await fetcher(url, {
          method: "POST",
          redirect: "manual",
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify(fcmMessage(token, push)),
        });
        if (response.ok) {
          await response.body?.cancel();
          return "sent";
        }
        if (response.status === 401) tokens.forget(bearer);
        const body = (await response.json().catch(() => ({}))) as FcmErrorBody;
        return tokenIsGone(response.status, body) ? "gone" : "failed";
      } catch {
        return "failed";
      }
    },
  };
}
