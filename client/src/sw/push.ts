/// <reference lib="webworker" />
// Web Push in the service worker (issue 20): show what the server sent (already in the device's
// language), and open where it is about when tapped.

declare const self: ServiceWorkerGlobalScope;

/** What Sipalu's server pushes (server/features/push/send.ts). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** The message a push carries, or null for anything else: only a same-origin path is ever opened. */
export function readPushMessage(data: unknown): PushMessage | null {
  if (!data || typeof data !== "object") return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== "string" || !title) return null;
  const path = typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
  return {
    title,
    body: typeof body === "string" ? body : "",
    url: path,
    tag: typeof tag === "string" ? tag : "",
  };
}

export function handlePushes() {
  self.addEventListener("push", (event) => {
    let data: unknown = null;
    try {
      data = event.data?.json();
    } catch {
      data = null;
    }
    const message = readPushMessage(data);
    if (!message) return;
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag || undefined,
        icon: "/icon-192.png",
        badge: "/icon-192.png",
        data: { url: message.url },
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = new URL(
      readPushMessage({ title: "-", url: event.notification.data?.url })?.url ?? "/",
      self.location.origin,
    );
    event.waitUntil(
      (async () => {
        const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = tabs.find((tab) => new URL(tab.url).origin === url.origin);
        if (open) {
          await open.focus();
          await open.navigate(url.href).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(url.href);
      })(),
    );
  });
}
