import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { gotoWithLiveStream } from "./helpers";
import { test } from "./signed-in";

/** WCAG 2.1 AA violations of `selector` (the quote form, the quote card), at a phone's width and on a laptop, light and dark. */
async function violations(page: Page, selector: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await expect(page.locator("html")).toHaveClass(
        colorScheme === "dark" ? /\bdark\b/ : /^(?![\s\S]*\bdark\b)/,
      );
      // Nothing still animating (a toast coming in, colours changing with the theme).
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      );
      const { violations } = await new AxeBuilder({ page })
        .setLegacyMode() // one page, no frames: no blank page opened per scan
        .include(selector)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      for (const v of violations)
        found.push(
          `${v.id} at ${width} px, ${colorScheme}: ${v.nodes.map((n) => `${n.target} ${n.failureSummary}`).join(" | ")}`,
        );
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

test("a professional sends a quote on an hourly job, the customer accepts it, and both see the agreed price", async ({
  customerPage: customer,
  professionalPage: pro,
}) => {
  test.setTimeout(90_000);
  const title = `Replace the bathroom mixer tap ${Date.now()}`;
  const posted = await customer.request.post("/api/jobs", {
    data: {
      title,
      description: "The bathroom mixer tap leaks at the base and needs replacing with a new one.",
      skillCategory: "Plumbing",
      jobType: "hourly",
      budget: 800,
      location: "Jawalakhel, Lalitpur",
    },
  });
  expect(posted.status()).toBe(201);
  const job = await posted.json();
  const me = await (await pro.request.get("/api/auth/user")).json();
  const proName = `${me.firstName} ${me.lastName}`;

  // The customer is on My Jobs with the live stream open: the quote arrives while they look.
  await gotoWithLiveStream(customer, "/jobs?view=mine");

  await pro.goto(`/jobs-hub?job=${job.id}`);
  const dialog = pro.getByRole("dialog", { name: title });
  const form = dialog.getByRole("form", { name: /List the labour and the materials/ });
  await form.getByLabel("Line 1: description").fill("Replace the mixer tap");
  await form.getByLabel("Line 1: amount (NPR)").fill("1800");
  await form.getByRole("button", { name: "Add a line" }).click();
  await form.getByLabel("Line 2: description").fill("New mixer tap");
  // An empty amount is said next to its line, not sent.
  await form.getByRole("button", { name: "Send Quote" }).click();
  await expect(form.getByText("Enter an amount more than 0", { exact: true })).toBeVisible();
  await form.getByLabel("Line 2: amount (NPR)").fill("650.50");
  await expect(form.getByText("Total: ₨ 2,450.50", { exact: true })).toBeVisible();
  expect(await violations(pro, '[role="dialog"]')).toEqual([]);
  await form.getByRole("button", { name: "Send Quote" }).click();
  await expect(pro.getByText("Quote sent", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Your quote, waiting for the customer")).toBeVisible();

  await expect(customer.getByText("New quote", { exact: true })).toBeVisible();
  const card = customer.getByRole("article", { name: title });
  const quote = card.getByRole("article", { name: `Quote from ${proName}` });
  await expect(quote).toContainText("₨ 2,450.50");
  expect(await violations(customer, `[aria-label="${title}"]`)).toEqual([]);
  await quote.getByRole("button", { name: "Accept Quote" }).click();
  const confirm = customer.getByRole("dialog", { name: "Accept this quote?" });
  await confirm.getByRole("button", { name: "Accept Quote" }).click();
  await expect(customer.getByText("Quote accepted", { exact: true })).toBeVisible();
  await expect(pro.getByText("Your quote was accepted", { exact: true })).toBeVisible();
  // My Jobs shows the agreed price, not the budget.
  await expect(card.getByText("Agreed ₨ 2.5K", { exact: true })).toBeVisible();
  await expect(card).toContainText(`Hired: ${proName}`);

  await pro.goto("/jobs-hub?tab=projects");
  const project = pro.getByRole("article", { name: title });
  await expect(project.getByText("Agreed ₨ 2.5K", { exact: true })).toBeVisible();
  await pro.goto(`/jobs-hub?job=${job.id}`);
  await expect(pro.getByRole("dialog", { name: title })).toContainText("₨ 2,450.50");
});
