import { writeFile } from "node:fs/promises";
import net from "node:net";
import { expect, test } from "@playwright/test";
import lighthouse from "lighthouse";

/** A port nobody listens on, for Chromium's DevTools endpoint that Lighthouse drives. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Issue 17's bar for the three pages most people land on. */
const PAGES = ["/", "/professionals", "/jobs"];
const MIN_SCORE = { accessibility: 1, "best-practices": 0.96 } as const;

// Lighthouse's accessibility and best-practices categories (Lighthouse 12, its default mobile
// emulation) on the production build. Tagged @deep: `npm run test:e2e:deep` runs it; the axe scan
// of every page (accessibility.spec.ts) runs in every `npm test`.
for (const path of PAGES) {
  test(`Lighthouse: accessibility 100 and best practices ≥ 96 on ${path}`, { tag: "@deep" }, async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const port = await freePort();
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`],
    });
    try {
      const result = await lighthouse(`${baseURL}${path}`, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(MIN_SCORE),
      });
      const lhr = result?.lhr;
      // The whole report, in the test's results (test-results/…/lighthouse.json, the HTML report).
      const report = test.info().outputPath("lighthouse.json");
      await writeFile(report, String(result?.report));
      await test.info().attach("lighthouse.json", { path: report, contentType: "application/json" });
      expect(lhr?.runtimeError, "Lighthouse's run").toBeUndefined();
      for (const [id, min] of Object.entries(MIN_SCORE)) {
        const category = lhr?.categories[id];
        // What costs points, to read when the score falls short.
        const failing = (category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${lhr?.audits[ref.id]?.title})`);
        test.info().annotations.push({ type: `${id} score`, description: String(category?.score) });
        expect(
          category?.score ?? 0,
          `${id} on ${path}, failing: ${failing.join(", ") || "none"}`,
        ).toBeGreaterThanOrEqual(min);
      }
    } finally {
      await browser.close();
    }
  });
}
