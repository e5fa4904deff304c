import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./signed-in";

/**
 * The marketplace loop (SPEC §2 Jobs, Job detail dialog, Post a New Job, Professional detail
 * dialog; §5; §8) in one journey with two people in two browsers: Aarati (customer) posts a
 * fixed-price plumbing job, Ramesh (professional) bids, she hires him, they talk, he does the work
 * and she reviews him. His public profile then shows one more job done and the new rating. Then
 * a new customer hires a new professional directly for an hourly job at a price under its
 * category's cap, and he accepts the hire before he can start it.
 */

const PRO_NAME = "Ramesh Maharjan";

// Fail a step fast instead of waiting for the whole journey's time.
test.use({ actionTimeout: 10_000 });

/**
 * Sees the toast (SPEC §9: one at a time) with this title and description, then closes it as a
 * person would: it sits over the header and the dialog's close button for 5 seconds otherwise.
 * While a dialog is open the rest of the page, the toast region with it, is hidden from the
 * accessibility tree (screen readers hear toasts through Radix's live-region copy), so the region
 * is looked up with hidden elements too.
 */
async function seeToast(page: Page, title: string, description: string) {
  const item = page
    .getByRole("region", { name: "Notifications", includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
  await expect(item.getByText(title, { exact: true })).toBeVisible();
  await expect(item.getByText(description, { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Close", includeHidden: true }).click();
  await expect(item).toBeHidden();
}

/** A Radix select: open it by its label, pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: label })).toHaveText(option);
}

type ProStats = { jobsDone: number; rating: number; reviewCount: number };

/** Opens Ramesh's profile from the directory (SPEC §2 Professional detail dialog) as the user would. */
async function openProDialog(page: Page): Promise<Locator> {
  await page.goto("/professionals?skills=plumb&location=lalit");
  await page.getByRole("link", { name: new RegExp(PRO_NAME) }).click();
  const dialog = page.getByRole("dialog", { name: PRO_NAME });
  await expect(dialog.getByRole("heading", { name: "Statistics" })).toBeVisible();
  return dialog;
}

/** The numbers the dialog shows: the Statistics tiles and the "(n reviews)" under the name. */
async function readProStats(dialog: Locator): Promise<ProStats> {
  const tile = (label: string) =>
    dialog
      .locator("dl > div")
      .filter({
        has: dialog
          .page()
          .getByRole("term")
          .filter({ hasText: new RegExp(`^${label}$`) }),
      })
      .getByRole("definition");
  const text = async (locator: Locator) => (await locator.textContent())?.trim() ?? "";
  const jobsDone = Number(await text(tile("Jobs done")));
  const ratingText = await text(tile("Rating"));
  const rating = ratingText === "New" ? 0 : Number(ratingText);
  const reviews = await text(dialog.getByText(/^\(\d+ reviews?\)$/));
  const stats = { jobsDone, rating, reviewCount: Number(reviews.replace(/\D/g, "")) };
  // The header under the name agrees with the Statistics tile.
  await expect(
    dialog.getByText(`${jobsDone} ${jobsDone === 1 ? "job" : "jobs"} completed`, { exact: true }),
  ).toBeVisible();
  expect(stats.jobsDone).not.toBeNaN();
  expect(stats.rating).not.toBeNaN();
  return stats;
}

test("a customer posts a fixed-price job, a professional bids, is hired, does it and is reviewed", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Leaking kitchen tap in Jawalakhel ${stamp}`;
  const description =
    "The kitchen tap drips all night and the pipe under the sink is wet. Please replace the washer " +
    "or the whole tap, and check the joint under the sink for leaks.";
  const proMessage = `Namaste! I can come tomorrow at 9 AM with the parts. (${stamp})`;
  const customerReply = `Tomorrow at 9 works, the gate code is 4521. (${stamp})`;
  const reviewComment = `Fixed the leak in half an hour and left the kitchen spotless. (${stamp})`;

  // Before: what Ramesh's public profile says now, and whether Aarati has reviewed him already.
  const profile = await openProDialog(customer);
  const before = await readProStats(profile);
  const proId = ((await (await pro.request.get("/api/auth/user")).json()) as { id: string }).id;
  const posted = (await (await customer.request.get("/api/jobs/mine?limit=100")).json()) as {
    hiredProfessionalId: string | null;
    review: object | null;
  }[];
  const reviewedBefore = posted.some((job) => job.review && job.hiredProfessionalId === proId);
  await profile.getByRole("button", { name: "Close" }).click();
  await expect(profile).toBeHidden();

  // The customer posts the job through the three-tab wizard.
  await customer.getByRole("link", { name: "Post a Job" }).first().click();
  await expect(customer).toHaveURL("/post-job");
  await expect(customer.getByRole("heading", { name: "Post a New Job" })).toBeVisible();
  await expect(customer.getByRole("tab", { name: /Description/ })).toHaveAttribute("aria-selected", "true");
  await customer.getByLabel("Job title").fill(title);
  await choose(customer, "Service category", "Plumbing");
  await customer.getByLabel("Location", { exact: true }).fill("Jawalakhel, Lalitpur");
  await customer.getByLabel("Description", { exact: true }).fill(description);
  await customer.getByRole("button", { name: "Generate AI Summary" }).click();
  const summary = customer.getByLabel("Summary shown to professionals (you can edit it)");
  await expect(summary).toHaveValue(new RegExp(`^${title}\\. `));
  const excerpt = `${description.slice(0, 100)}...`;
  expect(await summary.inputValue()).toContain(excerpt);

  await customer.getByRole("button", { name: "Next Step" }).click();
  await expect(customer.getByRole("tab", { name: /Job Type/ })).toHaveAttribute("aria-selected", "true");
  await choose(customer, "Job type", "Fixed Price");
  await customer.getByLabel("Budget (NPR)").fill("3500");
  await customer.getByRole("button", { name: "Review", exact: true }).click();
  const reviewTab = customer.getByRole("tabpanel", { name: /Review/ });
  await expect(reviewTab).toContainText(title);
  await expect(reviewTab).toContainText("Fixed Price");
  await expect(reviewTab).toContainText("₨ 3,500");
  await expect(reviewTab).toContainText(excerpt);
  await customer.getByRole("button", { name: "Post Job" }).click();
  await seeToast(customer, "Success", "Your job has been posted successfully!");
  await expect(customer).toHaveURL("/jobs");

  // The professional finds it among the open plumbing jobs and bids.
  await pro.goto("/jobs");
  await choose(pro, "Category", "Plumbing");
  await expect(pro).toHaveURL(/skillCategory=Plumbing/);
  await pro.getByRole("heading", { name: title }).click();
  const jobDialog = pro.getByRole("dialog", { name: title });
  await expect(jobDialog.getByText("Accepts Bids", { exact: true })).toBeVisible();
  await expect(jobDialog.getByText(description, { exact: true })).toBeVisible();
  await expect(jobDialog.getByText("No bids available", { exact: true })).toBeVisible();
  await jobDialog.getByLabel("Your bid amount (NPR)").fill("3200");
  await jobDialog
    .getByLabel("Message", { exact: true })
    .fill("Nine years of plumbing in Patan. The price includes a new ceramic tap.");
  await jobDialog.getByRole("button", { name: "Submit Bid" }).click();
  await seeToast(pro, "Bid Submitted", "Your bid has been submitted successfully!");
  await expect(jobDialog.getByRole("heading", { name: "Bids (1)" })).toBeVisible();
  await expect(jobDialog.getByRole("listitem").filter({ hasText: "Your Bid" })).toContainText("₨ 3,200");

  // Reopened, the job remembers the bid: no second form.
  await jobDialog.getByRole("button", { name: "Close" }).click();
  await expect(jobDialog).toBeHidden();
  await pro.getByRole("heading", { name: title }).click();
  await expect(jobDialog.getByText("You have already submitted a bid for this job.")).toBeVisible();
  await expect(jobDialog.getByRole("button", { name: "Submit Bid" })).toHaveCount(0);

  // While the job is open he can also write to the customer from the dialog.
  await jobDialog.getByLabel("Message to the customer").fill(proMessage);
  await jobDialog.getByRole("button", { name: "Send Message" }).click();
  await seeToast(pro, "Message Sent", "Your message has been sent to the customer!");
  await expect(jobDialog.getByLabel("Message to the customer")).toHaveValue("");

  // The customer sees the bid under My Jobs and accepts it.
  await customer.getByRole("tab", { name: "My Jobs" }).click();
  await expect(customer).toHaveURL("/jobs?view=mine");
  const myJob = customer.getByRole("article", { name: title });
  await expect(myJob.getByRole("heading", { name: "Bids received (1)" })).toBeVisible();
  await expect(myJob).toContainText(PRO_NAME);
  await expect(myJob).toContainText("₨ 3,200");
  await myJob.getByRole("button", { name: "Accept Bid" }).click();
  const confirmAccept = customer.getByRole("dialog", { name: "Accept this bid?" });
  await expect(confirmAccept).toContainText(`You will hire ${PRO_NAME} for ₨ 3,200.`);
  await confirmAccept.getByRole("button", { name: "Accept Bid" }).click();
  await seeToast(customer, "Bid Accepted", `${PRO_NAME} has been hired for this job.`);
  await expect(myJob).toContainText(`Hired: ${PRO_NAME}`);
  await expect(myJob.getByText("Accepted", { exact: true })).toBeVisible();

  // The customer reads his message in Messages and answers there.
  await customer.getByRole("link", { name: /^Messages/ }).click();
  await expect(customer).toHaveURL("/messages");
  await customer.getByRole("link").filter({ hasText: title }).click();
  const customerThread = customer.getByRole("log", { name: "Messages in this conversation" });
  await expect(customerThread.getByText(proMessage, { exact: true })).toBeVisible();
  await expect(customer.getByText(`About: ${title}`)).toBeVisible();
  await customer.getByRole("textbox", { name: "Message" }).fill(customerReply);
  await customer.getByRole("button", { name: "Send", exact: true }).click();
  await expect(customerThread.getByText(customerReply, { exact: true })).toBeVisible();

  // The professional sees her answer in his Messages.
  await pro.goto("/messages");
  await pro.getByRole("link").filter({ hasText: title }).click();
  const proThread = pro.getByRole("log", { name: "Messages in this conversation" });
  await expect(proThread.getByText(customerReply, { exact: true })).toBeVisible();
  await expect(proThread.getByText(proMessage, { exact: true })).toBeVisible();

  // Hired, he starts the job and completes it from his My Jobs.
  await pro.goto("/jobs?view=mine");
  const proJob = pro
    .getByRole("region", { name: "Jobs I'm working on" })
    .getByRole("article", { name: title });
  await expect(proJob).toContainText("Customer: Aarati Shrestha");
  await proJob.getByRole("button", { name: "Start Job" }).click();
  await seeToast(pro, "Job Started", "The customer can see that the work has begun.");
  await expect(proJob.getByText("In Progress", { exact: true })).toBeVisible();
  await proJob.getByRole("button", { name: "Mark Complete" }).click();
  const confirmComplete = pro.getByRole("dialog", { name: "Mark this job as complete?" });
  await confirmComplete.getByRole("button", { name: "Mark Complete" }).click();
  await seeToast(pro, "Job Completed", "The job has been marked as complete.");
  await expect(proJob.getByText("Completed", { exact: true })).toBeVisible();

  // The customer reviews him: 5 stars and a comment.
  await customer.goto("/jobs?view=mine");
  await expect(myJob.getByText("Completed", { exact: true })).toBeVisible();
  const stars = myJob.getByRole("group", { name: `How did ${PRO_NAME} do?` });
  // The radio itself is visually hidden: a person clicks the fifth star, its label.
  await stars.locator("label", { has: customer.getByRole("radio", { name: "5 stars" }) }).click();
  await expect(stars.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await myJob.getByLabel("Comment").fill(reviewComment);
  await myJob.getByRole("button", { name: "Submit Review" }).click();
  await seeToast(customer, "Review Submitted", "Thank you! Your review helps other customers choose.");
  await expect(myJob.getByText("Your review", { exact: true })).toBeVisible();
  await expect(myJob.getByRole("img", { name: "5 stars" })).toBeVisible();
  await expect(myJob.getByText(reviewComment, { exact: true })).toBeVisible();

  // After: one more job done, a rating that took in the 5 stars, and the review itself.
  const dialog = await openProDialog(customer);
  const after = await readProStats(dialog);
  expect(after.jobsDone).toBe(before.jobsDone + 1);
  // The rating counts each customer once (the average of each one's average), and so does the
  // count beside it: Aarati's new review adds a reviewer only if she had not reviewed him before.
  expect(after.reviewCount).toBe(before.reviewCount + (reviewedBefore ? 0 : 1));
  // Her 5 stars raise her own average (or add a 5), so the rating cannot drop, nor pass 5.
  expect(after.rating).toBeGreaterThanOrEqual(before.rating);
  expect(after.rating).toBeLessThanOrEqual(5);

  await dialog.getByRole("tab", { name: "Recent Tasks" }).click();
  await expect(dialog.getByRole("tabpanel").getByText(title, { exact: true })).toBeVisible();
  await dialog.getByRole("tab", { name: "Reviews" }).click();
  const newest = dialog.getByRole("tabpanel").getByRole("listitem").first();
  await expect(newest).toContainText(reviewComment);
  await expect(newest.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(newest).toContainText(`Aarati S. · ${title}`);
});

test("a customer hires a professional directly at a capped price; he accepts before he can start", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `Hang the new ceiling fan ${stamp}`;

  // A customer and a professional of their own: journeys running beside this one send the demo
  // logins live events, and their toasts (one at a time, SPEC §9) would replace the ones this
  // journey waits for.
  async function signUp(role: "customer" | "professional", firstName: string, lastName: string) {
    const page = await (await browser.newContext()).newPage();
    const signup = await page.request.post("/api/auth/signup", {
      data: {
        email: `direct-hire-${role}-${stamp}@example.np`,
        password: "correct horse battery",
        firstName,
        lastName,
        role,
      },
    });
    expect(signup.status()).toBe(201);
    return { page, id: ((await signup.json()) as { id: string }).id };
  }
  const { page: customer } = await signUp("customer", "Maya", "Gurung");
  const { page: pro, id: proId } = await signUp("professional", "Bikash", `Tamang ${stamp}`);
  const proName = `Bikash Tamang ${stamp}`;
  const profile = await pro.request.patch("/api/users/profile", {
    data: { location: "Baneshwor, Kathmandu", skills: ["Electrical"], hourlyRate: 700 },
  });
  expect(profile.status()).toBe(200);

  // An hourly job (no bids) she invited him to: she hires him from My Jobs.
  const posted = await customer.request.post("/api/jobs", {
    data: {
      title,
      description: "Take down the old fan in the living room and hang the new one, with its regulator.",
      skillCategory: "Electrical",
      location: "Baneshwor, Kathmandu",
      jobType: "hourly",
      budget: 600,
      invitedProfessionalId: proId,
    },
  });
  expect(posted.status()).toBe(201);
  await customer.goto("/jobs?view=mine");
  const myJob = customer.getByRole("article", { name: title });
  await myJob.getByRole("button", { name: `Hire ${proName}` }).click();
  const hire = customer.getByRole("dialog", { name: `Hire ${proName}?` });
  await expect(hire).toContainText("Up to ₨ 2,00,000 for Electrical.");

  // A price above the category's cap is refused where it is typed.
  const price = hire.getByLabel("Agreed price (NPR, optional)");
  await price.fill("250000");
  await hire.getByRole("button", { name: "Hire", exact: true }).click();
  await expect(hire.getByText("The price can be at most ₨ 2,00,000 for Electrical.")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await price.fill("1800");
  await hire.getByRole("button", { name: "Hire", exact: true }).click();
  await seeToast(
    customer,
    "Hire Sent",
    `${proName} has been asked to accept this job. We will tell you when they answer.`,
  );
  await expect(myJob.getByText(`Waiting for ${proName} to accept the hire.`)).toBeVisible();
  await expect(myJob.getByText("Awaiting acceptance", { exact: true })).toBeVisible();

  // He finds the offer in the Jobs Hub: no Start until he accepts it.
  await pro.goto("/jobs-hub");
  await pro.getByRole("tab", { name: /^My Projects/ }).click();
  const offers = pro.getByRole("region", { name: /^Hires? waiting for your answer/ });
  const offer = offers.getByRole("article", { name: title });
  await expect(offer).toContainText("Maya Gurung wants to hire you for this job at ₨ 1,800.");
  await expect(offer.getByRole("button", { name: "Accept" })).toBeVisible();
  await expect(offer.getByRole("button", { name: "Decline" })).toBeVisible();
  await expect(offer.getByRole("button", { name: "Start Job" })).toHaveCount(0);
  await offer.getByRole("button", { name: "Accept" }).click();
  await seeToast(pro, "Hire Accepted", "You can start the job when you are ready.");

  // She hears it live; he starts the job.
  await seeToast(customer, "Your hire was accepted", title);
  await expect(myJob.getByText("Accepted", { exact: true })).toBeVisible();
  const project = pro.getByRole("tabpanel").getByRole("article", { name: title });
  await project.getByRole("button", { name: "Start Job" }).click();
  await seeToast(pro, "Job Started", "The customer can see that the work has begun.");
  await expect(project.getByText("In Progress", { exact: true })).toBeVisible();
  await customer.context().close();
  await pro.context().close();
});
