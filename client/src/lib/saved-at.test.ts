import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { currentUserKey } from "./current-user";
import { oldestShownRead } from "./saved-at";

describe("oldestShownRead", () => {
  it("is when the oldest data on screen was read, leaving out the user and what no one watches", () => {
    const client = new QueryClient();
    client.setQueryData(currentUserKey, { id: "u-1" }, { updatedAt: 1_000 });
    client.setQueryData(["/api/jobs"], [], { updatedAt: 5_000 });
    client.setQueryData(["/api/bids"], [], { updatedAt: 3_000 });
    client.setQueryData(["/api/reviews"], [], { updatedAt: 2_000 });
    const cache = client.getQueryCache();
    expect(oldestShownRead(cache)).toBeNull();

    const watch = (queryKey: readonly unknown[]) =>
      new QueryObserver(client, { queryKey, enabled: false }).subscribe(() => {});
    const stops = [watch(currentUserKey), watch(["/api/jobs"]), watch(["/api/bids"])];
    // The reviews (2 000) are not on screen, the user (1 000) never counts.
    expect(oldestShownRead(cache)).toBe(3_000);
    for (const stop of stops) stop();
  });
});
