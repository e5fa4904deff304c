import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../domain/auth/schemas";
import { formatNpr } from "../domain/money";
import { test } from "./signed-in";

/** A card's words without how long ago it was posted, which moves on while a journey runs. */
const ageless = (text: string | null) =>
  (text ?? "").replace(/(?:\d+|an?) (?:second|minute|hour|day|week|month|year)s? ago|just now/gi, "…");

/**
 * Offline, the installed app keeps working as the signed-in user (issue 17): pages seen once open
 * again with no network, as that user, showing what was saved and when, with the offline notice;
 * a message and a bid written offline wait in the outbox ("Waiting to send") and are sent once,
 * under the Idempotency-Key made when Send was pressed, when the connection returns.
 */

// The service worker is what these journeys are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test.describe.configure({ timeout: 90_000 });

type Me = { id: string; firstName: string };
type ThreadPage = { messages: { content: string; senderId: string }[] };
type JobBid = { professionalId: string; amount: string };

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Waits until the service worker has precached the app and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/sw\.js$/);
}

/** The keys of the reads the app has saved for offline use (IndexedDB "sipalu"). */
function savedReads(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("sipalu");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("query-cache")) return resolve([]);
          const read = db.transaction("query-cache").objectStore("query-cache").get("queries");
          read.onsuccess = () =>
            resolve(
              ((read.result?.state?.queries ?? []) as { queryHash: string }[]).map(
                (query) => query.queryHash,
              ),
            );
          read.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/** Waits until a read whose key contains each fragment has been saved. */
async function saved(page: Page, ...fragments: string[]) {
  for (const fragment of fragments) {
    await expect
      .poll(async () => (await savedReads(page)).some((hash) => hash.includes(fragment)), {
        message: `saved read with ${fragment}`,
      })
      .toBe(true);
  }
}

const offlineNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Changes that need a connection are off" });

/** The offline notice, saying when what is shown was saved ("… saved at 2:05 pm", Nepal time). */
async function seeOfflineNotice(page: Page) {
  await expect(offlineNotice(page)).toBeVisible();
  await expect(offlineNotice(page)).toContainText(/Showing what was saved at \d{1,2}:\d\d [ap]m/);
  await expect(offlineNotice(page)).toContainText("Changes that need a connection are off");
  await expect(page.getByText("Loading...")).toHaveCount(0);
}

