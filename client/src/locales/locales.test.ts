import { describe, expect, it } from "vitest";
import en from "./en.json";
import ne from "./ne.json";

function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("translations", () => {
  it("Nepali has exactly the English keys", () => {
    expect(keys(ne).sort()).toEqual(keys(en).sort());
  });

  it("has no empty strings", () => {
    const empty = (tree: object) =>
      keys(tree).filter(
        (key) =>
          !key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree),
      );
    expect(empty(en)).toEqual([]);
    expect(empty(ne)).toEqual([]);
  });
});
