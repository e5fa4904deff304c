import { describe, expect, it } from "vitest";
import { readPushMessage } from "./push";

describe("a push's message", () => {
  it("is read as the server sends it", () => {
    expect(
      readPushMessage({
        title: "नयाँ बुकिङ अनुरोध",
        body: "Fix a tap",
        url: "/jobs?job=1",
        tag: "notification-7",
      }),
    ).toEqual({ title: "नयाँ बुकिङ अनुरोध", body: "Fix a tap", url: "/jobs?job=1", tag: "notification-7" });
  });

  it("never opens another site, and shows nothing without a title", () => {
    expect(readPushMessage({ title: "Hi", url: "https://evil.example.com/" })?.url).toBe("/");
    expect(readPushMessage({ title: "Hi", url: "//evil.example.com/" })?.url).toBe("/");
    expect(readPushMessage({ title: "", url: "/" })).toBeNull();
    expect(readPushMessage("text")).toBeNull();
  });
});
