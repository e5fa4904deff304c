import { describe, expect, it } from "vitest";
import { type Manifest, overBudget, pageWeights } from "./bundle-budget";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_vendor.js"],
    dynamicImports: ["src/features/jobs/jobs-page.tsx", "src/features/shop/marketplace-page.tsx"],
    css: ["assets/index.css"],
  },
  "_vendor.js": { file: "assets/vendor.js" },
  "_card.js": { file: "assets/card.js", imports: ["_vendor.js"] },
  "src/features/jobs/jobs-page.tsx": { file: "assets/jobs.js", imports: ["_card.js"] },
  "src/features/shop/marketplace-page.tsx": {
    file: "assets/shop.js",
    imports: ["_card.js", "_chart.js"],
    css: ["assets/shop.css"],
  },
  "_chart.js": { file: "assets/chart.js" },
};
const sizes: Record<string, number> = {
  "assets/index.js": 40_000,
  "assets/vendor.js": 50_000,
  "assets/card.js": 5_000,
  "assets/jobs.js": 10_000,
  "assets/shop.js": 12_000,
  "assets/chart.js": 60_000,
  "assets/index.css": 8_000,
  "assets/shop.css": 1_000,
};
const sizeOf = (file: string) => sizes[file] ?? 0;

describe("first-load budget", () => {
  it("counts the entry, the page and their static imports once each", () => {
    expect(pageWeights(manifest, sizeOf)).toEqual([
      { page: "src/features/jobs/jobs-page.tsx", jsBytes: 105_000, cssBytes: 8_000 },
      { page: "src/features/shop/marketplace-page.tsx", jsBytes: 167_000, cssBytes: 9_000 },
    ]);
  });

  it("names the pages over budget, and only those", () => {
    const weights = pageWeights(manifest, sizeOf);
    expect(overBudget(weights, 150).map((w) => w.page)).toEqual(["src/features/shop/marketplace-page.tsx"]);
    expect(overBudget(weights, 170)).toEqual([]);
  });
});
