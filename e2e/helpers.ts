import { expect, type Page } from "@playwright/test";
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
