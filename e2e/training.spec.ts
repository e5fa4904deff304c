import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../domain/auth/schemas";
import { expectImageShown } from "./helpers";
import { test } from "./signed-in";

/**
 * SPEC §2 Training: search and the seven filters acting through the API (kept in the URL), and
 * Enroll recording an enrolment that shows on the course and on the profile (My Training).
 */

const FREE_COURSE = "Solar PV Installer";

test.use({ actionTimeout: 10_000 });

const courseList = (page: Page) => page.getByRole("list", { name: "All Courses" });
const courseCards = (page: Page) => courseList(page).getByRole("article");
const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /courses? found$/ });

/** The number in "7 courses found", once the list has loaded. */
async function shownTotal(page: Page): Promise<number> {
  await expect(resultCount(page)).toHaveText(/^\d+ courses? found$/);
  return Number((await resultCount(page).textContent())?.match(/^\d+/)?.[0]);
}

/** A Radix select: open it by its label, pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: label })).toHaveText(option);
}

/** How many students a course card says it has. */
async function studentsOf(page: Page, title: string): Promise<number> {
  const text = await courseCards(page)
    .filter({ has: page.getByRole("link", { name: title }) })
    .getByText(/^\d+ students?$/)
    .textContent();
  return Number(text?.match(/^\d+/)?.[0]);
}

test("the province and level filters narrow the course list and stay in the URL", async ({ page }) => {
  await page.goto("/training");
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Training Categories" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Training Courses" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why Choose Sipalu Training?" })).toBeVisible();
  const all = await shownTotal(page);
  expect(all).toBeGreaterThanOrEqual(12);

  await choose(page, "Province", "Bagmati");
  await expect(page).toHaveURL(/province=Bagmati/);
  await expect.poll(() => shownTotal(page)).toBeLessThan(all);
  const inBagmati = await shownTotal(page);
  expect(inBagmati).toBeGreaterThan(0);
  await expect(courseCards(page)).toHaveCount(inBagmati);
  for (const card of await courseCards(page).all()) await expect(card).toContainText("Bagmati Province");

  await choose(page, "Level", "Beginner");
  await expect(page).toHaveURL(/level=beginner/);
  await expect.poll(() => shownTotal(page)).toBeLessThan(inBagmati);
  const beginners = await shownTotal(page);
  expect(beginners).toBeGreaterThan(0);
  await expect(courseCards(page)).toHaveCount(beginners);
  for (const card of await courseCards(page).all()) {
    await expect(card).toContainText("Bagmati Province");
    await expect(card.getByRole("list", { name: "Course details" })).toContainText("Beginner");
  }

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Province" })).toHaveText("Bagmati");
  await expect(page.getByRole("combobox", { name: "Level" })).toHaveText("Beginner");
  expect(await shownTotal(page)).toBe(beginners);

  await page.getByRole("button", { name: "Remove filter Beginner" }).click();
  await expect.poll(() => shownTotal(page)).toBe(inBagmati);
});

test("a visitor who presses Enroll is asked to sign in, and comes back to the course", async ({ page }) => {
  await page.goto("/training?price=free");
  await courseCards(page)
    .filter({ has: page.getByRole("link", { name: FREE_COURSE }) })
    .getByRole("button", { name: /^Enroll/ })
    .click();
  const prompt = page.getByRole("dialog", { name: "Sign in to enroll" });
  await expect(prompt).toBeVisible();
  await expect(page.getByText("You are logged out", { exact: false })).toHaveCount(0);
  await prompt.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/training?price=free");
});

test("a customer enrolls in a free course, sees it enrolled there and on the profile, and cancels", async ({
  customerPage: page,
}) => {
  await page.goto("/training?price=free");
  await expect(page.getByRole("combobox", { name: "Price" })).toHaveText("Free");
  const card = courseCards(page).filter({ has: page.getByRole("link", { name: FREE_COURSE }) });
  await expect(card).toContainText("Free");
  const before = await studentsOf(page, FREE_COURSE);

  await card.getByRole("button", { name: `Enroll in ${FREE_COURSE}` }).click();
  // Nothing is booked before the course and its price are confirmed.
  const confirm = page.getByRole("dialog", { name: "Enroll in this course?" });
  await expect(confirm).toContainText(`${FREE_COURSE} is free.`);
  await confirm.getByRole("button", { name: "Confirm enrollment" }).click();
  await expect(page.getByText("You're enrolled!", { exact: true })).toBeVisible();
  await expect(card.getByText("Enrolled", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Enroll/ })).toHaveCount(0);
  await expect.poll(() => studentsOf(page, FREE_COURSE)).toBe(before + 1);

  await expectImageShown(card.locator("img"));
  await card.getByRole("link", { name: FREE_COURSE }).click();
  await expect(page.getByRole("heading", { level: 1, name: FREE_COURSE })).toBeVisible();
  // The course's own illustration, named for the course: the page's main picture.
  await expectImageShown(page.getByRole("img", { name: FREE_COURSE }));
  await expect(page.getByRole("complementary").getByText("Enrolled", { exact: true })).toBeVisible();

  await page.goto("/profile?tab=training");
  const myTraining = page.getByRole("region", { name: "My Training" });
  const row = myTraining.getByRole("article", { name: FREE_COURSE });
  await expect(row.getByText("Enrolled", { exact: true })).toBeVisible();
  const paid = myTraining.getByRole("article", { name: "Web Design with HTML, CSS and WordPress" });
  await expect(paid.getByText("Awaiting payment", { exact: true })).toBeVisible();
  await expect(paid).toContainText("Pay the course fee with eSewa or Khalti");

  await row.getByRole("button", { name: "Cancel enrollment" }).click();
  await expect(page.getByText("Enrollment cancelled", { exact: true })).toBeVisible();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
});
