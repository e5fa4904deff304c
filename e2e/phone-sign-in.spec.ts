import { expect, type Page, test } from "@playwright/test";
import { toastTitled } from "./helpers";

/**
 * Issue 20: signing in by phone, as Nepal's apps do. The journeys' server has no SMS gateway, so
 * the codes are read where Sipalu's SMS sandbox shows them (GET /sandbox/sms/api/messages).
 */
type Sms = { to: string; text: string };

/** A Nepali mobile number of this run's own (Nepal Telecom's 985 series). */
const freshNumber = () => `985${String(Date.now()).slice(-7)}`;

/** The code of the `nth` SMS to a number (1: its first), once it has come. */
async function codeSentTo(page: Page, national: string, nth = 1): Promise<string> {
  let messages: Sms[] = [];
  await expect
    .poll(async () => {
      const all = (await (await page.request.get("/sandbox/sms/api/messages")).json()) as Sms[];
      messages = all.filter((sms) => sms.to === `+977${national}`);
      return messages.length;
    })
    .toBe(nth);
  const code = /^(\d{6}) /.exec(messages[0]?.text ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? "";
}

test("a new customer signs in on her phone with the code the SMS brought, giving her name once", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const number = freshNumber();
  await page.goto("/login");
  // On a phone the number comes first.
  await expect(page.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Mobile number").fill("98");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/Enter a valid Nepali mobile number/)).toBeVisible();
  await page.getByLabel("Mobile number").fill(number);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${number}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^New code in \d+ s$/ })).toBeDisabled();

  const code = await codeSentTo(page, number);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("That code is not right: 4 tries left")).toBeVisible();

  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByText("This number has no account yet: enter your name to create one."),
  ).toBeVisible();
  await page.getByLabel("First name").fill("Sunita");
  await page.getByLabel("Last name").fill("Magar");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(toastTitled(page, "Welcome to Sipalu!")).toBeVisible();
  await expect(page).toHaveURL("/");
  const me = (await (await page.request.get("/api/auth/user")).json()) as Record<string, unknown>;
  expect(me).toMatchObject({
    firstName: "Sunita",
    role: "customer",
    email: null,
    phone: `+977${number}`,
    phoneVerified: true,
  });
  await context.close();
});

test("a professional proves his number on his profile, then resets a forgotten password through it", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `pro-${Date.now()}@example.np`;
  const signup = await page.request.post("/api/auth/signup", {
    data: {
      email,
      password: "correct horse battery",
      firstName: "Dipak",
      lastName: "Thapa",
      role: "professional",
    },
  });
  expect(signup.status()).toBe(201);
  const number = freshNumber();

  // The number on his profile is saved unproven; its code proves it.
  await page.goto("/profile");
  await page.getByLabel("Mobile number (optional)").fill(number);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Not verified")).toBeVisible();
  await page.getByRole("button", { name: "Verify number" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${number}.`)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await codeSentTo(page, number));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(toastTitled(page, "Phone number verified")).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();

  // On another device, signed out, he has forgotten his password: a code to his proven phone sets a new one.
  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto("/login");
  await device.getByRole("button", { name: "Email" }).click();
  await device.getByRole("tab", { name: "Professional" }).click();
  await device.getByRole("button", { name: "Forgot password?" }).click();
  await expect(device.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await device.getByLabel("Mobile number").fill(number);
  await device.getByRole("button", { name: "Send code" }).click();
  await expect(device.getByText(`We sent a 6-digit code to ${number}.`)).toBeVisible();
  // The second SMS to his number (the first proved it).
  await device.getByLabel("6-digit code").fill(await codeSentTo(device, number, 2));
  await device.getByLabel("New password").fill("a fresh long passphrase");
  await device.getByRole("button", { name: "Set new password" }).click();
  await expect(toastTitled(device, "Password changed")).toBeVisible();
  await expect(device).toHaveURL("/");

  // Only the new password signs in now.
  const login = (password: string) =>
    device.request.post("/api/auth/login", { data: { email, password, role: "professional" } });
  expect((await login("correct horse battery")).status()).toBe(401);
  expect((await login("a fresh long passphrase")).status()).toBe(200);
  await Promise.all([context.close(), other.close()]);
});
