import "fake-indexeddb/auto";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "@/test/render";
import { currentUserKey } from "./current-user";
import { outbox, startOutboxSync } from "./outbox-sync";
import { queryClient } from "./query-client";

const fetchMock = stubFetch();
const item = (id: string, userId: string) =>
  outbox.add({ id, userId, kind: "message", url: "/api/messages", body: { content: id }, refresh: [] });
const ids = async (userId: string) => (await outbox.list(userId)).map((i) => i.id);

afterEach(async () => {
  queryClient.clear();
  await outbox.clear();
});

describe("the app's outbox", () => {
  it("sends what waited from an earlier visit once the user is known, under the key made at Send", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 201 }));
    await item("key-1", "u-1");
    const stop = startOutboxSync(queryClient);
    expect(fetchMock).not.toHaveBeenCalled();

    queryClient.setQueryData(currentUserKey, { id: "u-1" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/messages");
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe("key-1");
    await waitFor(async () => expect(await ids("u-1")).toEqual([]));
    stop();
  });

  it("drops another user's items when someone else signs in, and everything at sign-out or a 401", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await item("theirs", "u-2");
    await item("mine", "u-1");
    const stop = startOutboxSync(queryClient);

    queryClient.setQueryData(currentUserKey, { id: "u-1" });
    await waitFor(async () => expect(await ids("u-2")).toEqual([]));
    // The network is down: mine waits, with the attempt counted.
    await waitFor(async () => expect((await outbox.list("u-1"))[0]?.attempts).toBe(1));

    queryClient.setQueryData(currentUserKey, null);
    await waitFor(async () => expect(await ids("u-1")).toEqual([]));
    stop();
  });
});
