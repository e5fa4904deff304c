import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { type Manifest, overBudget, pageWeights, routedPages, runBudget } from "./bundle-budget";

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

describe("routed pages", () => {
  it("are the modules pages.ts imports, named as the manifest names them", () => {
    const pages = `export const JobsPage = lazy(() =>
  import("@/features/jobs/jobs-page").then((m) => ({ default: m.JobsPage })),
);
export const OrderPage = lazy(() => import("@/features/shop/marketplace-page").then((m) => ({ default: m.X })));
export const Again = lazy(() => import("@/features/jobs/jobs-page"));`;
    expect(routedPages(pages, manifest)).toEqual([
      "src/features/jobs/jobs-page.tsx",
      "src/features/shop/marketplace-page.tsx",
    ]);
  });

  it("refuses a page the build does not have", () => {
    expect(() => routedPages(`lazy(() => import("@/features/gone/gone-page"))`, manifest)).toThrow(
      /@\/features\/gone\/gone-page/,
    );
  });
});

describe("the check on a build", () => {
  let dir: string;
  const pagesFile = () => path.join(dir, "pages.ts");
  // Incompressible bytes, so a file's gzipped size is about its size.
  const writeChunk = (file: string, kb: number) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), randomBytes(kb * 1024));
  };
  const build = (chartKb: number) => {
    dir = mkdtempSync(path.join(tmpdir(), "budget-"));
    writeFileSync(
      path.join(dir, "pages.ts"),
      `lazy(() => import("@/features/jobs/jobs-page"));\nlazy(() => import("@/features/shop/marketplace-page"));\n`,
    );
    mkdirSync(path.join(dir, ".vite"));
    writeFileSync(
      path.join(dir, ".vite/manifest.json"),
      JSON.stringify({ ...manifest, "_later.js": { file: "assets/later.js" } }),
    );
    for (const [file, size] of Object.entries({
      "assets/index.js": 40,
      "assets/vendor.js": 50,
      "assets/card.js": 5,
      "assets/jobs.js": 10,
      "assets/shop.js": 12,
      "assets/chart.js": chartKb,
      "assets/later.js": 300,
    }))
      writeChunk(file, size);
    writeChunk("assets/index.css", 8);
    writeChunk("assets/shop.css", 1);
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("passes when every routed page is within budget", () => {
    build(20);
    const lines: string[] = [];
    expect(
      runBudget({
        clientDir: dir,
        pagesFile: pagesFile(),
        log: (l) => lines.push(l),
        error: (l) => lines.push(l),
      }),
    ).toBe(0);
    expect(lines.join("\n")).toMatch(/src\/features\/shop\/marketplace-page\.tsx\s+JS\s+1\d\d\.\d KB/);
  });

  it("fails, naming the page, when a route goes over", () => {
    build(60);
    const errors: string[] = [];
    expect(
      runBudget({ clientDir: dir, pagesFile: pagesFile(), log: () => {}, error: (l) => errors.push(l) }),
    ).toBe(1);
    expect(errors).toEqual([
      expect.stringMatching(
        /^Over the 150 KB budget: src\/features\/shop\/marketplace-page\.tsx \(\d+\.\d KB\)$/,
      ),
    ]);
  });

  it("exits with status 1 from the command line", () => {
    build(60);
    const script = fileURLToPath(new URL("./bundle-budget.ts", import.meta.url));
    const result = spawnSync(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, CLIENT_DIR: dir, PAGES_FILE: pagesFile() },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Over the 150 KB budget: src/features/shop/marketplace-page.tsx");
  }, 20_000);
});
