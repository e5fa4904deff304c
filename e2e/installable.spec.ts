import net from "node:net";
import { expect, test } from "@playwright/test";
import lighthouse from "lighthouse-pwa";

/** A port nobody listens on, for Chromium's DevTools endpoint that Lighthouse drives. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// Lighthouse 12 dropped its PWA audits; version 11 (installed as lighthouse-pwa) still has them and
// asks Chromium itself whether the page can be installed. Tagged @deep: `npm run test:e2e:deep` runs
// it, `npm run test:e2e` (and so `npm test`) leaves it out; pwa.spec.ts asks Chromium the same
// installability question (Page.getInstallabilityErrors) in every run.
test("Lighthouse's installability audit passes for the production build", { tag: "@deep" }, async ({
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
    const result = await lighthouse(`${baseURL}/`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["pwa"],
    });
    const audits = result?.lhr.audits ?? {};
    const installable = audits["installable-manifest"];
    expect(installable?.details, "installability errors").toMatchObject({ items: [] });
    expect(installable?.score).toBe(1);
    for (const id of ["splash-screen", "themed-omnibox", "maskable-icon", "viewport", "content-width"]) {
      expect(audits[id]?.score, id).toBe(1);
    }
  } finally {
    await browser.close();
  }
});
