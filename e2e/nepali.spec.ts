import { expect, type Locator, type Page } from "@playwright/test";
import { BROWSE_CATEGORIES, INSTANT_HELP_CATEGORIES, POST_JOB_CATEGORIES } from "../domain/categories";
import { mainNav } from "./helpers";
import { test } from "./signed-in";

/**
 * Issue 8: with नेपाली chosen, the header, /professionals, a job dialog and toasts speak Nepali.
 * The walk reads every visible text and label and fails on Latin words or ASCII digits, except
 * people's own words from the API (names, places, job titles: English in the demo data) and a
 * short allow-list. Category names are never treated as people's words: the UI translates them.
 */

/** Latin the Nepali UI keeps: the EN half of the language switch, email addresses, the F8 key, file formats. */
const ALLOWED = [
  /\bEN\b/g,
  /[\w.+-]+@[\w-]+\.[\w.]+/g,
  /\bF8\b/g,
  // File formats as people see them on their files (client/src/locales/locales.test.ts allows them too).
  /\b(JPEG|PNG|WebP|PDF)\b/g,
];

const CATEGORY_NAMES = new Set<string>([
  ...BROWSE_CATEGORIES,
  ...POST_JOB_CATEGORIES,
  ...INSTANT_HELP_CATEGORIES,
]);

/** People's own words from the API: every string it sent the page, and every person's initials. */
type ApiWords = { words: Set<string>; pending: Promise<void>[] };

function collectApiWords(page: Page): ApiWords {
  const collected: ApiWords = { words: new Set(), pending: [] };
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      // Enum values ("open", "fixed") and category names must show translated, so they do not count.
      if (!CATEGORY_NAMES.has(value) && !/^[a-z-]+$/.test(value)) collected.words.add(value);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.firstName === "string" && typeof record.lastName === "string") {
        collected.words.add(`${record.firstName.charAt(0)}${record.lastName.charAt(0)}`.toUpperCase());
      }
      Object.values(record).forEach(walk);
    }
  };
  page.on("response", (response) => {
    if (!response.url().includes("/api/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("application/json")) return;
    collected.pending.push(response.json().then(walk, () => undefined));
  });
  return collected;
}

/** Every visible text node, screen-reader text, and label, placeholder, title and alt under the scope. */
function readTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const shown = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        // A modal dialog marks the rest of the page data-aria-hidden: that is still on screen.
        const ariaHidden =
          node.getAttribute("aria-hidden") === "true" && !node.hasAttribute("data-aria-hidden");
        if (ariaHidden || (node as HTMLElement).hidden) return false;
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden") return false;
      }
      return true;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && shown(node.parentElement)) texts.push(text);
    }
    for (const element of [root, ...root.querySelectorAll("*")]) {
      if (!shown(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(`[${name}] ${value}`);
      }
    }
    return texts;
  });
}

/** The texts that still hold English words or ASCII digits once people's own words are taken out. */
async function englishLeft(scope: Locator, apiWords: ApiWords): Promise<string[]> {
  // Texts first, then the words: a response that lands while the texts are read (a professional's
  // tasks beside the list) is on screen, and its words must count too.
  const texts = await readTexts(scope);
  for (let settled = 0; settled !== apiWords.pending.length; ) {
    settled = apiWords.pending.length;
    await Promise.all(apiWords.pending);
  }
  const words = [...apiWords.words].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    let rest = text.replace(/^\[[\w-]+\] /, "");
    for (const word of words) if (rest.includes(word)) rest = rest.split(word).join(" ");
    for (const allowed of ALLOWED) rest = rest.replace(allowed, " ");
    return /[A-Za-z]{2,}|[0-9]/.test(rest);
  });
}

async function expectAllNepali(scope: Locator, apiWords: ApiWords) {
  await expect(scope).toBeVisible();
  expect(await englishLeft(scope, apiWords)).toEqual([]);
}

/**
 * A toast on screen, found by its text. (Not by role: while a dialog is open, everything outside
 * it, the notifications region too, is hidden from the accessibility tree.)
 */
const toastWith = (page: Page, text: string) => page.locator("ol > li").filter({ hasText: text });

