import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import type { RunOptions } from "axe-core";
import { DEMO_ACCOUNTS } from "../domain/auth/schemas";
import { adminPassword } from "./server-data";
import { signedInState } from "./signed-in";

/**
 * WCAG 2.1 AA (issue 17): axe-core over every route of SPEC §2 and the dialogs and tabs people open
 * most, for each role that sees them, at 360 px and 1280 px, in the light and the dark theme. A page
 * loads once per role: the width changes with the viewport and the theme with the OS preference the
 * app follows (lib/theme.ts, "system"), so one load gives four scans. Any violation fails the test
 * with its rule, element, page, role, width and theme.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;
type Theme = "light" | "dark";

/** WCAG 2.0 and 2.1, A and AA, and heading-order (a best practice Lighthouse's audit counts). */
const ALL_RULES: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  rules: { "heading-order": { enabled: true } },
  resultTypes: ["violations"],
};
/**
 * The theme only swaps the colour tokens (a class on <html>): the DOM, names, roles and order are
 * the same in both, so the second theme is checked by the rules about colour.
 */
const COLOUR_RULES: RunOptions = {
  runOnly: { type: "rule", values: ["color-contrast", "link-in-text-block"] },
  resultTypes: ["violations"],
};

// axe-core as @axe-core/playwright bundles it, evaluated once per document: the page's later scans
// only run it.
const require = createRequire(import.meta.url);
const axePath = createRequire(require.resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js");
const AXE_SOURCE = `if (!window.axe) {${readFileSync(axePath, "utf8")}}`;

type Role = "visitor" | "customer" | "shopper" | "professional" | "admin";
/** A place to scan and how to get there: a load, or something done on the page as it is. */
type Stop = { name: string; loads: boolean; go: (page: Page) => Promise<void> };

/** Loads `path`, waits for it to settle, then does `then` (fill a form, open a toast...). */
const load = (path: string, then?: (page: Page) => Promise<void>, name = path): Stop => ({
  name,
  loads: true,
  go: async (page) => {
    await page.goto(path);
    await settle(page);
    await then?.(page);
  },
});

/** Something a person does on the page already open: opens a dialog, chooses a tab. */
const then = (name: string, act: (page: Page) => Promise<void>): Stop => ({ name, loads: false, go: act });

/** Chooses a tab by name. */
async function tab(page: Page, name: string | RegExp, scope: Page | ReturnType<Page["getByRole"]> = page) {
  const chosen = scope.getByRole("tab", { name });
  await chosen.click();
  await expect(chosen).toHaveAttribute("aria-selected", "true");
}

/** Opens the first link of the page's main area whose address matches, as a person would. */
async function followFirst(page: Page, href: RegExp) {
  const hrefs = await page
    .locator("#main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const target = hrefs.find((value) => href.test(value));
  expect(target, `a link to ${href} on ${page.url()}`).toBeDefined();
  await page.locator(`#main a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(target as string);
}

const dialog = (page: Page) => page.getByRole("dialog");

/**
 * What the page is still loading ("" once the app has drawn it with no skeleton, busy part or
 * animation left), or with `settled`, whether that is "".
 */
function loading(settled: boolean): string | boolean {
  let what = "";
  const busy = document.querySelector('div.animate-pulse, [aria-busy="true"], [role="status"] .animate-spin');
  const running = document
    .getAnimations()
    .find(
      (animation) =>
        animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
    );
  if (!document.querySelector("#main > *")) what = "the app (finding out who is signed in)";
  else if (busy) what = busy.outerHTML.slice(0, 200);
  else if (running)
    what = `an animation of ${(running.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 200)}`;
  return settled ? what === "" : what;
}

async function settle(page: Page) {
  await page.waitForFunction(loading, true, { timeout: 20_000 }).catch(() => {});
  expect(await page.evaluate(loading, false), `still loading on ${page.url()}`).toBe("");
}

/** Signs up a new customer on `api`, who orders two products and then fills the cart again. */
async function orderAndFillCart(api: APIRequestContext) {
  const signup = await api.post("/api/auth/signup", {
    data: {
      email: `a11y-${crypto.randomUUID()}@example.np`,
      password: "sunrise over Phewa",
      firstName: "Sita",
      lastName: "Gurung",
    },
  });
  expect(signup.status(), "shopper signup").toBe(201);
  const products = await (await api.get("/api/shop/products?pageSize=2")).json();
  const [first, second] = products.items as { id: string }[];
  for (const product of [first, second]) {
    expect((await api.put(`/api/shop/cart/${product?.id}`, { data: { quantity: 1 } })).status()).toBe(200);
  }
  const order = await api.post("/api/shop/orders", {
    data: {
      deliveryName: "Sita Gurung",
      deliveryPhone: "9841234567",
      deliveryAddress: "Lakeside-6, Pokhara",
    },
  });
  expect(order.status(), "shopper's order").toBe(201);
  expect((await api.put(`/api/shop/cart/${first?.id}`, { data: { quantity: 2 } })).status()).toBe(200);
}

/**
 * A page of its own, signed in as `role`: the demo logins from signed-in.setup.ts, the admin with
 * the password its server generated, the shopper a new customer with an order and a full cart.
 */
async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({
    viewport: WIDTHS[0],
    colorScheme: "light",
    // Animations and transitions end at once (index.css), so a scan never sees colours half-way.
    reducedMotion: "reduce",
    storageState: role === "customer" || role === "professional" ? signedInState(role) : undefined,
  });
  const api = context.request;
  if (role === "admin") {
    const login = await api.post("/api/auth/login", {
      data: { email: DEMO_ACCOUNTS.admin, password: await adminPassword() },
    });
    expect(login.status(), "admin login").toBe(200);
    // Some order to open on /admin/orders, whichever journeys ran before.
    const customer = await browser.newContext();
    await orderAndFillCart(customer.request);
    await customer.close();
  }
  if (role === "shopper") await orderAndFillCart(api);
  return context.newPage();
}

async function setTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?![\s\S]*\bdark\b)/);
}

/** Scans the page at each width and theme; returns the violations, a readable line each. */
async function scanEverywhere(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const scans = [
    [WIDTHS[0], "light"],
    [WIDTHS[0], "dark"],
    [WIDTHS[1], "dark"],
    [WIDTHS[1], "light"],
  ] as const;
  for (const [size, theme] of scans) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    await setTheme(page, theme);
    await settle(page);
    const options = theme === "light" ? ALL_RULES : COLOUR_RULES;
    const { violations } = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
      .setLegacyMode() // one page, no frames: axe.run in it, without opening a blank page per scan
      .options(options)
      .analyze();
    // Nothing wider than the phone: a page that scrolls sideways hides its own edge.
    const wider = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map((element) => element.outerHTML.slice(0, 120));
    });
    if (wider.length > 0) {
      found.push(
        `wider than the screen on ${where} at ${size.width} px, ${theme}:\n    ${wider.join("\n    ")}`,
      );
    }
    for (const violation of violations) {
      for (const node of violation.nodes) {
        const why = [...node.any, ...node.all, ...node.none].map((check) => check.message).join("; ");
        found.push(
          `${violation.id} (${violation.impact}) on ${where} at ${size.width} px, ${theme}: ${node.target.join(" ")}\n` +
            `    ${violation.help}: ${why}`,
        );
      }
    }
  }
  await setTheme(page, "light");
  return found;
}

/** At most this many stops per test, so that the two workers share them and each test is short. */
const STOPS_PER_TEST = 3;

/** The stops of a role, in tests of a few each; a load stays with the stops done on its page. */
function scans(role: Role, stops: Stop[]) {
  const segments: Stop[][] = [];
  for (const stop of stops) {
    const last = segments.at(-1);
    if (last && !stop.loads) last.push(stop);
    else segments.push([stop]);
  }
  const groups: Stop[][] = [];
  for (const segment of segments) {
    const last = groups.at(-1);
    if (last && last.length + segment.length <= STOPS_PER_TEST) last.push(...segment);
    else groups.push([...segment]);
  }
  for (const group of groups) {
    test(`axe, ${role}: ${group.map((stop) => stop.name).join(" · ")}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await pageAs(browser, role);
      const found: string[] = [];
      for (const stop of group) {
        await test.step(stop.name, async () => {
          await stop.go(page);
          found.push(...(await scanEverywhere(page, `${stop.name} (${role})`)));
        });
      }
      await page.context().close();
      expect(found, `${found.length} accessibility violations:\n${found.join("\n")}`).toEqual([]);
    });
  }
}

