import type { CurrentUser } from "@domain/auth/user";
import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";
import { currentUserKey } from "./current-user";
import { CACHE_STORE, offlineDb } from "./offline-db";

/**
 * The signed-in user's reads saved in the browser's database (saved by lib/query-persist.ts), and
 * putting them back into the query cache when the app starts, so a reload with no network shows the
 * user and what they last saw instead of the landing page or a spinner. Saved only while someone is
 * signed in, for them alone: signing out, a 401 and another user's sign-in delete them. This part
 * runs before the first render; the saving is loaded after it.
 */

/** What is saved: the dehydrated queries of one user. A new `version` drops what older builds saved. */
export type SavedQueries = { version: number; userId: string; savedAt: number; state: DehydratedState };

export type SavedQueriesStore = {
  read(): Promise<SavedQueries | undefined>;
  write(saved: SavedQueries): Promise<void>;
  clear(): Promise<void>;
};

export const SAVED_QUERIES_VERSION = 1;
/** As long as a session may idle (SESSION_IDLE_DAYS): older saved reads belong to a session long gone. */
export const SAVED_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const RECORD_KEY = "queries";

export const idbSavedQueries: SavedQueriesStore = {
  read: () => offlineDb.get<SavedQueries>(CACHE_STORE, RECORD_KEY),
  write: (saved) => offlineDb.put(CACHE_STORE, saved, RECORD_KEY),
  clear: () => offlineDb.delete(CACHE_STORE, RECORD_KEY),
};

type DehydratedQuery = DehydratedState["queries"][number];

/**
 * Saved reads not put into the cache (the app started online), with whose they are: kept so the
 * next save keeps them too, and put into the cache if the connection goes.
 */
let dormant: { userId: string; queries: DehydratedQuery[] } | null = null;

const USER_HASH = JSON.stringify(currentUserKey);

/** The saved reads of `userId` that are not in the cache (lib/query-persist.ts saves them again). */
export function dormantQueries(userId: string): DehydratedQuery[] {
  return dormant?.userId === userId ? dormant.queries : [];
}

/**
 * Puts the saved reads that are not in the cache into it (the connection went): what pages show
 * offline. They count as stale, so each page refreshes them once it can.
 */
export function wakeSavedQueries(client: QueryClient): void {
  if (!dormant) return;
  const { queries } = dormant;
  dormant = null;
  hydrate(client, { queries, mutations: [] });
  for (const query of queries) {
    void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: "none" });
  }
}

/**
 * Before the first render: the saved user back into the cache, so the app opens as them, and,
 * when it starts offline (`everything`), every saved read, so pages show what was last seen. Started
 * online, the other reads come from the server as usual (a form must not start from an old copy)
 * and the saved ones wait until the connection goes (wakeSavedQueries). All count as stale.
 */
export async function restoreQueries(
  client: QueryClient,
  { store = idbSavedQueries, now = Date.now(), everything = true } = {},
): Promise<boolean> {
  try {
    const saved = await store.read();
    if (!saved) return false;
    if (saved.version !== SAVED_QUERIES_VERSION || now - saved.savedAt > SAVED_QUERIES_MAX_AGE_MS) {
      await store.clear();
      return false;
    }
    const user = saved.state.queries.find((query) => query.queryHash === USER_HASH);
    if (!user || (user.state.data as CurrentUser | null | undefined)?.id !== saved.userId) {
      await store.clear();
      return false;
    }
    const rest = saved.state.queries.filter((query) => query !== user);
    dormant = { userId: saved.userId, queries: rest };
    hydrate(client, { queries: [user], mutations: [] });
    await client.invalidateQueries({ queryKey: currentUserKey, refetchType: "none" });
    if (everything) wakeSavedQueries(client);
    return true;
  } catch (error) {
    // No database (a private window), or a broken record: start with nothing saved.
    console.warn("Saved queries could not be restored", error);
    return false;
  }
}
