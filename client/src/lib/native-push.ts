import { api } from "./api";
import { enablePush } from "./native";
import { platform } from "./platform";

/**
 * Native push in the Capacitor app: its FCM token registered with Sipalu for the signed-in person
 * (POST /api/push/devices), renewed as the app starts, removed at sign-out; and a tapped push
 * opening its page. What this phone registered, for whom and when, is kept in localStorage: it is
 * also what says push is on here.
 */

const STORAGE_KEY = "sipalu.native-push";
/** A registration is renewed at most daily: FCM may hand the app a new token, and the server keeps the recent ones. */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

type Registered = { userId: string; token: string; at: number };

function registered(): Registered | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Registered | null;
    return saved && typeof saved.token === "string" && typeof saved.userId === "string" ? saved : null;
  } catch {
    return null;
  }
}

async function register(userId: string, token: string, language: "en" | "ne") {
  await api.post("/api/push/devices", { token, platform: platform(), language });
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, token, at: Date.now() } satisfies Registered));
}

/** Whether this phone receives this person's pushes. */
export const nativePushOn = (userId: string) => registered()?.userId === userId;

/** Asks the phone's permission, registers it with FCM and with Sipalu (fails with a NativeError or the API's error). */
export async function turnOnNativePush(userId: string, language: "en" | "ne") {
  await register(userId, await enablePush(), language);
}

/** This phone no longer receives the person's pushes (also at sign-out, while the session still counts). */
export async function turnOffNativePush() {
  const saved = registered();
  if (!saved) return;
  await api.delete("/api/push/devices", { token: saved.token });
  localStorage.removeItem(STORAGE_KEY);
}

/**
 * At start, signed in: a phone whose push is on for this person registers again once a day, or at
 * once when FCM gave it a new token, never asking for permission. Push turned on by someone else
 * whose session ended here is forgotten, not passed on to whoever signed in since.
 */
export async function renewNativePush(userId: string, language: "en" | "ne") {
  const saved = registered();
  if (!saved || platform() === "web") return;
  if (saved.userId !== userId) return localStorage.removeItem(STORAGE_KEY);
  const token = await enablePush({ ask: false });
  if (token === saved.token && Date.now() - saved.at < RENEW_AFTER_MS) return;
  await register(userId, token, language);
  if (token !== saved.token) await api.delete("/api/push/devices", { token: saved.token });
}

/** A link a push may open: a path of this app, never another site (`//host`, `/\host`). */
export const isAppLink = (link: unknown): link is string =>
  typeof link === "string" && /^\/(?![/\\])/.test(link);

/** Opens a tapped push's page (its `data.link`); returns how to stop listening. Native only. */
export function onPushTapped(open: (link: string) => void): () => void {
  if (platform() === "web") return () => {};
  const listening = import("@capacitor/push-notifications").then(({ PushNotifications }) =>
    PushNotifications.addListener("pushNotificationActionPerformed", (action) => {
      const link = action.notification.data?.link;
      if (isAppLink(link)) open(link);
    }),
  );
  return () => void listening.then((listener) => listener.remove());
}
