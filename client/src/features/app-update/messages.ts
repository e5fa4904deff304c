/** What the service worker posts to open tabs when a new version is waiting: `{ type, version }`. */
export const NEW_VERSION_AVAILABLE = "NEW_VERSION_AVAILABLE";

export type NewVersionMessage = { type: typeof NEW_VERSION_AVAILABLE; version?: string };

export function isNewVersionMessage(data: unknown): data is NewVersionMessage {
  return !!data && typeof data === "object" && "type" in data && data.type === NEW_VERSION_AVAILABLE;
}
