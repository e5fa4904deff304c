import { expect, test } from "@playwright/test";
import { signUpOwn } from "./helpers";

/**
 * Issue 19: a shop order paid online. A customer of the journey's own puts a product in the cart,
 * chooses Khalti at checkout, pays on Sipalu's sandbox of Khalti and comes back to the order, paid.
 */

test("a customer orders with Khalti, pays on the sandbox page, and the order shows it paid", async ({
  browser,
}) => {
  const { page } = await signUpOwn(browser, "customer", "Sita", `Rai ${Date.now()}`);
  const tape = "Stanley PowerLock Measuring Tape 5 m";
  const found = await page.request.get("/api/shop/products?q=stanley+tape");
  expect(found.ok()).toBe(true);
  const product = ((await found.json()) as { items: { id: string; name: string }[] }).items.find(
    (item) => item.name === tape,
  );
  expect(product).toBeTruthy();
  expect((await page.request.put(`/api/shop/cart/${product?.id}`, { data: { quantity: 1 } })).ok()).toBe(
    true,
  );

  await page.goto("/checkout");
  await page.getByLabel("Phone number").fill("9841234567");
  await page.getByLabel("Delivery address").fill("Jawalakhel-4, near the zoo gate, Lalitpur");
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole("radio", { name: /^Khalti/ }).check();
  await expect(page.getByText("Sandbox payments: no real money moves")).toBeVisible();
  await page.getByRole("button", { name: "Place order and pay" }).click();

  // Khalti's sandbox page shows the order's total (₨ 650 + ₨ 150 delivery); Pay sends the browser back.
  await expect(page).toHaveURL(/\/sandbox\/khalti\//);
  await expect(page.getByText(/800/).first()).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: "Payment received" })).toHaveText(
    "Payment received: paid with Khalti.",
  );
  const order = page.getByRole("article");
  await expect(order.getByText(/^Paid with Khalti/)).toBeVisible();
  await expect(order.getByRole("button", { name: "Pay now" })).toHaveCount(0);
});
