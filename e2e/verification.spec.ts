import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../domain/auth/schemas";
import { adminPassword } from "./server-data";
import { test } from "./signed-in";

/**
 * Issue 7: a professional sends a document, an admin approves it, and the professional is listed
 * as verified. The journey makes its own professional (the demo one is seeded verified, and other
 * journeys rely on that), who is unverified until the admin decides.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function signUpProfessional(page: Page, tag: string) {
  const email = `verify-${tag}@example.np`;
  const signup = await page.request.post("/api/auth/signup", {
    data: {
      email,
      password: "correct horse battery",
      firstName: "Sunita",
      lastName: `Rai ${tag}`,
      role: "professional",
    },
  });
  expect(signup.status()).toBe(201);
  const profile = await page.request.patch("/api/users/profile", {
    data: { location: `Kirtipur ${tag}`, skills: ["Electrical"], hourlyRate: 700 },
  });
  expect(profile.status()).toBe(200);
  return { name: `Sunita Rai ${tag}`, location: `Kirtipur ${tag}` };
}

const directoryCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("link")
    .filter({ hasText: /\d+ jobs? completed/ });

test("a professional uploads a PDF, the admin approves it, reads it in place and revokes it; the professional sees each", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const proContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const pro = await proContext.newPage();
  const admin = await adminContext.newPage();
  const me = await signUpProfessional(pro, tag);

  // Not verified yet: not in the verified directory, and the profile says how to get verified.
  await pro.goto(`/professionals?isVerified=true&location=${encodeURIComponent(me.location)}`);
  await expect(pro.getByRole("heading", { name: "No professionals found" })).toBeVisible();
  await pro.goto("/profile");
  await expect(pro.getByRole("main").getByText("Get Verified", { exact: true })).toBeVisible();
  await pro.getByRole("link", { name: "Upload documents" }).click();
  await expect(pro).toHaveURL("/get-verified");
  await expect(pro.getByRole("heading", { level: 1, name: "Get Verified" })).toBeVisible();
  await expect(pro.getByText("No documents yet")).toBeVisible();

  // A web page renamed to .pdf is refused before it is sent.
  const fileInput = pro.getByLabel("Document", { exact: true });
  await fileInput.setInputFiles({
    name: "citizenship.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await expect(pro.getByText("Upload a JPEG, PNG, WebP or PDF file")).toBeVisible();

  await pro.getByRole("combobox", { name: "Document type" }).click();
  await pro.getByRole("option", { name: "Citizenship or national ID (KYC)" }).click();
  await fileInput.setInputFiles({ name: "citizenship-scan.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(pro.getByText("Upload a JPEG, PNG, WebP or PDF file")).toBeHidden();
  await pro.getByRole("button", { name: "Upload document" }).click();
  await expect(pro.getByText("Document submitted", { exact: true })).toBeVisible();
  const submissions = pro.getByRole("list", { name: "Your documents" });
  await expect(submissions.getByRole("listitem")).toHaveCount(1);
  await expect(submissions).toContainText("citizenship-scan.pdf");
  await expect(submissions).toContainText("Pending review");

  // The professional is not let into the admin pages.
  await pro.goto("/admin/verifications");
  await expect(pro.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await pro.goto("/get-verified");

  // The admin (signed in through the API: the login page has journeys of its own) finds the
  // document in the queue and approves it.
  const login = await admin.request.post("/api/auth/login", {
    data: { email: DEMO_ACCOUNTS.admin, password: await adminPassword() },
  });
  expect(login.status()).toBe(200);
  await admin.goto("/");
  await admin.getByRole("button", { name: "Open user menu" }).click();
  await admin.getByRole("menuitem", { name: "Admin" }).click();
  await expect(admin).toHaveURL("/admin");
  await expect(admin.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await admin.getByRole("link", { name: "Review documents" }).click();
  await expect(admin).toHaveURL("/admin/verifications");
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: me.name }) });
  await expect(card).toContainText("Citizenship or national ID (KYC)");
  await expect(card).toContainText("PDF document");
  await expect(card.getByRole("link", { name: /Download PDF/ })).toHaveAttribute(
    "href",
    /\/api\/verifications\/.+\/document$/,
  );
  await card.getByRole("button", { name: /^Approve/ }).click();
  const dialog = admin.getByRole("dialog", { name: "Approve document" });
  await expect(dialog).toContainText(`Approving this ID gives ${me.name} the Verified badge.`);
  await dialog.getByLabel("Note to the professional (optional)").fill("Name and photo match.");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText("Document approved", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();

  // The professional hears it at once, and is now listed as verified.
  await expect(pro.getByText("Document approved", { exact: true })).toBeVisible();
  await expect(submissions).toContainText("Approved");
  await expect(submissions).toContainText("Name and photo match.");
  await expect(pro.getByText("You're verified")).toBeVisible();

  await pro.goto(`/professionals?isVerified=true&location=${encodeURIComponent(me.location)}`);
  const proCard = directoryCards(pro).filter({ hasText: me.name });
  await expect(proCard).toHaveCount(1);
  await expect(proCard.getByText("Verified", { exact: true })).toBeVisible();

  // Approved, the document stays readable in place, folded in the long list until asked for: the
  // PDF in a frame, served inline to admins.
  await admin.getByRole("tab", { name: "Approved" }).click();
  await expect(admin).toHaveURL("/admin/verifications?status=approved");
  const approved = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: me.name }) });
  const frame = approved.locator("iframe");
  await expect(frame).toHaveCount(0);
  const show = approved.getByRole("button", { name: /^Show document/ });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await show.click();
  await expect(approved.getByRole("button", { name: /^Hide document/ })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(frame).toHaveAttribute("title", `Citizenship or national ID (KYC) of ${me.name} (PDF)`);
  const preview = await admin.request.get((await frame.getAttribute("src")) ?? "");
  expect(preview.status()).toBe(200);
  expect(preview.headers()["content-type"]).toBe("application/pdf");
  expect(preview.headers()["content-disposition"]).toMatch(/^inline/);
  expect((await preview.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Nobody else reads it there.
  expect((await pro.request.get((await frame.getAttribute("src")) ?? "")).status()).toBe(403);

  // The admin withdraws it, with the reason the professional is told.
  await approved.getByRole("button", { name: /^Revoke/ }).click();
  const revoke = admin.getByRole("dialog", { name: "Revoke verification" });
  await revoke.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(revoke.getByText("Tell the professional why the verification is revoked")).toBeVisible();
  await revoke
    .getByLabel("Why is it revoked?")
    .fill("The ward office reported this certificate as not theirs.");
  await revoke.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(admin.getByText("Verification revoked", { exact: true })).toBeVisible();
  await expect(approved).toBeHidden();
  await admin.getByRole("tab", { name: "Revoked" }).click();
  await expect(
    admin
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: me.name }) }),
  ).toContainText("Revoked: The ward office reported this certificate as not theirs.");

  // The professional loses the badge and reads why.
  await pro.goto("/get-verified");
  await expect(submissions).toContainText("The ward office reported this certificate as not theirs.");
  await expect(pro.getByText("You're verified")).toBeHidden();
  await pro.goto(`/professionals?isVerified=true&location=${encodeURIComponent(me.location)}`);
  await expect(pro.getByRole("heading", { name: "No professionals found" })).toBeVisible();

  await proContext.close();
  await adminContext.close();
});

test("a customer is not let into the admin pages", async ({ customerPage: page }) => {
  for (const path of ["/admin", "/admin/verifications", "/admin/users"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("This page is only available for administrators.")).toBeVisible();
  }
});
