import type { LiveEvent, LiveEventType } from "@domain/events/schemas";
import type { QueryKey } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ToastInput } from "./use-toast";

// What the live stream does with each event, as a table the features fill in and the app shell puts
// together (app/live-event-table.ts); ./live-events.ts reads it and knows no feature. Types only
// from domain/: the stream's code must not pull zod in.

export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** What a toast is written with: the translations, and the signed-in user's id. */
export type LiveEventContext = { t: TFunction; me: string };

/** What one feature does with one event type. */
export type LiveEventRoute<T extends LiveEventType> = {
  /** The queries (key prefixes) the event makes stale, fixed or read from the event. */
  refresh?: readonly QueryKey[] | ((event: LiveEventOf<T>) => readonly QueryKey[]);
  /** The toast to show, or undefined for none. */
  toast?: (event: LiveEventOf<T>, context: LiveEventContext) => ToastInput | undefined;
};

/** One feature's part of the table: the event types it cares about, and what it reads afresh when the stream opens. */
export type FeatureLiveEvents = {
  readonly on: { readonly [T in LiveEventType]?: LiveEventRoute<T> };
  /** Queries read afresh whenever the stream (re)opens: what may have changed while it was down. */
  readonly onOpen?: readonly QueryKey[];
};

/** Declares a feature's part with its event types kept exact, so the table can tell which it handles. */
export function featureLiveEvents<const F extends FeatureLiveEvents>(part: F): F {
  return part;
}

/** The event types some feature handles. */
type HandledBy<Parts extends readonly FeatureLiveEvents[]> = Parts[number] extends infer Part
  ? Part extends FeatureLiveEvents
    ? keyof Part["on"]
    : never
  : never;

/**
 * The event types deliberately left alone, each with why: exactly those no feature handles, so a
 * new event type in domain/events/schemas.ts fails to compile until it is handled or listed here.
 */
export type IgnoredLiveEvents<Parts extends readonly FeatureLiveEvents[]> = {
  readonly [T in Exclude<LiveEventType, HandledBy<Parts>>]: string;
} & { readonly [T in HandledBy<Parts>]?: never };

export type LiveEventTable = {
  /** Every event type with what the features do with it, in their order (empty: ignored). */
  readonly routes: { readonly [T in LiveEventType]: readonly LiveEventRoute<T>[] };
  /** The event types no feature handles, with why. */
  readonly ignored: Readonly<Partial<Record<LiveEventType, string>>>;
  /** Queries read afresh whenever the stream (re)opens. */
  readonly onOpen: readonly QueryKey[];
};

/**
 * The table of the live stream: the features' parts, in order (their toasts show in that order), and
 * the event types deliberately ignored. Every event type of domain/events/schemas.ts is in one or the other:
 * the type system checks it here, and app/live-event-table.test.ts against the schema itself.
 */
export function liveEventTable<const Parts extends readonly FeatureLiveEvents[]>(
  parts: Parts,
  ignored: IgnoredLiveEvents<Parts>,
): LiveEventTable {
  const handled = parts.flatMap((part) => Object.keys(part.on)) as LiveEventType[];
  const types = new Set([...handled, ...(Object.keys(ignored) as LiveEventType[])]);
  const routes = Object.fromEntries(
    [...types].map((type) => [type, parts.flatMap((part) => part.on[type] ?? [])]),
  ) as unknown as LiveEventTable["routes"];
  return { routes, ignored, onOpen: parts.flatMap((part) => part.onOpen ?? []) };
}

/** The event types the stream listens to: those some feature handles. */
export function routedEventTypes(table: LiveEventTable): LiveEventType[] {
  return (Object.keys(table.routes) as LiveEventType[]).filter((type) => table.routes[type].length > 0);
}

const isPrefix = (prefix: QueryKey, key: QueryKey) =>
  prefix.length <= key.length &&
  prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));

/** The keys to invalidate: each once, and none that another of them already covers as a prefix. */
export function keysToRefresh(keys: readonly QueryKey[]): QueryKey[] {
  const unique = keys.filter(
    (key, index) => keys.findIndex((other) => JSON.stringify(other) === JSON.stringify(key)) === index,
  );
  return unique.filter((key) => !unique.some((other) => other !== key && isPrefix(other, key)));
}

/** What the table says to do with one event: the keys to refresh and the toasts to show. */
export function routeLiveEvent(
  table: LiveEventTable,
  event: LiveEvent,
  context: LiveEventContext,
): { refresh: QueryKey[]; toasts: ToastInput[] } {
  const routes = table.routes[event.type] as readonly LiveEventRoute<LiveEvent["type"]>[];
  const keys = routes.flatMap((route) =>
    typeof route.refresh === "function" ? route.refresh(event as never) : (route.refresh ?? []),
  );
  const toasts = routes.flatMap((route) => route.toast?.(event as never, context) ?? []);
  return { refresh: keysToRefresh(keys), toasts };
}
