import { describe, expect, it } from "vitest";
import { readBidSearch, withBidChanges } from "./my-bids-search";

describe("readBidSearch", () => {
  it("reads a known status and the trimmed job title", () => {
    expect(readBidSearch(new URLSearchParams("status=accepted&jobTitle=%20tap%20"))).toEqual({
      status: "accepted",
      jobTitle: "tap",
    });
  });

  it("treats an unknown status and an empty title as no filter", () => {
    expect(readBidSearch(new URLSearchParams("status=won&jobTitle="))).toEqual({
      status: undefined,
      jobTitle: undefined,
    });
  });
});

describe("withBidChanges", () => {
  it("sets what is given, drops what is cleared, keeps the rest", () => {
    const start = new URLSearchParams("status=pending&jobTitle=tap&other=1");
    expect(withBidChanges(start, { status: null }).toString()).toBe("jobTitle=tap&other=1");
    expect(withBidChanges(start, { jobTitle: "  " }).toString()).toBe("status=pending&other=1");
    expect(withBidChanges(start, { status: "rejected", jobTitle: "paint" }).toString()).toBe(
      "status=rejected&jobTitle=paint&other=1",
    );
  });
});
