import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api";
import { currentLanguage } from "@/lib/i18n";
import { platform } from "@/lib/platform";
import { toast } from "@/lib/use-toast";
import { type PushState, PushToggle } from "./push-toggle";

const supported = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  typeof window.PushManager === "function";

/** The VAPID key as PushManager wants it: bytes, from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** How long to wait for the app's service worker, which installs once the first page has loaded. */
const WORKER_WAIT_MS = 10_000;

/** This browser's subscription (null: none); undefined when the app's service worker never came. */
async function currentSubscription() {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(resolve, WORKER_WAIT_MS)),
  ]);
  return registration ? registration.pushManager.getSubscription() : undefined;
}

// The phone's switch (and lib/native.ts with it) loads in the native app only.
const PushOnThisPhone = lazy(() =>
  import("./native-push-device").then((m) => ({ default: m.PushOnThisPhone })),
);

/** Push on this device: the app's native push on a phone, Web Push in a browser. */
export function PushOnThisDevice() {
  if (platform() === "web") return <WebPushOnThisBrowser />;
  return (
    <Suspense fallback={null}>
      <PushOnThisPhone />
    </Suspense>
  );
}

/** Web Push on this browser: turned on (asking the browser's permission) or off, and why it cannot be. */
function WebPushOnThisBrowser() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState>("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("denied");
    let live = true;
    currentSubscription()
      .then((subscription) => {
        if (live) setState(subscription === undefined ? "unsupported" : subscription ? "on" : "off");
      })
      .catch(() => live && setState("unsupported"));
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      const { publicKey } = await api.get<{ publicKey: string }>("/api/push/key");
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await api.post("/api/push/subscriptions", { ...subscription.toJSON(), language: currentLanguage() });
      setState("on");
      toast({ title: t("notifications.push.turnedOn"), variant: "success" });
    } catch {
      toast({ title: t("notifications.push.failed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await api.delete("/api/push/subscriptions", { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      toast({ title: t("notifications.push.failed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return <PushToggle state={state} busy={busy} onTurnOn={turnOn} onTurnOff={turnOff} />;
}
