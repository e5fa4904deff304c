import { expect, type Page, test } from "@playwright/test";

// The service worker is what these journeys are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker has installed (shell precached) and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<string | undefined> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

test("/sw.js is served as a revalidated script and controls the page after a reload", async ({
  page,
  request,
}) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  // Its precache list (inlined in the script) leaves out the catalogue's illustrations: each is
  // fetched when a page shows it.
  expect(await worker.text()).toContain("index.html");
  expect(await worker.text()).not.toContain("catalog/");

  await page.goto("/");
  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
});

test("with the network cut, a visited page still opens from the cache", async ({ page, context }) => {
  await page.goto("/");
  await controlledByServiceWorker(page);
  await page.goto("/professionals");
  await expect(page.getByRole("heading", { level: 1, name: "Professionals" })).toBeVisible();
  await expect(page.getByText("Ramesh Maharjan").first()).toBeVisible();

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Professionals" })).toBeVisible();
  await expect(page.getByText("Ramesh Maharjan").first()).toBeVisible();
  // The data came from the cache: a public read never made before cannot be had now.
  const unvisited = await page.evaluate(() =>
    fetch("/api/shop/brands").then(
      (response) => response.status,
      () => "failed",
    ),
  );
  expect(unvisited).toBe("failed");

  // A page outside the app shell gets the offline page, not the browser's error.
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
});

test("a new served version shows the update notice; Update Now reloads keeping auth-token", async ({
  page,
}) => {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("app-version"))).not.toBeNull();
  const current = await page.evaluate(() => localStorage.getItem("app-version"));
  await page.evaluate(() => {
    localStorage.setItem("auth-token", "token-1");
    localStorage.setItem("user-preferences", '{"language":"en"}');
    localStorage.setItem("draft", "gone after the update");
  });

  // What a new deploy looks like to the browser: /api/version answers another version.
  let served = `${current}-next`;
  await page.route("**/api/version", (route) =>
    route.fulfill({ json: { version: served }, headers: { "cache-control": "no-cache" } }),
  );
  const becomeVisible = () => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const notice = page.getByRole("region", { name: "New Update Available" });

  await becomeVisible();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "A new version of the product is available. Please refresh to get the latest features and improvements.",
  );
  await notice.getByRole("button", { name: "Later" }).click();
  await expect(notice).toBeHidden();

  served = `${current}-after-next`;
  await becomeVisible();
  await expect(notice).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await notice.getByRole("button", { name: "Update Now" }).click();
  await reloaded;

  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage["auth-token"]).toBe("token-1");
  expect(storage["user-preferences"]).toBe('{"language":"en"}');
  expect(storage.draft).toBeUndefined();
  // After the reload the first check stores the new version silently.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("app-version"))).toBe(served);
  await expect(notice).toBeHidden();
});

test("a new service worker waiting to take over shows the update notice", async ({ page }) => {
  await page.goto("/");
  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("app-version"))).not.toBeNull();

  // A new worker (this build's script under another URL) installs beside the running one and
  // tells the tab; the served version is unchanged, so the message alone shows the notice.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?build=next").then(() => undefined));
  await expect(page.getByRole("region", { name: "New Update Available" })).toBeVisible();
  // Prompt-style: once installed the new version waits; the notice is what switches versions.
  const waiting = () =>
    page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting),
    );
  await expect.poll(waiting, { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test("Chromium finds the app installable: manifest, icons and a controlling service worker", async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}, testInfo) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toMatch(/application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    short_name: "Sipalu",
    start_url: "/",
    display: "standalone",
    theme_color: "#b3222d",
  });
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe(icon.type);
  }
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: "192x192" }),
      expect.objectContaining({ sizes: "512x512", purpose: "maskable" }),
    ]),
  );

  // Chromium never offers to install from an incognito profile (Playwright's usual contexts).
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