async function chooseNepali(page: Page) {
  await page.getByRole("button", { name: "नेपाली" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
}

test("नेपाली translates the header and /professionals, is remembered, and sets lang", async ({ page }) => {
  const apiWords = collectApiWords(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await chooseNepali(page);
  await expect(mainNav(page).getByRole("link").first()).toHaveText("गृहपृष्ठ");
  await expect(page.getByRole("textbox", { name: "तपाईंलाई कुन सेवा चाहिन्छ?" }).first()).toBeVisible();
  await expectAllNepali(page.getByRole("banner"), apiWords);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(mainNav(page).getByRole("link").first()).toHaveText("गृहपृष्ठ");
  expect(await page.evaluate(() => localStorage.getItem("user-preferences"))).toContain('"language":"ne"');

  await mainNav(page).getByRole("link", { name: "पेसेवरहरू" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "पेसेवरहरू" })).toBeVisible();
  const count = page.getByRole("status").filter({ hasText: /पेसेवर भेटिए$/ });
  await expect(count).toHaveText(/^[०-९]+ पेसेवर भेटिए$/);
  const filters = page.getByRole("search", { name: "पेसेवरहरू छान्नुहोस्" });
  await expect(filters.getByRole("searchbox", { name: "सीप" })).toBeVisible();
  await filters.getByRole("combobox", { name: "प्रमाणीकरण" }).click();
  await page.getByRole("option", { name: "प्रमाणित मात्र" }).click();
  await expect(page.getByRole("list", { name: "लागू फिल्टरहरू" })).toContainText("प्रमाणित मात्र");
  const card = page
    .getByRole("main")
    .getByRole("link")
    .filter({ hasText: /काम सम्पन्न/ })
    .first();
  await expect(card).toContainText(/[०-९]+ काम सम्पन्न/);
  await expectAllNepali(card, apiWords);
  await expectAllNepali(page.locator("body"), apiWords);

  await card.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "समीक्षाहरू" })).toBeVisible();
  await expectAllNepali(dialog, apiWords);
});

test("a job dialog and its toasts speak Nepali to a professional", async ({ professionalPage: page }) => {
  const apiWords = collectApiWords(page);
  await page.goto("/");
  await chooseNepali(page);
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "उपलब्ध कामहरू" })).toBeVisible();
  const firstJob = page.getByRole("main").getByRole("button").filter({ hasText: /अघि/ }).first();
  await expect(firstJob).toBeVisible();
  await expectAllNepali(page.locator("body"), apiWords);

  await firstJob.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("बजेट", { exact: true })).toBeVisible();
  await expect(dialog.getByText("पोस्ट गरिएको", { exact: true })).toBeVisible();
  // The Bikram Sambat date under the age: "५ मंसिर २०८३".
  await expect(
    dialog
      .locator("time")
      .filter({ hasText: /^[०-९]+ \S+ [०-९]{4}/ })
      .first(),
  ).toBeVisible();
  await expectAllNepali(dialog, apiWords);

  // Contact the Customer with an empty message: the Missing Message toast.
  await dialog.getByRole("button", { name: "सन्देश पठाउनुहोस्" }).click();
  const toast = toastWith(page, "सन्देश छैन");
  await expect(toast.getByText("कृपया सन्देश लेख्नुहोस्", { exact: true })).toBeVisible();
  await expectAllNepali(toast, apiWords);
});

test("a failed login says so in Nepali, server message included", async ({ page }) => {
  const apiWords = collectApiWords(page);
  await page.goto("/login");
  await chooseNepali(page);
  await page.getByLabel("इमेल").fill("customer@demo.np");
  await page.getByLabel("पासवर्ड").fill("not-the-password");
  await page.getByRole("button", { name: "साइन इन", exact: true }).click();
  // Said in the form, as sign-up's problems are.
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert.getByText("लग इन असफल भयो", { exact: true })).toBeVisible();
  await expect(alert.getByText("इमेल वा पासवर्ड मिलेन", { exact: true })).toBeVisible();
  await expectAllNepali(alert, apiWords);
});

test("the profile form takes a Nepali mobile number, refuses others in Nepali and saves with a Nepali toast", async ({
  customerPage: page,
}) => {
  const apiWords = collectApiWords(page);
  await page.goto("/");
  await chooseNepali(page);
  await page.goto("/profile");
  const phone = page.getByRole("textbox", { name: "मोबाइल नम्बर (ऐच्छिक)" });
  await phone.fill("01-5551234");
  await page.getByRole("button", { name: "परिवर्तन सुरक्षित गर्नुहोस्" }).click();
  await expect(
    page.getByText("मान्य नेपाली मोबाइल नम्बर लेख्नुहोस् (९८, ९७ वा ९६ बाट सुरु हुने १० अङ्क)", { exact: true }),
  ).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expectAllNepali(page.getByRole("main"), apiWords);

  await phone.fill("+977 984-1234567");
  await page.getByRole("button", { name: "परिवर्तन सुरक्षित गर्नुहोस्" }).click();
  const toast = toastWith(page, "तपाईंको प्रोफाइल सफलतापूर्वक अद्यावधिक भयो!");
  await expect(toast).toBeVisible();
  await expectAllNepali(toast, apiWords);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "मोबाइल नम्बर (ऐच्छिक)" })).toHaveValue("9841234567");
});
