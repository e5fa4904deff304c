import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { formatNpr } from "../domain/money";
import { bookablePlumber, signUpOwn } from "./helpers";
import { test } from "./signed-in";

/**
 * The small stumbles of issue 17, each as a person meets it: a new page opens at its top and Back
 * returns to the old place; the header menus open on the first tap after load; the floating search
 * button never sits over a control on a phone; the profile tabs fit a phone; one response time;
 * the Jobs Hub lists every category, marks my bids and takes an estimated time.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Two frames: what listens to scroll (in requestAnimationFrame) has run. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Walks down the page in the browser, 40 px a step (less than the floating search button is tall),
 * and counts the steps where the button is shown and where it stood aside; fails at the first step
 * where it covers a control. Other journeys share the demo accounts, so a card can change under the
 * button; the button answers such a change in the frames after it (a ResizeObserver, then a frame),
 * so each step gives it up to six frames to be clear before it counts as covering a control (a step
 * clear in its first frame goes on at once).
 */
async function walkUnderSearchButton(page: Page) {
  // The button is fetched once the page has settled (app/layout/mobile-search.tsx).
  await expect(page.locator('button[aria-label="Search services"]')).toBeAttached();
  const walk = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const fab = document.querySelector<HTMLElement>('button[aria-label="Search services"]');
    if (!fab) return { shown: 0, steppedAside: 0, failure: "no search button" };
    const seen = (element: Element) => {
      let { left, right, top, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowY === "visible") continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, right, top, bottom };
    };
    const covered = () => {
      if (fab.hasAttribute("aria-hidden")) return undefined;
      // Its box when shown (it shrinks while hidden), less the corners a round button leaves
      // free, against what of each control can be seen.
      const rect = fab.getBoundingClientRect();
      const [cx, cy] = [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2];
      const [hw, hh] = [fab.offsetWidth / 2 - 4, fab.offsetHeight / 2 - 4];
      const box = { left: cx - hw, right: cx + hw, top: cy - hh, bottom: cy + hh };
      const controls = document.querySelectorAll("main a[href], main button, main input, main textarea");
      return [...controls]
        .filter((control) => {
          const area = seen(control);
          return (
            area.right > area.left &&
            area.bottom > area.top &&
            area.left < box.right &&
            area.right > box.left &&
            area.top < box.bottom &&
            area.bottom > box.top
          );
        })
        .map((control) => control.textContent?.trim() || control.tagName);
    };
    let [shown, steppedAside] = [0, 0];
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 150; y <= bottom; y += 40) {
      window.scrollTo(0, y);
      let now: string[] | undefined;
      for (let tries = 0; tries < 6; tries += 1) {
        await frame();
        now = covered();
        if (now === undefined || now.length === 0) break;
      }
      if (now && now.length > 0)
        return { shown, steppedAside, failure: `at scrollY ${y} it covers ${now.join(", ")}` };
      if (now) shown += 1;
      else steppedAside += 1;
    }
    return { shown, steppedAside, failure: undefined };
  });
  expect(walk.failure).toBeUndefined();
  return walk;
}

test("a link opens the next page at its top, and Back returns to where the last one was left", async ({
  page,
}) => {
  await page.goto("/training");
  await expect(page.getByText(/^\d+ courses found$/)).toBeVisible();
  // Down to the footer, once the page has stopped growing (its lists and images load as it goes).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle(page);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(await scrollY(page)).toBe(bottom);
  }).toPass();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(800);

  await page.getByRole("contentinfo").getByRole("link", { name: "Find Professionals" }).click();
  await expect(page).toHaveURL("/professionals");
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL("/training");
  await expect.poll(() => scrollY(page)).toBe(left);
});