async function openProfessional(page: Page) {
  await page
    .getByRole("main")
    .getByRole("link")
    .filter({ hasText: /jobs? completed/ })
    .first()
    .click();
  await expect(dialog(page).getByRole("heading", { name: "Statistics" })).toBeVisible();
}

const jobCard = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("button")
    .filter({ has: page.getByRole("heading") })
    .first();

// A visitor: every page open to all. Signed-in roles below get each page whose content depends on
// who is signed in; their header, menus and bottom navigation are on every page they get.
scans("visitor", [
  load("/"),
  load(
    "/login",
    async (page) => {
      // Nothing filled in: the errors under the fields, as sign-up shows them (by email: a phone
      // opens on the number).
      await page.getByRole("button", { name: "Email", exact: true }).click();
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    },
    "/login, with the errors of an empty sign-in",
  ),
  load(
    "/login",
    async (page) => {
      await page.getByRole("button", { name: "Phone", exact: true }).click();
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    },
    "/login, by phone, with the error of an empty number",
  ),
  load(
    "/login?mode=signup",
    async (page) => {
      await page.getByRole("button", { name: "Sign Up", exact: true }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    },
    "/login?mode=signup, with the errors of an empty sign-up",
  ),
  load("/no-such-page"),
  load("/professionals"),
  then("/professionals, a professional's dialog", openProfessional),
  load("/jobs"),
  then("/jobs, a job's dialog", async (page) => {
    await page
      .getByRole("main")
      .getByRole("button")
      .filter({ hasText: /\d+ bids?/ })
      .first()
      .click();
    await expect(dialog(page)).toBeVisible();
  }),
  load("/marketplace"),
  then("/marketplace/:id", (page) => followFirst(page, /^\/marketplace\/[^/?]+$/)),
  load("/cart"),
  load("/training"),
  then("/training/:id", (page) => followFirst(page, /^\/training\/[^/?]+$/)),
  load("/instant-help"),
  load("/mobile-features"),
]);

// The demo customer, with posted jobs and their bids.
scans("customer", [
  load("/"),
  then("/, the user menu", async (page) => {
    await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
  }),
  load("/jobs"),
  load("/jobs?view=mine"),
  then("/jobs?view=mine, a job's dialog with its bids", async (page) => {
    const withBids = page
      .getByRole("article")
      .filter({ hasText: /Bids received \([1-9]/ })
      .first();
    await withBids.getByRole("heading").getByRole("button").click();
    await expect(dialog(page).getByRole("list", { name: "Bids, lowest first" })).toBeVisible();
  }),
  then("/jobs?view=mine, a hired job's payment", async (page) => {
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    const hired = page
      .getByRole("article")
      .filter({ hasText: /Hired: / })
      .first();
    await hired.getByRole("heading").getByRole("button").click();
    await expect(dialog(page).getByRole("region", { name: "Payment" })).toBeVisible();
  }),
  load("/post-job"),
  then("/post-job, the errors of an empty first step", async (page) => {
    await page.getByRole("button", { name: "Next Step" }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  }),
  then("/post-job, a price estimate", async (page) => {
    await page.getByRole("combobox", { name: "Service category" }).click();
    await page.getByRole("option", { name: "Plumbing", exact: true }).click();
    await page.getByLabel("Location", { exact: true }).fill("Lalitpur");
    await expect(
      page.getByRole("tabpanel", { name: /Description/ }).getByText(/^Typical price in Lalitpur: /),
    ).toBeVisible();
  }),
  load("/profile"),
  load("/messages"),
  load("/instant-help"),
  load("/dashboard", undefined, "/dashboard, access denied"),
  load("/professionals"),
  then("/professionals, a professional's dialog", openProfessional),
  then("/book/:id, a free time chosen, repeating every week", async (page) => {
    // The dialog's Book Now (on a phone it sits under the dialog's Contact tab): the booking page.
    await page.goto(`/book/${new URL(page.url()).searchParams.get("pro")}`);
    // Their free days (or, for someone who keeps no hours, the words saying there are none).
    const day = page.locator('label:has(input[name="booking-day"])').first();
    await expect(day.or(page.getByText("No free times in the next two weeks"))).toBeVisible();
    if (await day.isVisible()) {
      await day.click();
      await page.locator('label:has(input[name="booking-time"])').first().click();
      // The visits of a weekly series, each marked free or not.
      await page.getByRole("combobox", { name: "Repeat" }).click();
      await page.getByRole("option", { name: "Every week" }).click();
      await expect(
        page.getByRole("heading", { name: "The visits: each is a booking of its own" }),
      ).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: /free/i }).first()).toBeVisible();
    }
  }),
  load("/calendar"),
  // Her phone is not verified: the settings say SMS cannot reach her, with a link to her profile.
  load("/notifications"),
  load("/marketplace"),
  load("/training", (page) => followFirst(page, /^\/training\/[^/?]+$/), "/training/:id"),
]);
// A new customer with an order and a full cart.
scans("shopper", [
  load("/cart"),
  load("/checkout"),
  load("/orders"),
  then("/orders/:id", (page) => followFirst(page, /^\/orders\/[^/?]+$/)),
]);

