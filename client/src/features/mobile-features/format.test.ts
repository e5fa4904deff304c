import { nearestPlace } from "@domain/places";
import { describe, expect, it } from "vitest";
import { formatDecimal, formatFileSize } from "./format";

describe("nearestPlace", () => {
  it("finds the closest known place and its distance", () => {
    const near = nearestPlace({ latitude: 27.673, longitude: 85.314 });
    expect(near?.label).toBe("Jawalakhel, Lalitpur");
    expect(near?.km).toBeLessThan(0.2);
    const pokhara = nearestPlace({ latitude: 28.2, longitude: 83.95 });
    expect(pokhara?.label).toBe("Lakeside, Pokhara");
  });
});

describe("formatting", () => {
  it("writes numbers in the language's digits", () => {
    expect(formatDecimal(27.67271, 4, "en")).toBe("27.6727");
    expect(formatDecimal(27.67271, 4, "ne")).toBe("२७.६७२७");
    expect(formatFileSize(2_500_000, "en")).toBe("2.4 MB");
    expect(formatFileSize(68, "en")).toBe("1 KB");
    expect(formatFileSize(840_000, "ne")).toBe("८२० KB");
  });
});
