import { expect } from "@playwright/test";
import { bottomNav, mainNav, navLinkNames, signInAs } from "./helpers";
import { test } from "./signed-in";

/** SPEC §2 header links for everyone but professionals. */
const CUSTOMER_LINKS = ["Home", "Professionals", "Jobs", "Instant Help", "Marketplace", "Training"];

test("a visitor sees the landing page with sign-in and the public links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect(await navLinkNames(mainNav(page))).toEqual(CUSTOMER_LINKS);
  await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
});

test("the demo customer signs in and finds the customer header and category strip", async ({ page }) => {
  await signInAs(page, "customer");
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  expect(await navLinkNames(mainNav(page))).toEqual(CUSTOMER_LINKS);
  await expect(page.getByRole("link", { name: "Post a Job" })).toBeVisible();
  const plumbing = page.getByRole("link", { name: "Plumbing" });
  await expect(plumbing).toHaveAttribute("href", "/professionals?skillCategory=Plumbing");

  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menu")).toContainText("Aarati Shrestha");
  await expect(page.getByRole("menu")).toContainText("customer@demo.np");
});

test("the demo professional sees the professional links", async ({ professionalPage: page }) => {
  await page.goto("/");
  expect(await navLinkNames(mainNav(page))).toEqual([
    "Dashboard",
    "Earnings",
    "Jobs Hub",
    "Instant Help",
    "Network",
    "Marketplace",
    "Training",
  ]);
  await mainNav(page).getByRole("link", { name: "Jobs Hub" }).click();
  await expect(page).toHaveURL("/jobs-hub");
  await expect(mainNav(page).getByRole("link", { name: "Jobs Hub" })).toHaveAttribute("aria-current", "page");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the professional has the professional bottom navigation", async ({ professionalPage: page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    expect(await navLinkNames(bottomNav(page))).toEqual(["Dashboard", "Jobs", "Bids", "Instant", "Profile"]);
    await bottomNav(page).getByRole("link", { name: "Bids" }).click();
    await expect(page).toHaveURL("/available-bids");
  });

  test("a visitor has the public bottom navigation", async ({ page }) => {
    await page.goto("/");
    expect(await navLinkNames(bottomNav(page))).toEqual(["Home", "Pros", "Instant", "Shop", "Learn"]);
  });
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("Did you forget to add the page to the router?", { exact: true }),
  ).toBeVisible();
});

test("a customer opening /dashboard does not get the professional page", async ({ customerPage: page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("Access Denied", { exact: true })).toBeVisible();
  await expect(
    page.getByText("This page is only available for professionals.", { exact: true }),
  ).toBeVisible();
});

test("the theme and language choices survive a reload", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.getByRole("button", { name: "नेपाली" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(mainNav(page).getByRole("link").first()).toHaveText("गृहपृष्ठ");

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(mainNav(page).getByRole("link").first()).toHaveText("गृहपृष्ठ");
});

test("the header search goes to /professionals with only the filled boxes", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("textbox", { name: "What service do you need?" }).first().fill("plumb");
  await page.getByRole("textbox", { name: "What service do you need?" }).first().press("Enter");
  await expect(page).toHaveURL("/professionals?skills=plumb");
});