// The demo professional.
scans("professional", [
  load("/"),
  load("/jobs-hub"),
  then("/jobs-hub, a job's dialog with the bid form", async (page) => {
    await jobCard(page).click();
    await expect(dialog(page)).toBeVisible();
  }),
  load("/jobs-hub?tab=bids"),
  load("/jobs-hub?tab=projects"),
  load("/available-bids"),
  then("/available-bids, a bid's dialog", async (page) => {
    await page.getByRole("button", { name: "View Details" }).first().click();
    await expect(dialog(page)).toBeVisible();
  }),
  then("/available-bids, a bid's competition", (page) => tab(page, "Competition", dialog(page))),
  load("/service-area"),
  then("/service-area, Availability", (page) => tab(page, "Availability")),
  load("/get-verified"),
  load("/earnings"),
  load("/profile"),
  then("/profile, Professional", (page) => tab(page, "Professional")),
  load("/instant-help"),
  load("/messages"),
  load("/notifications"),
  load("/jobs"),
  load("/professionals"),
  // The week first (a list of days at 360 px, a time grid at 1280), then one day.
  load("/calendar"),
  then("/calendar, the day view", async (page) => {
    await page.locator("label", { has: page.getByRole("radio", { name: "Day" }) }).click();
    await expect(page).toHaveURL(/view=day/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }),
  then("/calendar, proposing another time", async (page) => {
    await page.getByRole("button", { name: "Propose another time" }).first().click();
    await expect(dialog(page).locator('input[name="booking-day"]').first()).toBeAttached();
  }),
]);

// An admin.
scans("admin", [
  load("/"),
  load("/admin"),
  load("/admin/verifications"),
  load("/admin/users"),
  load("/admin/orders"),
  then("/admin/orders, an order", async (page) => {
    await page
      .getByRole("button", { name: /^View order #/ })
      .first()
      .click();
    await expect(dialog(page).getByRole("heading", { name: "Deliver to" })).toBeVisible();
  }),
  load("/admin/payouts"),
  load("/admin/disputes"),
]);

/**
 * Toasts, which a page scan rarely catches (they close after 5 s): each kind raised afresh at each
 * width and theme and scanned at once, the notifications region alone.
 */
test("axe, visitor: a success and an error toast, at both widths, in both themes", async ({ browser }) => {
  const page = await pageAs(browser, "visitor");
  const toasts = page.getByRole("region", { name: "Notifications" });
  // Each kind's page, and how to raise its toast again there (a new toast replaces the one shown).
  const kinds = [
    {
      kind: "success",
      path: "/marketplace",
      raise: async () => {
        await page
          .getByRole("main")
          .getByRole("button", { name: /^Add .+ to cart$/ })
          .first()
          .click();
        await expect(toasts.getByText("Added to cart", { exact: true }).first()).toBeVisible();
      },
    },
    {
      kind: "error",
      path: "/instant-help",
      raise: async () => {
        await page.getByRole("button", { name: "Get Help Now" }).click();
        await expect(toasts.getByText("Missing Information", { exact: true }).first()).toBeVisible();
      },
    },
  ];
  const found: string[] = [];
  for (const { kind, path, raise } of kinds) {
    await page.goto(path);
    await settle(page);
    for (const size of WIDTHS) {
      for (const theme of ["light", "dark"] as const) {
        await page.setViewportSize(size);
        await setTheme(page, theme);
        await raise();
        const { violations } = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
          .setLegacyMode()
          .include('[role="region"][aria-label^="Notifications"] ol')
          .options(theme === "light" ? ALL_RULES : COLOUR_RULES)
          .analyze();
        for (const violation of violations) {
          for (const node of violation.nodes) {
            found.push(
              `${violation.id} on the ${kind} toast at ${size.width} px, ${theme}: ${node.target.join(" ")}`,
            );
          }
        }
      }
    }
  }
  await page.context().close();
  expect(found, found.join("\n")).toEqual([]);
});
