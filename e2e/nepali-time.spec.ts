import { expect, type Page } from "@playwright/test";
import { addDays, nepalDay, nepalInstant } from "../domain/kathmandu-day";
import { formatNepalDateTime } from "../domain/time";
import { pageAs, test } from "./signed-in";

async function chooseNepali(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "नेपाली" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
}

/**
 * Issue 17: a customer reading Nepali in a browser set to New York types her place in Devanagari,
 * picks it, and when nobody is free schedules the job for tomorrow 09:00. That is 09:00 in Nepal,
 * whatever her browser's zone: she reads it so on her job, and so does a professional whose
 * browser is in Kathmandu.
 */
test("in Nepali, a place typed in Devanagari and Schedule Later at 09:00 read the same Nepal time in New York and Kathmandu", async ({
  browser,
}) => {
  // The request has to run out (60 s) before it can be scheduled.
  test.setTimeout(180_000);
  const customer = await pageAs(browser, "customer", { timezoneId: "America/New_York" });
  const pro = await pageAs(browser, "professional", { timezoneId: "Asia/Kathmandu" });
  await chooseNepali(customer);
  await chooseNepali(pro);

  await customer.goto("/instant-help");
  const title = `पानीको ट्याङ्की चुहियो ${Date.now()}`;
  await customer.getByLabel("तपाईंलाई केमा सहायता चाहियो?").fill(title);
  await customer.getByRole("combobox", { name: "सेवाको प्रकार" }).click();
  await customer.getByRole("option", { name: "प्लम्बिङ", exact: true }).click();
  const location = customer.getByRole("combobox", { name: "स्थान" });
  // Jumla, in Karnali, typed in Nepali: nobody works there, so nobody takes the request.
  await location.fill("जुम्ला");
  const places = customer.getByRole("listbox", { name: "मिल्दा ठाउँहरू" });
  await expect(places.getByRole("option").first()).toContainText("खलंगा, चन्दननाथ");
  await expect(places.getByRole("option").first()).toContainText("जुम्ला");
  await places.getByRole("option").first().click();
  await expect(location).toHaveValue("खलंगा, चन्दननाथ");
  await customer.getByRole("button", { name: "अहिल्यै सहायता लिनुहोस्" }).click();

  await expect(customer.getByRole("heading", { name: "तुरुन्त कोही भेटिएन" })).toBeVisible({
    timeout: 100_000,
  });
  await customer.getByRole("button", { name: "पछि तय गर्नुहोस्" }).click();
  const dialog = customer.getByRole("dialog", { name: "पछिका लागि समय तय गर्नुहोस्" });
  // Tomorrow in Nepal, which is not always tomorrow in New York.
  const tomorrow = addDays(nepalDay(), 1);
  await expect(dialog.getByLabel("मिति")).toHaveValue(tomorrow);
  await expect(dialog.getByLabel("समय")).toHaveValue("09:00");
  await expect(dialog.getByText("नेपालको समय (+५:४५), तपाईं जहाँ भए पनि")).toBeVisible();
  const nineInNepal = nepalInstant(tomorrow, "09:00") ?? new Date(Number.NaN);
  const when = formatNepalDateTime(nineInNepal, "ne");
  expect(when).toMatch(/, बिहान ९:००$/);
  await expect(dialog.getByText(`अर्थात् ${when}`)).toBeVisible();

  const scheduled = customer.waitForResponse((response) => response.url().endsWith("/instant/schedule"));
  await dialog.getByRole("button", { name: "काम तय गर्नुहोस्" }).click();
  const response = await scheduled;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ scheduledAt: nineInNepal.toISOString() });
  const { jobId } = (await response.json()) as { jobId: string };
  await expect(
    customer.getByText(`तपाईंको अनुरोध अब ${when} का लागि तय गरिएको काम भयो।`, { exact: true }),
  ).toBeVisible();

  // Her own jobs: the card and the job's dialog say 09:00 in Nepal, from New York.
  await expect(customer).toHaveURL(/\/jobs\?view=mine/);
  // The request that ran out stays on her list too, cancelled; the scheduled job is the new one.
  const card = customer.getByRole("article", { name: title }).filter({ hasText: when });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("खलंगा, चन्दननाथ");
  await card.getByRole("button", { name: title, exact: true }).click();
  const mine = customer.getByRole("dialog");
  await expect(mine.getByText("तय गरिएको समय (नेपालको समय)")).toBeVisible();
  await expect(mine.getByText(when)).toBeVisible();

  // The professional in Kathmandu reads the same time on the open job.
  await pro.goto(`/jobs?job=${jobId}`);
  const job = pro.getByRole("dialog");
  await expect(job.getByRole("heading", { name: title })).toBeVisible();
  await expect(job.getByText("तय गरिएको समय (नेपालको समय)")).toBeVisible();
  await expect(job.getByText(when)).toBeVisible();
  await expect(job.getByText("खलंगा, चन्दननाथ")).toBeVisible();

  await customer.context().close();
  await pro.context().close();
});
