import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { formatNpr } from "../domain/money";
import { signedInState, test } from "./signed-in";

/**
 * The professional's workspace (SPEC §2 Professional dashboard, Jobs Hub, My Bids, Bid detail
 * dialog, Service Area Settings; §8): Ramesh's dashboard figures agree with his bids and jobs, a
 * new bid shows up in My Bids and the Jobs Hub, the bid dialog ranks it against a cheaper rival,
 * and his service area settings survive a reload.
 *
 * Every expected figure is computed here from the API as the signed-in professional, never from
 * the seed. marketplace.spec also has Ramesh bid, get hired and complete a job, possibly at the same
 * time as these tests: figures are compared with the API read around the same page load (retried
 * until both agree), and the "+1" of a new bid allows for any other bid placed meanwhile.
 */

test.use({ actionTimeout: 10_000 });

type BidStatus = "pending" | "accepted" | "rejected";
type ApiBid = { id: string; jobId: string; professionalId: string; amount: string; status: BidStatus };
type ApiJob = {
  id: string;
  status: string;
  hiredProfessionalId: string | null;
  finalPrice: string | null;
};
type Counts = { total: number; pending: number; accepted: number; rejected: number };

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Every page of a list endpoint taking limit and offset (at most 100 a page). */
async function getAll<T>(request: APIRequestContext, url: string): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await getJson<T[]>(
      request,
      `${url}${url.includes("?") ? "&" : "?"}limit=100&offset=${offset}`,
    );
    all.push(...page);
    if (page.length < 100) return all;
  }
}

const myBids = (page: Page) => getAll<ApiBid>(page.request, "/api/bids");

function countBids(bids: readonly ApiBid[]): Counts {
  const of = (status: BidStatus) => bids.filter((bid) => bid.status === status).length;
  return { total: bids.length, pending: of("pending"), accepted: of("accepted"), rejected: of("rejected") };
}

const minus = (a: Counts, b: Counts): Counts => ({
  total: a.total - b.total,
  pending: a.pending - b.pending,
  accepted: a.accepted - b.accepted,
  rejected: a.rejected - b.rejected,
});
const plus = (a: Counts, b: Counts): Counts =>
  minus(a, minus({ total: 0, pending: 0, accepted: 0, rejected: 0 }, b));

/** A number shown under its label in a row of stat cards (label and value are sibling paragraphs). */
const statValue = (page: Page, label: string) =>
  page
    .locator("p")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::p[1]");

