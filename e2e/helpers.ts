import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../domain/auth/schemas";

export type DemoRole = "customer" | "professional";

/** Signs in through the login page, on the tab of the role, as a person would. */
export async function signInAs(
  page: Page,
  role: DemoRole,
  email: string = DEMO_ACCOUNTS[role],
  password = DEMO_PASSWORD,
) {
  await page.goto("/login");
  await page.getByRole("tab", { name: role === "customer" ? "Customer" : "Professional" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/");
}

export const mainNav = (page: Page) => page.getByRole("navigation", { name: /^(Main|मुख्य)$/ });
export const bottomNav = (page: Page) => page.getByRole("navigation", { name: "Quick navigation" });

/** The link texts of a navigation, once it has rendered. */
export async function navLinkNames(nav: ReturnType<Page["getByRole"]>) {
  await expect(nav.getByRole("link").first()).toBeVisible();
  return (await nav.getByRole("link").allInnerTexts()).map((text) => text.trim());
}

/**
 * Opens `url` and waits until the page's live-events stream is open (GET /api/events answered), so
 * that an event sent from now on reaches this page live. The stream starts after the page has
 * drawn, and nothing on screen says when: a journey about live events waits for it here.
 */
export async function gotoWithLiveStream(page: Page, url: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  await page.goto(url);
  expect((await stream).status()).toBe(200);
}

/** Waits until an image has loaded and been drawn (a missing file has no natural width). */
export async function expectImageShown(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * A person of a journey's own, signed up through the API in a browser context of their own (the
 * demo logins get live events from journeys running beside it): their page and their id.
 */
export async function signUpOwn(
  browser: Browser,
  role: "customer" | "professional",
  firstName: string,
  lastName: string,
) {
  const page = await (await browser.newContext()).newPage();
  const signup = await page.request.post("/api/auth/signup", {
    data: {
      email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.np`,
      password: "correct horse battery",
      firstName,
      lastName,
      role,
    },
  });
  expect(signup.status()).toBe(201);
  return { page, id: ((await signup.json()) as { id: string }).id };
}

/** A toast, found by its title through the DOM (a closing dialog may still hide the notifications region). */
export const toastTitled = (page: Page, title: string) =>
  page.locator('[role="region"] li').getByText(title, { exact: true });

/** The day or start-time choices of a booking's slot picker. */
export const slotChoices = (page: Page, name: "booking-day" | "booking-time") =>
  page.locator(`label:has(input[name="${name}"])`);

/**
 * A plumber of a journey's own whom anyone can book: NPR 800 an hour, in Jawalakhel, working every
 * day from `hours[0]` to `hours[1]` (Nepal time).
 */
export async function bookablePlumber(browser: Browser, lastName: string, hours: [string, string]) {
  const pro = await signUpOwn(browser, "professional", "Bikash", lastName);
  const profile = await pro.page.request.patch("/api/users/profile", {
    data: { location: "Jawalakhel, Lalitpur", skills: ["Plumbing"], hourlyRate: 800 },
  });
  expect(profile.status()).toBe(200);
  const blocks = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: hours[0],
    endTime: hours[1],
  }));
  const week = await pro.page.request.patch("/api/professionals/availability", { data: { blocks } });
  expect(week.status()).toBe(200);
  return pro;
}
