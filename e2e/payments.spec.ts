import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../domain/auth/schemas";
import { signUpOwn } from "./helpers";
import { adminPassword } from "./server-data";

/**
 * Issue 19: a job's agreed price paid through Sipalu's sandbox of eSewa and Khalti, held until the
 * work is done, released to the professional, paid out by an admin. People of the journey's own:
 * the demo ones get the live toasts of journeys running beside these.
 */

/** A customer's fixed-price job with a professional's bid of NPR 2,200 on it, set up through the API. */
async function jobWithBid(browser: Browser, tag: string) {
  const customer = await signUpOwn(browser, "customer", "Sita", `Gurung ${tag}`);
  const pro = await signUpOwn(browser, "professional", "Hari", `Thapa ${tag}`);
  const title = `Fix the kitchen tap ${tag}`;
  const posted = await customer.page.request.post("/api/jobs", {
    data: {
      title,
      description: "The kitchen tap drips all night and the washer seems worn out.",
      skillCategory: "Plumbing",
      jobType: "fixed",
      budget: 2500,
      location: "Jawalakhel, Lalitpur",
    },
  });
  expect(posted.status()).toBe(201);
  const jobId = ((await posted.json()) as { id: string }).id;
  const bid = await pro.page.request.post("/api/bids", {
    data: { jobId, amount: 2200, message: "I can fix it tomorrow morning with new washers." },
  });
  expect(bid.status()).toBe(201);
  return {
    customer: customer.page,
    pro: pro.page,
    proName: `Hari Thapa ${tag}`,
    title,
    jobId,
    bid: await bid.json(),
  };
}

const paymentSection = (page: Page) => page.getByRole("region", { name: "Payment" });

test("the customer pays with eSewa, confirms the work, and the professional is paid out", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { customer, pro, proName, title, jobId } = await jobWithBid(browser, tag);

  // The customer accepts the bid under My Jobs, then pays in the job's dialog.
  await customer.goto("/jobs?view=mine");
  const card = customer.getByRole("article", { name: title });
  await card.getByRole("button", { name: "Accept Bid" }).click();
  await customer
    .getByRole("dialog", { name: "Accept this bid?" })
    .getByRole("button", { name: "Accept Bid" })
    .click();
  await expect(card).toContainText(`Hired: ${proName}`);
  await customer.goto(`/jobs?view=mine&job=${jobId}`);
  const payment = paymentSection(customer);
  await expect(payment).toContainText("Sandbox payments: no real money moves");
  await expect(payment.getByRole("radio", { name: "eSewa" })).toBeChecked();
  await payment.getByRole("button", { name: "Pay ₨ 2,200" }).click();

  // eSewa's sandbox page, reached by the posted form; Pay sends the browser back to the job.
  await expect(customer).toHaveURL(/\/sandbox\/esewa\//);
  await expect(customer.getByText("₨ 2,200", { exact: true })).toBeVisible();
  await customer.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(customer).toHaveURL(new RegExp(`/jobs\\?view=mine&job=${jobId}$`));
  await expect(payment.getByRole("status")).toHaveText(
    "Payment received: ₨ 2,200 is held by Sipalu until the work is done.",
  );
  await expect(payment).toContainText(
    /Paid ₨ 2,200 with eSewa on .+, held by Sipalu until the work is done\./,
  );

  // The professional sees what he gets; he starts and completes the work.
  await pro.goto(`/jobs?view=mine&job=${jobId}`);
  await expect(paymentSection(pro)).toContainText("You get ₨ 1,980 after Sipalu's 10% commission.");
  for (const step of ["start", "complete"]) {
    expect((await pro.request.post(`/api/jobs/${jobId}/${step}`, { data: {} })).status()).toBe(200);
  }

  // The customer confirms the work is done: the money goes to him.
  await customer.reload();
  await expect(payment).toContainText(
    /Released to the professional automatically on .+ unless you report a problem\./,
  );
  await payment.getByRole("button", { name: "Confirm work is done" }).click();
  const confirm = customer.getByRole("dialog", { name: "Confirm the work is done?" });
  await expect(confirm).toContainText(`₨ 2,200 goes to ${proName} now.`);
  await confirm.getByRole("button", { name: "Confirm work is done" }).click();
  await expect(payment).toContainText(/Released to the professional on /);
  await expect(payment.getByRole("button", { name: "Report a problem" })).toHaveCount(0);

  // His Earnings: the price less commission, paid out to his eSewa wallet.
  await pro.goto("/earnings");
  await expect(pro.getByRole("heading", { level: 1, name: "Earnings" })).toBeVisible();
  await expect(pro.getByText("Available to pay out").locator("..")).toContainText("₨ 1,980");
  await expect(pro.getByRole("table")).toContainText("Payment released");
  await pro.getByLabel("Amount (NPR)").fill("1980");
  await pro.getByLabel("eSewa mobile number").fill("9841234567");
  await pro.getByRole("button", { name: "Request payout" }).click();
  const requests = pro.getByRole("list", { name: "Payout requests" });
  await expect(requests.getByRole("listitem").first()).toContainText("Requested");
  await expect(pro.getByText("Payouts on their way").locator("..")).toContainText("₨ 1,980");

  // The admin sends it and marks it paid with eSewa's reference.
  const admin = await (await browser.newContext()).newPage();
  const login = await admin.request.post("/api/auth/login", {
    data: { email: DEMO_ACCOUNTS.admin, password: await adminPassword() },
  });
  expect(login.status()).toBe(200);
  await admin.goto("/admin/payouts");
  const queued = admin
    .getByRole("list", { name: "Payout requests" })
    .getByRole("listitem")
    .filter({ hasText: `₨ 1,980 to ${proName}` });
  await queued.getByRole("button", { name: /^Mark paid/ }).click();
  const markPaid = admin.getByRole("dialog", { name: `Mark ₨ 1,980 to ${proName} paid?` });
  await markPaid.getByLabel("Reference").fill(`ESW-${tag}`);
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(markPaid).toBeHidden();
  await expect(queued).toHaveCount(0);

  // He sees it paid, under that reference.
  await pro.reload();
  await expect(requests.getByRole("listitem").first()).toContainText("Paid");
  await expect(requests.getByRole("listitem").first()).toContainText(`Reference: ESW-${tag}`);
});

test("the customer cancels on Khalti's page: the job says nothing was paid", async ({ browser }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { customer, jobId, bid } = await jobWithBid(browser, tag);
  expect((await customer.request.post(`/api/bids/${bid.id}/accept`, { data: {} })).status()).toBe(200);

  await customer.goto(`/jobs?view=mine&job=${jobId}`);
  const payment = paymentSection(customer);
  await payment.getByText("Khalti", { exact: true }).click();
  await payment.getByRole("button", { name: "Pay ₨ 2,200" }).click();
  await expect(customer).toHaveURL(/\/sandbox\/khalti\//);
  await customer.getByRole("button", { name: "Cancel", exact: true }).click();

  await expect(customer).toHaveURL(new RegExp(`/jobs\\?view=mine&job=${jobId}$`));
  await expect(payment.getByRole("status")).toHaveText("Payment cancelled at Khalti: nothing was paid.");
  await expect(payment.getByText("Not paid", { exact: true })).toBeVisible();
  await expect(payment.getByRole("button", { name: "Pay ₨ 2,200" })).toBeEnabled();
});