/** A labelled value in a <dl> of the bid dialog. */
const fact = (scope: ReturnType<Page["getByRole"]>, label: string) =>
  scope
    .locator("dl > div")
    .filter({
      has: scope
        .page()
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole("definition");

const readNumber = async (locator: ReturnType<Page["locator"]>) => {
  await expect(locator).toHaveText(/^\d+%?$/);
  return Number((await locator.textContent())?.replace("%", ""));
};

/** The toast with this title (SPEC §9: one at a time), closed as a person would. */
async function seeToast(page: Page, title: string) {
  const item = page
    .getByRole("region", { name: "Notifications", includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
  await expect(item.getByText(title, { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Close", includeHidden: true }).click();
  await expect(item).toBeHidden();
}

test.describe("the demo professional's workspace", () => {
  // These read and change Ramesh's bids and settings: one after the other, never side by side.
  test.describe.configure({ mode: "serial" });
  // Signed in already: the UI login is tested elsewhere.
  test.use({ storageState: signedInState("professional") });

  test("the dashboard shows his earnings, success rate and jobs as his bids and jobs say", async ({
    page,
  }) => {
    await page.goto("/");
    const me = await getJson<{ id: string; firstName: string }>(page.request, "/api/auth/user");
    await expect(page.getByRole("heading", { name: `Namaste, ${me.firstName}!` })).toBeVisible();

    const card = (label: string) =>
      page.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
    const value = (label: string) => card(label).locator("p").nth(1);
    const detail = (label: string) => card(label).locator("p").nth(2);

    // Read the lists and the page together; if another spec changed his data in between, again
    // (the first round compares the page just loaded, each later one reloads it after the reads).
    let loaded = true;
    await expect(async () => {
      const [bids, jobs, active] = await Promise.all([
        myBids(page),
        getAll<ApiJob>(page.request, "/api/jobs/mine?as=professional"),
        getAll<ApiJob>(page.request, "/api/jobs/mine?as=professional&active=true"),
      ]);
      if (!loaded) await page.reload();
      loaded = false;
      const counts = countBids(bids);
      const completed = jobs.filter((job) => job.status === "completed" && job.hiredProfessionalId === me.id);
      const earnings =
        completed.reduce((sum, job) => sum + Math.round(Number(job.finalPrice ?? 0) * 100), 0) / 100;
      expect(counts.total).toBeGreaterThan(0);
      expect(completed.length).toBeGreaterThan(0);

      await expect(value("Total earnings")).toHaveText(formatNpr(earnings), { timeout: 3_000 });
      await expect(value("Success rate")).toHaveText(
        `${Math.round((counts.accepted / counts.total) * 100)}%`,
        {
          timeout: 1_000,
        },
      );
      await expect(detail("Success rate")).toHaveText(`${counts.accepted} of ${counts.total} bids accepted`, {
        timeout: 1_000,
      });
      // A direct hire still waiting for his answer is not a project yet.
      const projects = active.filter((job) => job.status !== "offered");
      await expect(value("Active projects")).toHaveText(String(projects.length), { timeout: 1_000 });
      await expect(detail("Active projects")).toHaveText(
        `${completed.length} ${completed.length === 1 ? "job" : "jobs"} completed`,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
  });

  test("a new bid shows up in My Bids and the Jobs Hub, ranked against a cheaper rival", async ({
    page,
    customerPage: customer,
    browser,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const title = `Blocked bathroom drain in Pulchowk ${stamp}`;
    const myAmount = 3200;
    const rivalAmount = 2800;

    // The customer posts an open fixed-price plumbing job from her own browser.
    const posted = await customer.request.post("/api/jobs", {
      data: {
        title,
        description: "The bathroom floor drain is blocked and water stands for an hour after a shower.",
        skillCategory: "Plumbing",
        location: "Pulchowk, Lalitpur",
        jobType: "fixed",
        budget: 4000,
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as { id: string };

    /** What My Bids shows, read until it agrees with his bids as the API lists them. */
    async function myBidsFigures() {
      let shown: Counts = { total: 0, pending: 0, accepted: 0, rejected: 0 };
      let bids: ApiBid[] = [];
      await expect(async () => {
        const listed = await myBids(page);
        await page.goto("/available-bids");
        await expect(page.getByRole("heading", { name: "My Bids", level: 1 })).toBeVisible();
        shown = {
          total: await readNumber(statValue(page, "Total")),
          pending: await readNumber(statValue(page, "Pending")),
          accepted: await readNumber(statValue(page, "Accepted")),
          rejected: await readNumber(statValue(page, "Rejected")),
        };
        bids = await myBids(page);
        expect(countBids(bids)).toEqual(countBids(listed));
        expect(shown).toEqual(countBids(bids));
      }).toPass({ timeout: 20_000 });
      return { shown, bids };
    }

    /** The Jobs Hub's My Bids tab count and stat card, which must agree. */
    async function hubBidCount() {
      await page.goto("/jobs-hub");
      const tab = page.getByRole("tab", { name: /^My Bids \(\d+\)$/ });
      await expect(tab).toBeVisible();
      const fromTab = Number(((await tab.textContent()) ?? "").replace(/\D/g, ""));
      await expect(statValue(page, "My Bids")).toHaveText(String(fromTab));
      return fromTab;
    }

    const before = await myBidsFigures();
    const hubBefore = await hubBidCount();

    // He finds the job under Available Jobs in the Jobs Hub and bids on it.
    await expect(page.getByRole("tab", { name: "Available Jobs" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("heading", { name: title }).click();
    const jobDialog = page.getByRole("dialog", { name: title });
    await jobDialog.getByLabel("Your bid amount (NPR)").fill(String(myAmount));
    await jobDialog
      .getByLabel("Message", { exact: true })
      .fill("I clear drains with a spring cable, no chemicals.");
    await jobDialog.getByRole("button", { name: "Submit Bid" }).click();
    await seeToast(page, "Bid Submitted");
    await jobDialog.getByRole("button", { name: "Close" }).click();
    await expect(jobDialog).toBeHidden();

    // A new professional, in a third browser (without this describe's signed-in state), bids less.
    const rival = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const signup = await rival.request.post("/api/auth/signup", {
      data: {
        email: `rival.${stamp}@example.np`,
        password: "rival-pass-1234",
        firstName: "Sagar",
        lastName: `Thapa${stamp}`,
        role: "professional",
      },
    });
    expect(signup.ok(), `signup: ${signup.status()}`).toBe(true);
    const rivalBid = await rival.request.post("/api/bids", {
      data: { jobId: job.id, amount: rivalAmount, message: "Same day, and I bring a drain camera." },
    });
    expect(rivalBid.status()).toBe(201);

    // My Bids: one more bid in all and one more pending, beyond whatever else changed meanwhile.
    const after = await myBidsFigures();
    const mine = after.bids.find((bid) => bid.jobId === job.id);
    expect(mine?.status).toBe("pending");
    expect(before.bids.some((bid) => bid.id === mine?.id)).toBe(false);
    const others = after.bids.filter((bid) => bid.id !== mine?.id);
    const elsewhere = minus(countBids(others), countBids(before.bids));
    expect(after.shown).toEqual(
      plus(before.shown, plus(elsewhere, { total: 1, pending: 1, accepted: 0, rejected: 0 })),
    );
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(card).toContainText(formatNpr(myAmount));

    // Jobs Hub: the My Bids tab and stat card went up alike.
    expect(await hubBidCount()).toBe(hubBefore + 1 + elsewhere.total);
    await page.getByRole("tab", { name: /^My Bids/ }).click();
    await expect(page.getByRole("tabpanel").getByRole("article", { name: title })).toBeVisible();

    // The bid dialog: its rank among the job's bids, then the competition.
    // The job's list shows a bidder only their own bid; the rival's amount is for the customer.
    const jobBids = await getJson<{ id: string; amount: string }[]>(page.request, `/api/jobs/${job.id}/bids`);
    expect(jobBids.map((bid) => Number(bid.amount))).toEqual([myAmount]);
    const amounts = [rivalAmount, myAmount].sort((a, b) => a - b);
    const rank = amounts.filter((amount) => amount < myAmount).length + 1;

    await page.goto("/available-bids");
    await page.getByRole("article", { name: title }).getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(fact(dialog, "Bid Amount")).toHaveText(formatNpr(myAmount));
    await expect(fact(dialog, "Rank")).toHaveText(`#${rank} of ${amounts.length}`);
    expect(rank).toBe(2);

    await dialog.getByRole("tab", { name: "Competition" }).click();
    const average = Math.round(amounts.reduce((sum, amount) => sum + amount * 100, 0) / amounts.length) / 100;
    await expect(fact(dialog, "Lowest Bid")).toHaveText(formatNpr(amounts[0] ?? 0));
    await expect(fact(dialog, "Average Bid")).toHaveText(formatNpr(average));
    await expect(fact(dialog, "Highest Bid")).toHaveText(formatNpr(amounts.at(-1) ?? 0));
    await expect(dialog.getByRole("heading", { name: `All Bids (${amounts.length})` })).toBeVisible();
    const rows = dialog.getByRole("tabpanel").getByRole("listitem");
    await expect(rows).toHaveCount(amounts.length);
    await expect(rows.nth(0)).toContainText("Another professional");
    await expect(rows.nth(0)).not.toContainText(`Sagar Thapa${stamp}`);
    await expect(rows.nth(0)).not.toContainText(formatNpr(rivalAmount));
    await expect(rows.nth(0).getByText("Your Bid", { exact: true })).toHaveCount(0);
    await expect(rows.nth(1)).toContainText("Ramesh Maharjan");
    await expect(rows.nth(1)).toContainText(formatNpr(myAmount));
    await expect(rows.nth(1).getByText("Your Bid", { exact: true })).toBeVisible();
    await expect(rows.nth(1)).toHaveAttribute("aria-current", "true");
    await rival.close();
  });

  test("service area settings: a 10 km radius and Online, saved, stand after a reload", async ({ page }) => {
    await page.goto("/service-area");
    await expect(page.getByRole("heading", { name: "Service Area Settings" })).toBeVisible();

    const online = page.getByRole("switch", { name: "Online" });
    const freeNow = page.getByRole("switch", { name: "Free Now" });
    const chips = page.getByRole("group", { name: "Quick choices" });
    const ten = chips.getByRole("button", { name: "10 km" });
    const save = page.getByRole("button", { name: "Save changes" });

    await ten.click();
    await expect(ten).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("textbox", { name: "Service radius in kilometres" })).toHaveValue("10");
    if (!(await online.isChecked())) await online.click();
    await expect(online).toBeChecked();
    await expect(freeNow).toBeEnabled();
    if (!(await freeNow.isChecked())) await freeNow.click();
    await expect(freeNow).toBeChecked();

    // Already saved like this (say by an earlier run on a reused server): nothing to save.
    if (await save.isEnabled()) {
      await expect(page.getByText("You have unsaved changes.", { exact: true })).toBeVisible();
      await save.click();
      await seeToast(page, "Service area settings updated successfully");
    }
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(ten).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("textbox", { name: "Service radius in kilometres" })).toHaveValue("10");
    await expect(online).toBeChecked();
    await expect(freeNow).toBeChecked();
    const saved = await getJson<{ serviceRadius: number; isOnline: boolean; isFreeNow: boolean }>(
      page.request,
      "/api/professionals/profile",
    );
    expect(saved).toMatchObject({ serviceRadius: 10, isOnline: true, isFreeNow: true });
  });
});

test("a customer opening /service-area is told it is for professionals", async ({ customerPage: page }) => {
  await page.goto("/service-area");
  await expect(page.getByText("Access Denied", { exact: true })).toBeVisible();
  await expect(
    page.getByText("This page is only available for professionals.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Service Area Settings" })).toHaveCount(0);
});
