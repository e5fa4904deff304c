import { expect } from "@playwright/test";
import { gotoWithLiveStream } from "./helpers";
import { test } from "./signed-in";

test("a customer edits the budget of a job that has a bid; the bidding professional sees the change", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
  const title = `Replace a leaking water tank valve ${Date.now()}`;
  const posted = await customer.request.post("/api/jobs", {
    data: {
      title,
      description: "The float valve of the roof tank leaks and the tank overflows every morning.",
      skillCategory: "Plumbing",
      jobType: "fixed",
      budget: 3000,
      location: "Baneshwor, Kathmandu",
    },
  });
  expect(posted.status()).toBe(201);
  const job = await posted.json();
  const bid = await pro.request.post("/api/bids", {
    data: { jobId: job.id, amount: 2800, message: "I have float valves in stock and can come today." },
  });
  expect(bid.status()).toBe(201);

  // The professional is somewhere in the app with the live stream open.
  await gotoWithLiveStream(pro, "/jobs-hub");

  await customer.goto("/jobs?view=mine");
  const card = customer.getByRole("article", { name: title });
  await card.getByRole("button", { name: `Edit job: ${title}` }).click();
  const dialog = customer.getByRole("dialog", { name: "Edit Job" });
  // The job has a bid: its category stays.
  await expect(dialog.getByText("The category cannot change once the job has bids.")).toBeVisible();
  const budget = dialog.getByLabel("Budget (NPR)");
  await budget.fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Budget must be a number", { exact: true })).toBeVisible();
  await budget.fill("4000");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(customer.getByText("Job updated", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The bidder is told at once, and the job says what changed and when.
  await expect(pro.getByText("The customer changed this job", { exact: true })).toBeVisible();
  await expect(pro.getByText(`“${title}”: budget`, { exact: true })).toBeVisible();
  await pro.goto(`/jobs-hub?job=${job.id}`);
  const changes = pro.getByRole("region", { name: "Changes to this job" });
  await expect(changes).toContainText(/Edited .*ago/);
  await expect(changes).toContainText("budget ₨ 3,000 → ₨ 4,000");
});
