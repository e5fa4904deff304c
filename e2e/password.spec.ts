import { expect, test } from "@playwright/test";

/**
 * Issue 10: a person changes their password on the profile page. The other device they were signed
 * in on is signed out; this one stays signed in; the new password is the one that signs in. The
 * journey makes its own customer, so the demo accounts other journeys use keep their password.
 */

const OLD_PASSWORD = "correct horse battery";
const NEW_PASSWORD = "monsoon-2026-kathmandu";

test("changing the password signs out the other device and the new password signs in", async ({
  browser,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `password-${tag}@example.np`;
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();

  const signup = await laptop.request.post("/api/auth/signup", {
    data: { email, password: OLD_PASSWORD, firstName: "Kabita", lastName: `Thapa ${tag}` },
  });
  expect(signup.status()).toBe(201);
  // The phone signs in too (through the API: signing in has journeys of its own) and opens the app.
  const login = await phone.request.post("/api/auth/login", {
    data: { email, password: OLD_PASSWORD, role: "customer" },
  });
  expect(login.status()).toBe(200);
  await phone.goto("/");
  await expect(phone.getByRole("button", { name: "Open user menu" })).toBeVisible();

  await laptop.goto("/profile");
  await laptop.getByRole("tab", { name: "Password" }).click();
  await expect(laptop).toHaveURL("/profile?tab=password");
  const current = laptop.getByLabel("Current password");
  const fresh = laptop.getByLabel("New password", { exact: true });
  const confirm = laptop.getByLabel("Confirm new password");
  const submit = laptop.getByRole("button", { name: "Change password" });

  // Mistakes the form sees itself, under their fields.
  await current.fill(OLD_PASSWORD);
  await fresh.fill("short");
  await confirm.fill("shorter");
  await submit.click();
  await expect(laptop.getByText("New password must be at least 8 characters")).toBeVisible();
  await expect(laptop.getByText("The two new passwords do not match")).toBeVisible();

  // A wrong current password, refused by the server, under its field.
  await current.fill("not-my-password");
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(laptop.getByText("Your current password is not correct")).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");

  await current.fill(OLD_PASSWORD);
  await submit.click();
  await expect(
    laptop.getByText("Your password has been changed. Your other devices have been signed out.").first(),
  ).toBeVisible();
  await expect(current).toHaveValue("");

  // This device stays signed in; the other one is sent to sign in on its next page.
  await laptop.reload();
  await expect(laptop.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
  await phone.goto("/profile");
  await expect(phone).toHaveURL(/\/login/);

  // Only the new password signs in now.
  const stale = await phone.request.post("/api/auth/login", {
    data: { email, password: OLD_PASSWORD, role: "customer" },
  });
  expect(stale.status()).toBe(401);
  // Signing in there brings the phone back to the page it was sent away from.
  await phone.getByLabel("Email").fill(email);
  await phone.getByLabel("Password").fill(NEW_PASSWORD);
  await phone.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(phone).toHaveURL("/profile");
  await expect(phone.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
});