async function postJob(customer: APIRequestContext, title: string) {
  const posted = await customer.post("/api/jobs", {
    data: {
      title,
      description: "The kitchen sink drains slowly and gurgles; the trap probably needs clearing.",
      skillCategory: "Plumbing",
      location: "Jhamsikhel, Lalitpur",
      jobType: "fixed",
      budget: 3000,
    },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

test("offline, the customer opens her home and a thread, writes a message, and it is sent once when back online", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
  const stamp = Date.now();
  const me = await getJson<Me>(customer.request, "/api/auth/user");
  const ramesh = await getJson<Me>(pro.request, "/api/auth/user");
  const jobId = await postJob(customer.request, `Slow kitchen drain in Jhamsikhel ${stamp}`);
  const opening = `Namaste, are you free this week? (${stamp})`;
  const first = await customer.request.post("/api/messages", {
    data: { receiverId: ramesh.id, jobId, content: opening },
  });
  expect(first.status()).toBe(201);
  const thread = `/messages?to=${ramesh.id}&jobId=${jobId}`;

  await customer.goto("/");
  await controlledByServiceWorker(customer);
  await expect(customer.getByRole("heading", { level: 1, name: `Namaste, ${me.firstName}!` })).toBeVisible();
  await customer.goto(thread);
  await expect(customer.getByRole("log").getByText(opening)).toBeVisible();
  await saved(customer, `"with":"${ramesh.id}"`, "/api/professionals");

  await customer.context().setOffline(true);
  // The signed-in home, not the landing page, from what was saved.
  await customer.goto("/");
  await expect(customer.getByRole("heading", { level: 1, name: `Namaste, ${me.firstName}!` })).toBeVisible();
  await seeOfflineNotice(customer);

  await customer.goto(thread);
  await expect(customer.getByRole("log").getByText(opening)).toBeVisible();
  await seeOfflineNotice(customer);
  const reply = `Written offline: could you come on Friday? (${stamp})`;
  const box = customer.getByLabel("Message", { exact: true });
  await box.fill(reply);
  await box.press("Enter");
  const waiting = customer.getByRole("listitem").filter({ hasText: reply });
  await expect(waiting).toContainText("Waiting to send");
  await expect(box).toHaveValue("");
  await expect(offlineNotice(customer)).toContainText("1 waiting to send");

  await customer.context().setOffline(false);
  await expect(offlineNotice(customer)).toBeHidden();
  // The sent message takes the waiting one's place.
  await expect(customer.getByText("Waiting to send")).toHaveCount(0);
  await expect(customer.getByRole("log").getByText(reply)).toHaveCount(1);

  const sent = await getJson<ThreadPage>(
    customer.request,
    `/api/messages/thread?with=${ramesh.id}&jobId=${jobId}`,
  );
  expect(sent.messages.filter((message) => message.content === reply)).toHaveLength(1);
  // After a reload, still exactly once.
  await customer.reload();
  await expect(customer.getByRole("log").getByText(reply)).toHaveCount(1);
});

test("offline, the professional reloads the Jobs Hub, My Bids and Instant Help, bids on a job, and the bid is placed once when back online", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
  const stamp = Date.now();
  const title = `Leaking kitchen tap in Jhamsikhel ${stamp}`;
  const ramesh = await getJson<Me>(pro.request, "/api/auth/user");
  const jobId = await postJob(customer.request, title);

  await pro.goto("/");
  await controlledByServiceWorker(pro);
  // Each page once, online, until what it shows has been saved.
  await pro.goto("/jobs-hub");
  await expect(pro.getByRole("heading", { level: 1, name: "Jobs Hub" })).toBeVisible();
  await expect(pro.getByText(title)).toBeVisible();
  await saved(pro, '"/api/jobs",{', '"/api/bids","summary"');
  await pro.goto("/available-bids");
  await expect(pro.getByRole("heading", { level: 1, name: "My Bids" })).toBeVisible();
  const firstBid = pro.getByRole("article").first();
  await expect(firstBid).toBeVisible();
  const firstBidText = ageless(await firstBid.textContent());
  await saved(pro, '"/api/bids",{}');
  await pro.goto("/instant-help");
  await expect(pro.getByRole("heading", { level: 1, name: "Instant Help" })).toBeVisible();
  await saved(pro, '"/api/instant-help","stats"', "/api/professionals/profile");
  await pro.goto(`/jobs-hub?job=${jobId}`);
  const dialog = pro.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("button", { name: "Submit Bid" })).toBeVisible();
  await saved(pro, `"/api/jobs","${jobId}"`);

  await pro.context().setOffline(true);
  await pro.reload();
  await expect(pro.getByRole("dialog", { name: title })).toBeVisible();
  await pro.keyboard.press("Escape");
  await expect(pro.getByRole("heading", { level: 1, name: "Jobs Hub" })).toBeVisible();
  await expect(pro.getByText(title)).toBeVisible();
  await seeOfflineNotice(pro);

  await pro.goto("/available-bids");
  await expect(pro.getByRole("heading", { level: 1, name: "My Bids" })).toBeVisible();
  // The same card, saved: its words but the age ("1 minute ago" becomes "2 minutes ago" meanwhile).
  await expect
    .poll(async () => ageless(await pro.getByRole("article").first().textContent()))
    .toBe(firstBidText);
  await seeOfflineNotice(pro);

  await pro.goto("/instant-help");
  await expect(pro.getByRole("heading", { level: 1, name: "Instant Help" })).toBeVisible();
  await seeOfflineNotice(pro);

  await pro.goto(`/jobs-hub?job=${jobId}`);
  const offlineDialog = pro.getByRole("dialog", { name: title });
  await offlineDialog.getByLabel("Your bid amount (NPR)").fill("2750");
  await offlineDialog
    .getByLabel("Message", { exact: true })
    .fill("I can clear the trap and replace the washer tomorrow morning.");
  await offlineDialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(offlineDialog.getByRole("status").filter({ hasText: "Waiting to send" })).toContainText(
    `Your bid of ${formatNpr(2750)} is waiting to send`,
  );
  // The dialog is modal (the page behind it is hidden from assistive technology): the notice is
  // read on the page, and the bid still waits after a reload.
  await pro.goto("/jobs-hub");
  await expect(offlineNotice(pro)).toContainText("1 waiting to send");
  await pro.goto(`/jobs-hub?job=${jobId}`);
  await expect(offlineDialog.getByText("Waiting to send", { exact: true })).toBeVisible();

  await pro.context().setOffline(false);
  await expect(offlineDialog.getByText("You have already submitted a bid for this job.")).toBeVisible();
  await expect(offlineDialog.getByText("Waiting to send")).toHaveCount(0);

  const bids = await getJson<JobBid[]>(customer.request, `/api/jobs/${jobId}/bids`);
  expect(bids.filter((bid) => bid.professionalId === ramesh.id)).toHaveLength(1);
  expect(Number(bids[0]?.amount)).toBe(2750);
});

