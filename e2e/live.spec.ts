import { expect } from "@playwright/test";
import { gotoWithLiveStream } from "./helpers";
import { test } from "./signed-in";

const unreadCount = (label: string | null) => Number(/(\d+) unread/.exec(label ?? "")?.[1] ?? 0);

test("a message reaches the receiver's unread badge without a reload", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
  await gotoWithLiveStream(customer, "/");
  const badge = customer.getByRole("link", { name: /^Messages/ }).first();
  await expect(badge).toBeVisible();
  const before = unreadCount(await badge.getAttribute("aria-label"));
  const me = await customer.request.get("/api/auth/user").then((r) => r.json());

  const sent = await pro.request.post("/api/messages", {
    data: { receiverId: me.id, content: `Namaste! I can come tomorrow at 9. (${Date.now()})` },
  });
  expect(sent.status()).toBe(201);

  await expect(badge).toHaveAttribute("aria-label", `Messages, ${before + 1} unread`);
  await expect(customer.getByText("New message from Ramesh Maharjan", { exact: true })).toBeVisible();
});

test("a bid reaches the customer's My Jobs without a reload", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
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

  await expect(customer.getByText("New bid", { exact: true })).toBeVisible();
  await expect(card).toContainText("Ramesh Maharjan");
});
