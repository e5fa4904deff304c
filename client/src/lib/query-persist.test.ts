import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentUserKey } from "./current-user";
import { forgetSavedQueries, persistQueries, savedState } from "./query-persist";
import {
  idbSavedQueries,
  restoreQueries,
  SAVED_QUERIES_MAX_AGE_MS,
  SAVED_QUERIES_VERSION,
  type SavedQueries,
  wakeSavedQueries,
} from "./query-restore";

const customer = { id: "u-1", role: "customer", firstName: "Sita" };
const jobsKey = ["/api/jobs", { status: "open" }];

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60 * 1000, gcTime: Infinity } } });

/** A client with a signed-in user and one list, as a visit leaves it. */
function visited() {
  const client = newClient();
  client.setQueryData(currentUserKey, customer);
  client.setQueryData(jobsKey, [{ id: "j-1", title: "Fix the tap" }]);
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => forgetSavedQueries());

describe("saving the reads for offline use (IndexedDB)", () => {
  it("saves the signed-in user's reads and brings them back in a new client, stale so they refresh", async () => {
    const client = visited();
    const stop = persistQueries(client, idbSavedQueries, 0);
    client.setQueryData(["/api/bids", "summary"], { total: 3 });
    await settle();
    stop();
    await settle();

    const saved = await idbSavedQueries.read();
    expect(saved).toMatchObject({ version: SAVED_QUERIES_VERSION, userId: "u-1" });

    const fresh = newClient();
    expect(await restoreQueries(fresh)).toBe(true);
    expect(fresh.getQueryData(currentUserKey)).toEqual(customer);
    expect(fresh.getQueryData(jobsKey)).toEqual([{ id: "j-1", title: "Fix the tap" }]);
    expect(fresh.getQueryData(["/api/bids", "summary"])).toEqual({ total: 3 });
    // When it was read is kept (the "Saved at" time), and it counts as stale.
    const state = fresh.getQueryState(jobsKey);
    expect(state?.dataUpdatedAt).toBe(client.getQueryState(jobsKey)?.dataUpdatedAt);
    expect(state?.isInvalidated).toBe(true);
  });

  it("started online, puts back only the user, keeps the other saved reads in the next save, and puts them in when the connection goes", async () => {
    const first = visited();
    const stop = persistQueries(first, idbSavedQueries, 0);
    first.setQueryData(["/api/bids", "summary"], { total: 3 });
    await settle();
    stop();
    await settle();

    const online = newClient();
    expect(await restoreQueries(online, { everything: false })).toBe(true);
    expect(online.getQueryData(currentUserKey)).toEqual(customer);
    // A page opened online reads afresh: no old copy for a form to start from.
    expect(online.getQueryData(jobsKey)).toBeUndefined();

    // This visit reads something else; the save keeps both it and the earlier reads.
    const stopOnline = persistQueries(online, idbSavedQueries, 0);
    online.setQueryData(["/api/reviews"], [{ id: "r-1" }]);
    await settle();
    stopOnline();
    await settle();
    const hashes = (await idbSavedQueries.read())?.state.queries.map((query) => query.queryHash) ?? [];
    expect(hashes).toEqual(
      expect.arrayContaining([JSON.stringify(jobsKey), JSON.stringify(["/api/reviews"])]),
    );

    // The connection goes: the saved reads are there for the pages, stale so they refresh later.
    wakeSavedQueries(online);
    expect(online.getQueryData(jobsKey)).toEqual([{ id: "j-1", title: "Fix the tap" }]);
    expect(online.getQueryState(jobsKey)?.isInvalidated).toBe(true);
  });

  it("saves the reads that arrived before it started (the first render's), with nothing changing after", async () => {
    const client = visited();
    const stop = persistQueries(client, idbSavedQueries, 0);
    await settle();
    const hashes = (await idbSavedQueries.read())?.state.queries.map((query) => query.queryHash);
    expect(hashes?.sort()).toEqual([JSON.stringify(currentUserKey), JSON.stringify(jobsKey)].sort());
    stop();
  });

  it("keeps a read whose refresh failed (offline) as the read it was, the signed-in user among them", async () => {
    const client = visited();
    const user = client.getQueryCache().find({ queryKey: currentUserKey });
    user?.setState({ status: "error", error: new TypeError("Failed to fetch"), errorUpdateCount: 1 });
    const saved = savedState(client).queries.find(
      (query) => query.queryHash === JSON.stringify(currentUserKey),
    );
    expect(saved?.state).toMatchObject({ status: "success", error: null, data: customer });

    const fresh = newClient();
    await idbSavedQueries.write({
      version: SAVED_QUERIES_VERSION,
      userId: "u-1",
      savedAt: Date.now(),
      state: savedState(client),
    });
    expect(await restoreQueries(fresh)).toBe(true);
    expect(fresh.getQueryData(currentUserKey)).toEqual(customer);
  });

  it("saves nothing for a visitor, and deletes what was saved once nobody is signed in (sign-out, 401)", async () => {
    const client = visited();
    const stop = persistQueries(client, idbSavedQueries, 0);
    client.setQueryData(jobsKey, []);
    await settle();
    expect(await idbSavedQueries.read()).toBeDefined();

    client.setQueryData(currentUserKey, null);
    await settle();
    stop();
    await settle();
    expect(await idbSavedQueries.read()).toBeUndefined();
    expect(await restoreQueries(newClient())).toBe(false);
  });

  it("never saves the version check, live events, the admin's screens or failed reads", () => {
    const client = visited();
    client.setQueryData(["/api/version"], { version: "1" });
    client.setQueryData(["/api/admin/users"], [{ email: "someone@else.np" }]);
    client.getQueryCache().build(client, { queryKey: ["/api/jobs", "pending"] });
    const hashes = savedState(client).queries.map((query) => query.queryHash);
    expect(hashes.sort()).toEqual([JSON.stringify(currentUserKey), JSON.stringify(jobsKey)].sort());
  });

  it("drops a record of another version, one too old, or one whose user does not match", async () => {
    const record = (change: Partial<SavedQueries>): SavedQueries => ({
      version: SAVED_QUERIES_VERSION,
      userId: "u-1",
      savedAt: Date.now(),
      state: savedState(visited()),
      ...change,
    });
    for (const change of [
      { version: SAVED_QUERIES_VERSION + 1 },
      { savedAt: Date.now() - SAVED_QUERIES_MAX_AGE_MS - 1 },
      { userId: "u-2" },
    ]) {
      await idbSavedQueries.write(record(change));
      const client = newClient();
      expect(await restoreQueries(client), JSON.stringify(change)).toBe(false);
      expect(client.getQueryData(currentUserKey)).toBeUndefined();
      expect(await idbSavedQueries.read()).toBeUndefined();
    }
  });

  it("starts empty when the database cannot be read", async () => {
    const broken = {
      read: () => Promise.reject(new Error("disk gone")),
      write: () => Promise.resolve(),
      clear: () => Promise.resolve(),
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = newClient();
    expect(await restoreQueries(client, { store: broken })).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
