import type { PushOutcome } from "./channel";
import type { VapidKeys } from "./vapid";
import { vapidAuthorization } from "./vapid";
import { encryptPushMessage, type SubscriptionKeys } from "./web-push-crypto";

export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushSender = {
  vapid: VapidKeys;
  /** The VAPID `sub` claim: how a push service reaches Sipalu's operators. */
  subject: string;
  fetch?: typeof fetch;
};

const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted push (RFC 8030) to one subscription: `gone` when the push service says the
 * subscription no longer exists (404, 410), so it is deleted; redirects are never followed.
 */
export async function sendPush(
  sender: PushSender,
  subscription: { endpoint: string } & SubscriptionKeys,
  message: PushMessage,
  options: { ttlSeconds: number; urgency: "normal" | "high"; now: Date },
): Promise<PushOutcome> {
  const body = encryptPushMessage(subscription, Buffer.from(JSON.stringify(message)));
  try {
    const response = await (sender.fetch ?? fetch)(subscription.endpoint, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        authorization: vapidAuthorization(subscription.endpoint, sender.vapid, sender.subject, options.now),
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
        ttl: String(options.ttlSeconds),
        urgency: options.urgency,
      },
      body: new Uint8Array(body),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return "gone";
    return response.ok ? "sent" : "failed";
  } catch {
    return "failed";
  }
}
