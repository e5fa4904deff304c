import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";
import { currentUserQuery, isFirstUserLoad } from "./current-user";

afterEach(() => vi.restoreAllMocks());

describe("isFirstUserLoad", () => {
  it("waits for the first answer only: offline with nobody saved, asking again is no loading screen", async () => {
    vi.spyOn(api, "get").mockRejectedValue(new TypeError("Failed to fetch"));
    const client = new QueryClient();
    const query = () => client.getQueryCache().find({ queryKey: currentUserQuery().queryKey });

    const first = new QueryObserver(client, currentUserQuery());
    const stopFirst = first.subscribe(() => {});
    expect(isFirstUserLoad(first.getCurrentResult())).toBe(true);
    await vi.waitFor(() => expect(first.getCurrentResult().status).toBe("error"));
    expect(isFirstUserLoad(first.getCurrentResult())).toBe(false);

    // A page reading the user mounts: the failed query is asked again and counts as pending again,
    // which must not take the app back to its loading screen (that unmounts the page: a loop).
    const page = new QueryObserver(client, currentUserQuery());
    const stopPage = page.subscribe(() => {});
    expect(query()?.state.status).toBe("pending");
    expect(isFirstUserLoad(page.getCurrentResult())).toBe(false);
    await vi.waitFor(() => expect(query()?.state.fetchStatus).toBe("idle"));
    stopFirst();
    stopPage();
  });
});
