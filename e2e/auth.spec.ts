import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";

test("a wrong password shows 'Login failed' with the server's message in the form", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("customer@demo.np");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(alert.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("empty fields show 'Missing information' in the form", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert.getByText("Missing information", { exact: true })).toBeVisible();
  await expect(alert.getByText("Please enter both email and password.", { exact: true })).toBeVisible();
});

test("a new professional signs up, lands signed in, logs out and signs back in", async ({ page }) => {
  const email = `kiran.rai.${Date.now()}@example.np`;
  await page.goto("/login");
  await page.getByRole("tab", { name: "Professional" }).click();
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await page.getByLabel("First name").fill("Kiran");
  await page.getByLabel("Last name").fill("Rai");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign Up", exact: true }).last().click();
  await expect(page.getByText("Password must be at least 8 characters", { exact: true })).toBeVisible();

  await page.getByLabel("Password").fill("dharan-2026-electric");
  await page.getByRole("button", { name: "Sign Up", exact: true }).last().click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs Hub" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await signInAs(page, "professional", email, "dharan-2026-electric");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();
});

test("a signed-out visitor opening a page that needs login is sent to sign in", async ({ page }) => {
  await page.goto("/post-job");
  await expect(page).toHaveURL("/login");
  // The notice comes along to the login page, so the redirect never goes unexplained.
  await expect(page.getByText("You are logged out. Logging in again...", { exact: true })).toBeVisible();
});
