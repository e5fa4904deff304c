import { type Browser, expect, type Page } from "@playwright/test";
import { test } from "./signed-in";

/**
 * Issue 8: /mobile-features in a browser uses the web fallbacks of lib/native (SPEC §2, §8, §9),
 * and a customer posts a job with a photo that then shows in the job dialog.
 */

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const photoFile = (name = "leaking-tap.png") => ({ name, mimeType: "image/png", buffer: PNG });

const JAWALAKHEL = { latitude: 27.6727, longitude: 85.3137 };

/** The one toast on screen (SPEC §9) has this title, and this description when given. */
async function seeToast(page: Page, title: string, description?: string) {
  const item = page
    .getByRole("region", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(item.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(item.getByText(description, { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Close" }).click();
  await expect(item).toBeHidden();
}

async function openPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/mobile-features");
  await expect(page.getByRole("heading", { level: 1, name: "Mobile Features" })).toBeVisible();
  return { context, page };
}

test("the page shows the platform, takes a photo through the file chooser and tells a cancelled one", async ({
  browser,
}) => {
  const { context, page } = await openPage(browser);
  const platform = page.getByRole("region", { name: "Device Platform" });
  await expect(platform.getByRole("definition")).toHaveText("web");

  const photo = page.getByRole("region", { name: "Camera" });
  let chooser = page.waitForEvent("filechooser");
  await photo.getByRole("button", { name: "Take Photo" }).click();
  await (await chooser).setFiles(photoFile());
  await seeToast(page, "Photo captured!");
  await expect(photo.getByRole("img", { name: "The photo you just took" })).toBeVisible();
  await expect(photo.getByText(/^leaking-tap\.png · 1 KB$/)).toBeVisible();

  chooser = page.waitForEvent("filechooser");
  await photo.getByRole("button", { name: "Take Photo" }).click();
  await (await chooser).setFiles([]);
  await seeToast(page, "No photo selected", "Please select a photo to continue.");
  await context.close();
});

test("Get Location reads the granted position and names the nearest place", async ({ browser }) => {
  const { context, page } = await openPage(browser, {
    permissions: ["geolocation"],
    geolocation: JAWALAKHEL,
  });
  const location = page.getByRole("region", { name: "Location" });
  await location.getByRole("button", { name: "Get Location" }).click();
  await seeToast(page, "Location found!");
  await expect(location.getByText("27.67270", { exact: true })).toBeVisible();
  await expect(location.getByText("85.31370", { exact: true })).toBeVisible();
  await expect(location.getByText("Jawalakhel, Lalitpur (0.0 km away)", { exact: true })).toBeVisible();
  await context.close();
});

test("Get Location without permission says the location is unavailable", async ({ browser }) => {
  const { context, page } = await openPage(browser);
  await page.getByRole("button", { name: "Get Location" }).click();
  await seeToast(
    page,
    "Location unavailable",
    "Could not get your current location. Please check permissions.",
  );
  await expect(page.getByText("Location not read yet.", { exact: true })).toBeVisible();
  await context.close();
});

test("push notifications are for the native app; vibration uses the browser's when it has one", async ({
  browser,
}) => {
  const { context, page } = await openPage(browser);
  const push = page.getByRole("region", { name: /Push Notifications/ });
  await expect(push.getByText("Native app only", { exact: true })).toBeVisible();
  await push.getByRole("button", { name: "Enable Push Notifications" }).click();
  await seeToast(
    page,
    "Push notifications unavailable",
    "Push notifications are only available on native mobile apps.",
  );

  // Desktop Chromium has navigator.vibrate (it buzzes nothing, but accepts the pattern).
  expect(await page.evaluate(() => typeof navigator.vibrate)).toBe("function");
  await page.getByRole("button", { name: "Test Vibration" }).click();
  await expect(page.getByText("Sent a short vibration. Did you feel it?", { exact: true })).toBeVisible();
  await context.close();
});

test("without navigator.vibrate, Test Vibration says haptics are unavailable", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    // As in browsers without the Vibration API (Safari, Firefox).
    Reflect.deleteProperty(Navigator.prototype, "vibrate");
  });
  const page = await context.newPage();
  await page.goto("/mobile-features");
  await page.getByRole("button", { name: "Test Vibration" }).click();
  await seeToast(page, "Haptics unavailable", "Haptic feedback is not available on this device.");
  await context.close();
});

test("a customer posts a job with a photo, and the job dialog shows it", async ({ customerPage: page }) => {
  test.setTimeout(60_000);
  const title = `Cracked bathroom tiles ${Date.now().toString(36)}`;
  await page.goto("/post-job");
  await page.getByLabel("Job title").fill(title);
  await page.getByRole("combobox", { name: "Service category" }).click();
  await page.getByRole("option", { name: "Plumbing", exact: true }).click();
  await page.getByLabel("Location", { exact: true }).fill("Jawalakhel, Lalitpur");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Three tiles by the shower are cracked and loose.");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByRole("button", { name: "Review", exact: true }).click();

  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByText("0 of 5 photos", { exact: true })).toBeVisible();
  // Three chosen: one refused here by its content, two uploaded; the second is then taken back.
  const chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Choose Photos" }).click();
  await (await chooser).setFiles([
    photoFile("tiles.png"),
    photoFile("shower.png"),
    { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") },
  ]);
  await expect(photos.getByRole("alert")).toHaveText("notes.png: Upload a JPEG, PNG or WebP photo");
  await expect(photos.getByRole("img", { name: "Photo 2 of the job" })).toBeVisible();
  await expect(photos.getByText("2 of 5 photos", { exact: true })).toBeVisible();
  await expect(photos.getByRole("progressbar")).toHaveCount(0);
  const removed = page.waitForResponse(
    (response) =>
      /\/api\/media\/[0-9a-f-]{36}$/.test(response.url()) && response.request().method() === "DELETE",
  );
  await photos.getByRole("button", { name: "Remove photo 2" }).click();
  expect((await removed).status()).toBe(204);
  await expect(photos.getByRole("img", { name: "Photo 2 of the job" })).toHaveCount(0);
  await expect(photos.getByText("1 of 5 photos", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Post Job" })).toBeEnabled();

  const posted = page.waitForResponse(
    (response) => response.url().endsWith("/api/jobs") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Post Job" }).click();
  const job = await (await posted).json();
  expect(job.mediaUrls).toHaveLength(1);
  expect(job.mediaUrls[0]).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
  await expect(page).toHaveURL("/jobs");

  await page.goto(`/jobs?skillCategory=Plumbing`);
  await page.getByRole("heading", { name: title }).click();
  const dialog = page.getByRole("dialog", { name: title });
  const thumbnail = dialog.getByRole("button", { name: "Open photo 1 of 1" });
  await expect(thumbnail.locator("img")).toHaveJSProperty("naturalWidth", 1);
  await thumbnail.click();
  const viewer = page.getByRole("dialog", { name: "Photo 1 of 1" });
  await expect(viewer.getByRole("img", { name: "Photo 1 of the job" })).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Open full size" })).toHaveAttribute(
    "href",
    job.mediaUrls[0],
  );
});
