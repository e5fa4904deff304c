import { expect } from "@playwright/test";
import { gotoWithLiveStream, signUpOwn, toastTitled } from "./helpers";
import { test } from "./signed-in";

test("a message reaches the receiver's unread badge without a reload", async ({
  browser,
  professionalPage: pro,
}) => {
  // A customer of the journey's own: the demo customer gets other journeys' messages and toasts,
  // which would move her count and replace this toast (one toast shows at a time).
  const customer = await signUpOwn(browser, "customer", "Sita", "Karki");
  await gotoWithLiveStream(customer.page, "/");
  const badge = customer.page.getByRole("link", { name: /^Messages/ }).first();
  await expect(badge).toHaveAttribute("aria-label", "Messages");

  const sent = await pro.request.post("/api/messages", {
    data: { receiverId: customer.id, content: "Namaste! I can come tomorrow at 9." },
  });
  expect(sent.status()).toBe(201);

  await expect(badge).toHaveAttribute("aria-label", "Messages, 1 unread");
  await expect(toastTitled(customer.page, "New message from Ramesh Maharjan")).toBeVisible();
  await customer.page.context().close();
});

test("a bid reaches the customer's My Jobs and her notifications without a reload", async ({
  browser,
  professionalPage: pro,
}) => {
  test.setTimeout(60_000);
  const { page: customer } = await signUpOwn(browser, "customer", "Gita", "Shrestha");
  const title = `Fix a dripping shower mixer ${Date.now()}`;
  const posted = await customer.request.post("/api/jobs", {
    data: {
      title,
      description: "The shower mixer drips all night; the cartridge probably needs replacing.",
      skillCategory: "Plumbing",
      jobType: "fixed",
      budget: 2500,
      location: "Baneshwor, Kathmandu",
    },
  });
  expect(posted.status()).toBe(201);
  const job = await posted.json();
  await gotoWithLiveStream(customer, "/jobs?view=mine");
  const card = customer.getByRole("article", { name: title });
  await expect(card).toBeVisible();

  const bid = await pro.request.post("/api/bids", {
    data: { jobId: job.id, amount: 2200, message: "I carry cartridges for most mixers and can come today." },
  });
  expect(bid.status()).toBe(201);

  await expect(toastTitled(customer, "New bid")).toBeVisible();
  await expect(card).toContainText("Ramesh Maharjan");

  // The bell counts it; the notification says what the toast said and opens the job.
  const bell = customer.getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAttribute("aria-label", "Notifications, 1 unread");
  await bell.click();
  await expect(customer.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const news = customer.getByRole("main").getByRole("link", { name: /New bid/ });
  await expect(news).toContainText(`Unread: New bidRamesh Maharjan bid on “${title}”`);
  await news.click();
  await expect(customer).toHaveURL(`/jobs?view=mine&job=${job.id}`);
  await expect(customer.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();
  await customer.keyboard.press("Escape");
  await expect(bell).toHaveAttribute("aria-label", "Notifications");
  await customer.context().close();
});