test("a bid written offline that the server refuses once back online says why, and can be discarded", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
  const title = `Dripping bathroom tap in Jhamsikhel ${Date.now()}`;
  const jobId = await postJob(customer.request, title);
  await pro.goto("/");
  await controlledByServiceWorker(pro);
  await pro.goto(`/jobs-hub?job=${jobId}`);
  const dialog = pro.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("button", { name: "Submit Bid" })).toBeVisible();
  await saved(pro, `"/api/jobs","${jobId}"`);

  await pro.context().setOffline(true);
  await dialog.getByLabel("Your bid amount (NPR)").fill("1800");
  await dialog.getByLabel("Message", { exact: true }).fill("I can change the washer this evening.");
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(dialog.getByText("Waiting to send", { exact: true })).toBeVisible();

  // Meanwhile the customer cancels the job: the bid can no longer be placed.
  const cancelled = await customer.request.post(`/api/jobs/${jobId}/cancel`, { data: {} });
  expect(cancelled.status()).toBe(200);

  await pro.context().setOffline(false);
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText(`Your bid of ${formatNpr(1800)} was not sent.`);
  await expect(refusal).toContainText("This job is no longer accepting bids");
  await refusal.getByRole("button", { name: "Discard" }).click();
  await expect(refusal).toBeHidden();
  await expect(dialog.getByText("This job is no longer accepting bids")).toBeVisible();
  expect(await getJson<JobBid[]>(customer.request, `/api/jobs/${jobId}/bids`)).toEqual([]);
});

test("online, an ended session still signs the saved user out, and what was saved for them is deleted", async ({
  browser,
}) => {
  // A session of her own (the shared demo session must stay signed in for the other journeys).
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", {
    data: { email: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD, role: "customer" },
  });
  expect(login.status()).toBe(200);
  const me = (await login.json()) as Me;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: `Namaste, ${me.firstName}!` })).toBeVisible();
  await saved(page, "/api/auth/user", "/api/professionals");

  // The session ends on the server (as after a password change elsewhere); the cookie stays.
  const cookies = await context.cookies();
  expect((await page.request.post("/api/auth/logout", { data: {} })).status()).toBe(204);
  await context.addCookies(cookies);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /Find trusted/ })).toBeVisible();
  await expect.poll(() => savedReads(page)).toEqual([]);
  await context.close();
});
