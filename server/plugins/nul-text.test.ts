import { describe, expect, it } from "vitest";
import { holdsNul } from "./nul-text";

describe("holdsNul", () => {
  it("finds U+0000 in any string or key, at any depth", () => {
    expect(holdsNul("a\u0000b")).toBe(true);
    expect(holdsNul({ job: { notes: ["fine", "bad\u0000"] } })).toBe(true);
    expect(holdsNul({ "key\u0000": 1 })).toBe(true);
  });

  it("passes text without it, including an escaped \\u0000 written out", () => {
    expect(holdsNul({ title: "Leaking tap", note: "\\u0000", n: 0, ok: null })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });

  it("walks a body nested 100,000 deep without overflowing the stack", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});
