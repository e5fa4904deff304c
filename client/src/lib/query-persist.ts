import type { CurrentUser } from "@domain/auth/user";
import { type DehydratedState, dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { currentUserKey } from "./current-user";
import { hasOfflineDb } from "./online";
import {
  dormantQueries,
  idbSavedQueries,
  SAVED_QUERIES_VERSION,
  type SavedQueriesStore,
} from "./query-restore";

/**
 * Saving the signed-in user's reads for offline use (lib/query-restore.ts puts them back at start):
 * as they arrive, for them alone, and deleting them once nobody is signed in.
 */

/** The most recently updated queries kept (a long visit must not grow the database without end). */
export const SAVED_QUERIES_LIMIT = 150;
const SAVE_DELAY_MS = 1000;

// Never saved: the version check, live events, and the admin's screens (other people's details).
const NOT_SAVED = [/^\/api\/version/, /^\/api\/events/, /^\/api\/admin/];

/**
 * A read worth keeping: a GET of the API that has data. Its latest refresh may have failed (offline,
 * the signed-in user's among them): what it read before is still what the page shows.
 */
export function isSavedQuery(query: Query): boolean {
  const [path] = query.queryKey;
  return (
    query.state.data !== undefined &&
    typeof path === "string" &&
    path.startsWith("/api/") &&
    !NOT_SAVED.some((pattern) => pattern.test(path))
  );
}

type DehydratedQuery = DehydratedState["queries"][number];

/**
 * Saved as the read it was: a failed refresh's error is not kept, or the next start would open on it
 * (the pages show an error instead of the data, and a user saved without success is dropped).
 */
const asRead = (query: DehydratedQuery): DehydratedQuery =>
  query.state.status === "success"
    ? query
    : {
        ...query,
        state: {
          ...query.state,
          status: "success",
          error: null,
          fetchFailureCount: 0,
          fetchFailureReason: null,
        },
      };

const signedInUser = (client: QueryClient) => client.getQueryData<CurrentUser | null>(currentUserKey) ?? null;

/**
 * The dehydrated reads to save: the cache's, with the saved ones of the same user that were not put
 * into it (lib/query-restore.ts), the newest SAVED_QUERIES_LIMIT of them.
 */
export function savedState(client: QueryClient): DehydratedState {
  const cache = client.getQueryCache();
  const kept = new Set(cache.getAll().filter(isSavedQuery));
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: (query) => kept.has(query),
    shouldDehydrateMutation: () => false,
  });
  const userId = signedInUser(client)?.id;
  const earlier = userId ? dormantQueries(userId).filter((query) => !cache.get(query.queryHash)) : [];
  return {
    queries: [...queries.map(asRead), ...earlier]
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, SAVED_QUERIES_LIMIT),
    mutations: [],
  };
}

/**
 * Saves the signed-in user's reads a second after it starts and after they change (at once when the
 * page is hidden or left), and deletes them when nobody is signed in. Returns the stop.
 */
export function persistQueries(
  client: QueryClient,
  store: SavedQueriesStore = idbSavedQueries,
  delayMs = SAVE_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  // The record is made and its write begun at once, not after the previous write has ended: a page
  // being left gives no time to wait (the database applies the writes in the order they were begun).
  const save = () => {
    timer = undefined;
    const user = signedInUser(client);
    const writing = user
      ? store.write({
          version: SAVED_QUERIES_VERSION,
          userId: user.id,
          savedAt: Date.now(),
          state: savedState(client),
        })
      : store.clear();
    writing.catch((error: unknown) => console.warn("Saving queries for offline use failed", error));
  };
  const schedule = () => {
    timer ??= setTimeout(save, delayMs);
  };
  const saveNow = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === "removed" || (event.type === "updated" && event.action.type === "success")) {
      schedule();
    }
  });
  // This starts after the first render (lib/offline-start.ts): the reads that arrived before it (often
  // all of a page's) are saved too, not only once something changes again. Once who is signed in is
  // known: until then the user's own answer schedules the save.
  if (client.getQueryData(currentUserKey) !== undefined) schedule();
  const onHide = () => {
    if (document.visibilityState === "hidden") saveNow();
  };
  const hasDocument = typeof document !== "undefined";
  if (hasDocument) {
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", saveNow);
  }
  return () => {
    unsubscribe();
    if (hasDocument) {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", saveNow);
    }
    saveNow();
  };
}

/** Deletes the saved reads (sign-out, another user). */
export function forgetSavedQueries(store: SavedQueriesStore = idbSavedQueries): Promise<void> {
  return hasOfflineDb() ? store.clear().catch(() => undefined) : Promise.resolve();
}