test("the first click right after load opens the user menu, and the theme menu", async ({
  customerPage: page,
}) => {
  // Right after load means before the browser's first idle moment (3 s or more after load): the
  // button must be ready within 2 s (not a disabled stand-in), and the one click on it must open the
  // menu (not only wake the menus' code up). The click itself may wait on a slow machine.
  await page.goto("/");
  const userMenu = page.getByRole("button", { name: "Open user menu" });
  await expect(userMenu).toBeEnabled({ timeout: 2_000 });
  await userMenu.click({ timeout: 10_000 });
  await expect(page.getByRole("menu")).toContainText("customer@demo.np", { timeout: 5_000 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(page.getByRole("button", { name: "Open user menu" })).toBeFocused();

  await page.goto("/professionals");
  const themeMenu = page.getByRole("button", { name: "Theme" });
  await expect(themeMenu).toBeEnabled({ timeout: 2_000 });
  await themeMenu.click({ timeout: 10_000 });
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeVisible({ timeout: 5_000 });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the first tap right after load opens the navigation menu", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(menu).toBeEnabled({ timeout: 2_000 });
    await menu.click({ timeout: 10_000 });
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible({ timeout: 5_000 });
  });

  test("the floating search button never sits over a control, a field being filled in, a dialog or a review's Submit", async ({
    customerPage: page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const searchButton = page.locator('button[aria-label="Search services"]');
    // My Jobs: cards with Accept Bid, Cancel Job and the bids' own scrolling lists.
    await page.goto("/jobs?view=mine");
    await expect(page.getByRole("button", { name: "Accept Bid" }).first()).toBeVisible();
    const jobs = await walkUnderSearchButton(page);
    // It was there for most of the page, and stood aside at least once for a button beneath it.
    expect(jobs.shown).toBeGreaterThan(0);
    expect(jobs.steppedAside).toBeGreaterThan(0);

    // A job's form: past its fields, labels and the wizard's buttons, never over one.
    await page.goto("/post-job");
    await expect(page.getByLabel("Job title")).toBeVisible();
    await walkUnderSearchButton(page);
    // While a field is being filled in it stays out of the way, whatever is under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByLabel("Job title").focus();
    await expect(searchButton).toHaveAttribute("aria-hidden", "true");
    await page.getByLabel("Job title").blur();

    // Over a dialog (a job's, with its bids and forms) it waits behind: the dialog's buttons are never under it.
    await page.goto("/jobs?view=mine");
    await expect(page.getByRole("button", { name: "Accept Bid" }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole("article").first().getByRole("heading").getByRole("button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(searchButton).toHaveAttribute("aria-hidden", "true");

    // A review's form on a job just done (a customer and a plumber of the test's own): its Submit
    // Review is never under the button either.
    const customer = await signUpOwn(browser, "customer", "Gita", "Karki");
    const pro = await bookablePlumber(browser, `Review ${Date.now()}`, ["00:00", "23:30"]);
    const [slot] = (await (
      await customer.page.request.get(`/api/professionals/${pro.id}/slots?days=14&hours=2`)
    ).json()) as { startsAt: string }[];
    const made = await customer.page.request.post("/api/bookings", {
      headers: { "Idempotency-Key": crypto.randomUUID() },
      data: {
        professionalId: pro.id,
        skillCategory: "Plumbing",
        title: "Fix the kitchen tap",
        description: "It drips all night.",
        location: "Jawalakhel, Lalitpur",
        startsAt: slot?.startsAt,
        estimatedHours: 2,
      },
    });
    expect(made.status()).toBe(201);
    const { id, jobId } = (await made.json()) as { id: string; jobId: string };
    expect((await pro.page.request.post(`/api/bookings/${id}/accept`, { data: {} })).status()).toBe(200);
    for (const step of ["start", "complete"]) {
      expect((await pro.page.request.post(`/api/jobs/${jobId}/${step}`, { data: {} })).status()).toBe(200);
    }
    await customer.page.setViewportSize({ width: 360, height: 740 });
    await customer.page.goto("/jobs?view=mine");
    await expect(customer.page.getByRole("button", { name: "Submit Review" })).toBeVisible();
    const review = await walkUnderSearchButton(customer.page);
    expect(review.shown).toBeGreaterThan(0);
    await customer.page.context().close();
    await pro.page.context().close();
  });

  test("every profile tab is on screen, none cut off, in English and in Nepali", async ({
    customerPage: page,
  }) => {
    const tabsFit = async () => {
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(5);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      const list = page.getByRole("tablist");
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    };
    await page.goto("/profile");
    await tabsFit();
    await page.getByRole("tab", { name: "Password" }).click();
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    // Nepali's longer names ("आधारभूत जानकारी") fit too.
    await page.evaluate(() => localStorage.setItem("user-preferences", JSON.stringify({ language: "ne" })));
    await page.reload();
    await expect(page.getByRole("tab", { name: "आधारभूत जानकारी" })).toBeVisible();
    await tabsFit();
  });
});

test("a professional's response time and acceptance rate read the same on the dashboard, the profile dialog and Instant Help", async ({
  professionalPage: page,
}) => {
  const me = await getJson<{ id: string }>(page.request, "/api/auth/user");
  const { responseTime, acceptanceRate } = await getJson<{
    responseTime: number | null;
    acceptanceRate: number | null;
  }>(page.request, "/api/professionals/profile");
  // The demo professional's seeded answers measure both.
  expect(responseTime).toBeGreaterThan(0);
  expect(acceptanceRate).toBeGreaterThan(0);
  const minutes = responseTime ?? 0;
  const hours = Math.round(minutes / 60);
  const words = minutes < 60 ? `about ${minutes} min` : `about ${hours} ${hours === 1 ? "hour" : "hours"}`;
  const rate = `${Math.round(acceptanceRate ?? 0)}%`;

  await page.goto("/dashboard");
  await expect(page.getByText(words, { exact: true })).toBeVisible();
  await expect(page.getByText(rate, { exact: true })).toBeVisible();

  await page.goto(`/professionals?pro=${me.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(words, { exact: true })).toBeVisible();
  await expect(dialog.getByText(rate, { exact: true })).toBeVisible();

  await page.goto("/instant-help");
  const stats = page.getByRole("region", { name: "Instant help figures" });
  await expect(stats.getByText(words, { exact: true })).toBeVisible();
  await expect(stats.getByText(`Acceptance rate: ${rate}`, { exact: true })).toBeVisible();
});

test("the Jobs Hub lists every category, takes an estimated time with a bid and marks the job 'You bid'", async ({
  browser,
  customerPage: customer,
}) => {
  const stamp = Date.now();
  const title = `Trim the hedge and mow the lawn ${stamp}`;
  const posted = await customer.request.post("/api/jobs", {
    data: {
      title,
      description: "A small garden in Sanepa: the hedge along the wall and about 200 m² of lawn.",
      skillCategory: "Gardening",
      location: "Sanepa, Lalitpur",
      jobType: "fixed",
      budget: 3500,
    },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: string };

  // A professional of this test's own, so no other journey's bids are counted with theirs.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const signup = await context.request.post("/api/auth/signup", {
    data: {
      email: `gardener.${stamp}@example.np`,
      password: "sanepa-garden-2026",
      firstName: "Hari",
      lastName: `Gurung${stamp}`,
      role: "professional",
    },
  });
  expect(signup.ok(), `signup: ${signup.status()}`).toBe(true);
  const page = await context.newPage();

  await page.goto("/jobs-hub");
  await page.getByRole("combobox", { name: "Category" }).click();
  for (const name of ["Gardening", "Moving", "Mason", "AC Repair", "Plumbing"]) {
    await expect(page.getByRole("option", { name, exact: true })).toBeAttached();
  }
  await page.getByRole("option", { name: "Gardening", exact: true }).click();
  await expect(page).toHaveURL(/skillCategory=Gardening/);

  await page.getByRole("heading", { name: title }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("Your bid amount (NPR)").fill("3000");
  await dialog.getByLabel("Message", { exact: true }).fill("Hedge trimmer and mower of my own; half a day.");
  await dialog.getByLabel("Estimated time (optional)").fill("Half a day");
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(page.getByText("Bid Submitted", { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText("Takes Half a day", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  const card = page.getByRole("button", { name: new RegExp(title) });
  await expect(card.getByText(`You bid ${formatNpr(3000)}`, { exact: true })).toBeVisible();

  // The customer sees the estimated time with the bid.
  const bids = await getJson<{ estimatedTime: string | null }[]>(
    customer.request,
    `/api/jobs/${job.id}/bids`,
  );
  expect(bids.map((bid) => bid.estimatedTime)).toEqual(["Half a day"]);
  await context.close();
});
