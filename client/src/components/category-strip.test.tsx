import { describe, expect, it } from "vitest";
import { categoryHref } from "./category-strip";

describe("categoryHref", () => {
  it("URL-encodes the category name", () => {
    expect(categoryHref("Beauty & Spa")).toBe("/professionals?skillCategory=Beauty%20%26%20Spa");
    expect(categoryHref("Plumbing")).toBe("/professionals?skillCategory=Plumbing");
  });
});
