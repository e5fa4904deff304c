import { describe, expect, it } from "vitest";
import { threadFromSearch, threadHref } from "./thread-link";

const RAM = "22222222-2222-4222-8222-222222222222";
const JOB = "33333333-3333-4333-8333-333333333333";

describe("deep links", () => {
  it("reads ?to= and ?jobId= and writes them back", () => {
    expect(threadFromSearch(`to=${RAM}&jobId=${JOB}`)).toEqual({ with: RAM, jobId: JOB });
    expect(threadFromSearch(`?to=${RAM}`)).toEqual({ with: RAM, jobId: null });
    expect(threadHref({ with: RAM, jobId: JOB })).toBe(`/messages?to=${RAM}&jobId=${JOB}`);
    expect(threadHref({ with: RAM, jobId: null })).toBe(`/messages?to=${RAM}`);
  });

  it("opens nothing for a missing or malformed person, and ignores a malformed job", () => {
    expect(threadFromSearch("")).toBeNull();
    expect(threadFromSearch("to=not-an-id")).toBeNull();
    expect(threadFromSearch(`to=${RAM}&jobId=42`)).toEqual({ with: RAM, jobId: null });
  });
});
