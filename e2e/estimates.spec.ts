import { expect, type Page } from "@playwright/test";
import { test } from "./signed-in";

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: label })).toHaveText(option);
}

const npr = (amount: number) => `₨ ${amount.toLocaleString("en-IN")}`;

test("the Post a Job wizard shows what such work typically costs there, and nothing without enough jobs", async ({
  customerPage: page,
}) => {
  await page.goto("/post-job");
  await choose(page, "Service category", "Plumbing");
  // The figures the page was given (journeys beside this one finish plumbing jobs in Lalitpur, so a
  // figure read apart from the page's own request could already be another): the API tests check
  // them against a hand computation; this checks what the page makes of them.
  const answered = page.waitForResponse(
    (response) => response.url().includes("/api/estimates?") && response.url().includes("Lalitpur"),
  );
  await page.getByLabel("Location", { exact: true }).fill("Jawalakhel, Lalitpur");
  const expected = await (await answered).json();
  expect(expected.area).toMatchObject({ level: "district", name: "Lalitpur" });
  const description = page.getByRole("tabpanel", { name: /Description/ });
  await expect(
    description.getByText(`Typical price in Lalitpur: ${npr(expected.low)} – ${npr(expected.high)}`),
  ).toBeVisible();
  await expect(
    description.getByText(`Median ${npr(expected.median)}, from ${expected.sampleSize} completed jobs`),
  ).toBeVisible();

  // Next to the budget too.
  await page.getByLabel("Job title").fill("Fix the kitchen tap");
  await page.getByLabel("Description", { exact: true }).fill("The kitchen tap drips all night long.");
  await page.getByRole("button", { name: "Next Step" }).click();
  await expect(
    page.getByRole("tabpanel", { name: /Job Type/ }).getByText(/^Typical price in Lalitpur: /),
  ).toBeVisible();

  // Too few finished gardening jobs anywhere: no estimate, and no error either.
  await page.getByRole("tab", { name: /Description/ }).click();
  await choose(page, "Service category", "Gardening");
  await expect(page.getByText(/^Typical price in /)).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the landing page's Instant estimates leads to the categories, each with where its prices start", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "See typical prices" }).click();
  await expect(page).toHaveURL(/#categories$/);
  const categories = page.getByRole("region", { name: "Browse by category" });
  await expect(categories).toBeInViewport();
  await expect(categories.getByRole("link", { name: /^Plumbing from ₨ / })).toBeVisible();
  await expect(categories.getByRole("link", { name: "Massage", exact: true })).toBeVisible();
});
