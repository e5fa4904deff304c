import { expect, type Locator, type Page, test } from "@playwright/test";

/** SPEC §2 /professionals: filters in the URL, chips, result count, empty state, detail dialog. */

const PAGE_SIZE = 12;

/** The cards of the directory: links in the page's main area that say how many jobs were done. */
const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("link")
    .filter({ hasText: /\d+ jobs? completed/ });

const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /professionals? found$/ });

/** The number in "3 professionals found", once the list has loaded. */
async function shownTotal(page: Page): Promise<number> {
  await expect(resultCount(page)).toHaveText(/^\d+ professionals? found$/);
  return Number((await resultCount(page).textContent())?.match(/^\d+/)?.[0]);
}

/** The count text and the cards agree: all of them when they fit one page, else a full page. */
async function expectCardsMatchCount(page: Page): Promise<number> {
  const total = await shownTotal(page);
  await expect(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
  if (total > PAGE_SIZE) await expect(page.getByRole("button", { name: "Load more" })).toBeVisible();
  return total;
}

async function expectEveryCard(page: Page, check: (card: Locator) => Promise<void>) {
  for (const card of await cards(page).all()) await check(card);
}

const plumbingVerified = async (card: Locator) => {
  await expect(card.getByRole("list", { name: "Skills" })).toContainText("Plumbing");
  await expect(card.getByText("Verified", { exact: true })).toBeVisible();
};

const filterChips = (page: Page) =>
  page.getByRole("list", { name: "Active filters" }).getByRole("button", { name: /^Remove filter / });

test("filters in the URL fill the boxes, show as chips and narrow the list; removing a chip widens it", async ({
  page,
}) => {
  await page.goto("/professionals?skills=plumb&location=kath&isVerified=true");
  await expect(page.getByRole("heading", { level: 1, name: "Professionals" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Skills" })).toHaveValue("plumb");
  await expect(page.getByRole("searchbox", { name: "Location" })).toHaveValue("kath");
  await expect(page.getByRole("combobox", { name: "Verification" })).toHaveText("Verified Only");
  await expect(filterChips(page)).toHaveText(["Skills: plumb", "Location: kath", "Verified Only"]);

  const kathmanduTotal = await expectCardsMatchCount(page);
  expect(kathmanduTotal).toBeGreaterThan(0);
  await expectEveryCard(page, async (card) => {
    await plumbingVerified(card);
    await expect(card).toContainText("Kathmandu");
  });

  await filterChips(page).filter({ hasText: "Location: kath" }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("location"));
  expect(new URL(page.url()).searchParams.get("skills")).toBe("plumb");
  expect(new URL(page.url()).searchParams.get("isVerified")).toBe("true");
  await expect(page.getByRole("searchbox", { name: "Location" })).toHaveValue("");
  await expect(filterChips(page)).toHaveText(["Skills: plumb", "Verified Only"]);

  await expect(cards(page).filter({ hasText: "Lalitpur" }).first()).toBeVisible();
  const everywhereTotal = await expectCardsMatchCount(page);
  expect(everywhereTotal).toBeGreaterThan(kathmanduTotal);
  await expectEveryCard(page, plumbingVerified);
});

test("a search with no match shows the suggestions, and a suggestion starts a new search", async ({
  page,
}) => {
  await page.goto("/professionals");
  const filters = page.getByRole("search", { name: "Filter professionals" });
  await filters.getByRole("searchbox", { name: "Skills" }).fill("underwater welding");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/professionals?skills=underwater+welding");

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "No professionals found" })).toBeVisible();
  await expect(resultCount(page)).toHaveText("0 professionals found");
  await expect(cards(page)).toHaveCount(0);
  for (const suggestion of [
    "Plumbing",
    "Electrical",
    "Carpentry",
    "Beauty",
    "Kathmandu",
    "Lalitpur",
    "Bhaktapur",
  ]) {
    await expect(main.getByRole("link", { name: suggestion, exact: true })).toBeVisible();
  }

  await main.getByRole("link", { name: "Plumbing", exact: true }).click();
  await expect(page).toHaveURL("/professionals?skills=Plumbing");
  await expect(page.getByRole("searchbox", { name: "Skills" })).toHaveValue("Plumbing");
  await expect(filterChips(page)).toHaveText(["Skills: Plumbing"]);
  await expect(main.getByRole("heading", { name: "No professionals found" })).toBeHidden();
  expect(await expectCardsMatchCount(page)).toBeGreaterThan(0);
  await expectEveryCard(page, async (card) => {
    await expect(card.getByRole("list", { name: "Skills" })).toContainText("Plumbing");
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test("the directory and a professional's profile fit the screen and work", async ({ page }) => {
    await page.goto("/professionals?skills=plumb&location=lalit");
    await expect(cards(page).first()).toBeVisible();
    await expectCardsMatchCount(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    // The filters still work by touch.
    await page.getByRole("combobox", { name: "Verification" }).click();
    await page.getByRole("option", { name: "Verified Only" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("isVerified") === "true");
    await expect(filterChips(page)).toHaveText(["Skills: plumb", "Location: lalit", "Verified Only"]);
    expect(await expectCardsMatchCount(page)).toBeGreaterThan(0);
    await expectEveryCard(page, plumbingVerified);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    const card = cards(page).filter({ hasText: "Ramesh Maharjan" });
    await card.click();
    const dialog = page.getByRole("dialog", { name: "Ramesh Maharjan" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.has("pro"));
    const fits = async () => {
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      const box = await dialog.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    };

    // Phones get the tabs Profile, Work and Contact.
    await expect(dialog.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("heading", { name: "Statistics" })).toBeVisible();
    await fits();
    await dialog.getByRole("tab", { name: "Work" }).click();
    await expect(dialog.getByRole("heading", { name: "Recent Tasks" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Reviews" })).toBeVisible();
    await fits();
    await dialog.getByRole("tab", { name: "Contact" }).click();
    await expect(dialog.getByRole("button", { name: "Book Now" })).toBeInViewport();
    await expect(dialog.getByRole("button", { name: "Send a Message" })).toBeVisible();
    await fits();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => !url.searchParams.has("pro"));
    await expect(card).toBeFocused();
  });
});
