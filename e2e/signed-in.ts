import path from "node:path";
import { type Browser, type BrowserContextOptions, test as base, type Page } from "@playwright/test";
import type { DemoRole } from "./helpers";
import { SERVER_DATA_DIR } from "./server-data";

/**
 * The cookies of a demo login signed in once through the API (signed-in.setup.ts runs before the
 * journeys), for journeys that are not about signing in: `test.use({ storageState })`, a new
 * context, or the fixtures below. Journeys about signing in use the login page (helpers' signInAs).
 */
export const signedInState = (role: DemoRole) => path.join(SERVER_DATA_DIR, `signed-in-${role}.json`);

/** A page in a browser of its own where the demo login of `role` is signed in already. */
export async function pageAs(browser: Browser, role: DemoRole, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, storageState: signedInState(role) });
  return context.newPage();
}

/**
 * Playwright's test with a page for each demo login, each in its own browser (context), signed in
 * already and closed after the test; they take the test's options (viewport, …) like `page` does.
 */
export const test = base.extend<{ customerPage: Page; professionalPage: Page }>({
  customerPage: async ({ browser }, use) => {
    const page = await pageAs(browser, "customer");
    await use(page);
    await page.context().close();
  },
  professionalPage: async ({ browser }, use) => {
    const page = await pageAs(browser, "professional");
    await use(page);
    await page.context().close();
  },
});
