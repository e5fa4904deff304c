import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../domain/auth/schemas";
import { bottomNav, mainNav, navLinkNames, signUpOwn, toastTitled } from "./helpers";
import { adminPassword } from "./server-data";
import { test } from "./signed-in";

/**
 * Issue 17: an admin gets navigation of their own (not the customer's) and an orders screen, where a
 * shop order placed cash on delivery is marked shipped, then delivered, and the customer's order page
 * says so.
 */

async function signInAdmin(page: Page) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: DEMO_ACCOUNTS.admin, password: await adminPassword() },
  });
  expect(login.status()).toBe(200);
}

test("an admin has the admin navigation, and moves a customer's order from placed to delivered", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // A customer of the journey's own orders one product cash on delivery.
  const customer = await signUpOwn(browser, "customer", "Maya", "Tamang");
  const products = await (await customer.page.request.get("/api/shop/products?pageSize=1")).json();
  const [product] = products.items as { id: string; name: string }[];
  const added = await customer.page.request.put(`/api/shop/cart/${product?.id}`, { data: { quantity: 1 } });
  expect(added.status()).toBe(200);
  const placed = await customer.page.request.post("/api/shop/orders", {
    data: { deliveryName: "Maya Tamang", deliveryPhone: "9851234567", deliveryAddress: "Thimi-3, Bhaktapur" },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: string };
  const number = id.slice(0, 8).toUpperCase();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);

  // On a desktop: the admin's own sections, then the public directory and shop they look after.
  await admin.goto("/");
  expect(await navLinkNames(mainNav(admin))).toEqual([
    "Overview",
    "Verifications",
    "Orders",
    "Users",
    "Payouts",
    "Disputes",
    "Professionals",
    "Marketplace",
  ]);
  await mainNav(admin).getByRole("link", { name: "Orders" }).click();
  await expect(admin).toHaveURL("/admin/orders");
  await expect(admin.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

  // The placed orders: hers among them, with who ordered and what it costs.
  await admin.getByRole("tab", { name: "Placed" }).click();
  await expect(admin).toHaveURL("/admin/orders?status=placed");
  const row = admin
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: `Order #${number}` }) });
  await expect(row).toContainText("Maya Tamang");
  await expect(row.getByText("Placed", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Mark shipped #${number}` }).click();
  await expect(toastTitled(admin, `Order #${number} marked shipped`)).toBeVisible();
  // No longer placed: it leaves the tab.
  await expect(row).toBeHidden();

  // Shipped: opened, it shows where it goes, and is marked delivered from the dialog.
  await admin.getByRole("tab", { name: "Shipped" }).click();
  await admin.getByRole("button", { name: `View order #${number}` }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog).toContainText("Thimi-3, Bhaktapur");
  await expect(dialog).toContainText("9851234567");
  await expect(dialog).toContainText(product?.name ?? "");
  await dialog.getByRole("button", { name: `Mark delivered #${number}` }).click();
  await expect(toastTitled(admin, `Order #${number} marked delivered`)).toBeVisible();
  // Nothing more to do with it.
  await expect(dialog.getByRole("button", { name: /^Mark / })).toHaveCount(0);
  await expect(dialog.getByText("Delivered", { exact: true }).first()).toBeVisible();

  // The customer's order page says it has arrived.
  await customer.page.goto(`/orders/${id}`);
  await expect(customer.page.getByRole("main").getByText("Delivered", { exact: true }).first()).toBeVisible();

  // On a phone: the admin's bottom navigation.
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto("/admin");
  expect(await navLinkNames(bottomNav(admin))).toEqual(["Admin", "Verify", "Orders", "Users", "Profile"]);
  // Every status of the orders screen on screen, none cut off.
  await bottomNav(admin).getByRole("link", { name: "Orders" }).click();
  const tabs = admin.getByRole("tablist", { name: "Order status" }).getByRole("tab");
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, (await tab.textContent()) ?? "").toBe(true);
  }

  await customer.page.context().close();
  await adminContext.close();
});

test("the orders screen is for admins only", async ({ customerPage: page }) => {
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  const list = await page.request.get("/api/admin/orders");
  expect(list.status()).toBe(403);
});
