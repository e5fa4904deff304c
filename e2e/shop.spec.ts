import { expect, type Locator, type Page } from "@playwright/test";
import { expectImageShown } from "./helpers";
import { test } from "./signed-in";

/**
 * The shop (SPEC §2 Shop, §9): a visitor narrows the catalogue and the URL keeps it; a customer
 * fills a cart, changes a quantity, orders cash on delivery and finds the order in their history.
 */

test.use({ actionTimeout: 10_000 });

/** A Radix select: open it by its label, pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: label })).toHaveText(option);
}

/** "₨ 1,23,456" → 123456 */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** Each listed product's name and its (first shown, current) price. */
async function listed(results: Locator) {
  const cards = results.getByRole("article");
  const rows: { name: string; price: number }[] = [];
  for (const card of await cards.all()) {
    const text = (await card.textContent()) ?? "";
    rows.push({
      name: (await card.getAttribute("aria-label")) ?? "",
      price: rupees(/₨ [\d,]+/.exec(text)?.[0] ?? ""),
    });
  }
  return rows;
}

/** A retried journey starts from an empty cart, as the first attempt did. */
async function emptyCart(page: Page) {
  const cart = await page.request.get("/api/shop/cart");
  expect(cart.ok()).toBe(true);
  const { lines } = (await cart.json()) as { lines: { item: { id: string } }[] };
  for (const line of lines)
    expect((await page.request.delete(`/api/shop/cart/${line.item.id}`)).ok()).toBe(true);
}

/** Sees the toast with this title and description, then closes it (it would cover the header). */
async function seeToast(page: Page, title: string, description: string) {
  const item = page
    .getByRole("region", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(item.getByText(title, { exact: true })).toBeVisible();
  await expect(item.getByText(description, { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Close" }).click();
  await expect(item).toBeHidden();
}

test("a visitor filters by category and price range, sorts by price, and a reload keeps it all", async ({
  page,
}) => {
  await page.goto("/marketplace");
  const results = page.getByRole("region", { name: "All Products" });
  await expect(results.getByText("24 products found", { exact: true })).toBeVisible();

  // Shop by Category: the card sets the category filter.
  await page
    .getByRole("region", { name: "Shop by Category" })
    .getByRole("button", { name: /^Power Tools/ })
    .click();
  await expect(page).toHaveURL(/[?&]category=Power\+Tools/);
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Power Tools");
  await expect(results.getByText("4 products found", { exact: true })).toBeVisible();

  await choose(page, "Price range", "₨ 5,000 - ₨ 15,000");
  await expect(page).toHaveURL(/[?&]price=5000-15000/);
  await choose(page, "Sort by", "Price: High to Low");
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await expect(results.getByText("2 products found", { exact: true })).toBeVisible();
  const highFirst = await listed(results);
  expect(highFirst.map((row) => row.price)).toEqual([14200, 6850]);

  await choose(page, "Sort by", "Price: Low to High");
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(results.getByRole("article").first()).toHaveAttribute("aria-label", highFirst[1]?.name ?? "");
  const lowFirst = await listed(results);
  expect(lowFirst.map((row) => row.price)).toEqual([6850, 14200]);
  for (const card of await results.getByRole("article").all())
    await expect(card).toContainText("Power Tools");

  // The URL holds the state: a reload shows the same filters, sort and products.
  await page.reload();
  await expect(page).toHaveURL(/category=Power\+Tools/);
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Power Tools");
  await expect(page.getByRole("combobox", { name: "Price range" })).toHaveText("₨ 5,000 - ₨ 15,000");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Price: Low to High");
  await expect(
    page.getByRole("region", { name: "Shop by Category" }).getByRole("button", { name: /^Power Tools/ }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(results.getByText("2 products found", { exact: true })).toBeVisible();
  expect(await listed(results)).toEqual(lowFirst);

  // Clear all filters brings the whole catalogue back, a page of 12 at a time.
  await results.getByRole("button", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/marketplace\?sort=price-asc$/);
  await expect(results.getByText("24 products found", { exact: true })).toBeVisible();
  await expect(results.getByRole("article")).toHaveCount(12);
  await results.getByRole("button", { name: "Load More Products" }).click();
  await expect(results.getByRole("article")).toHaveCount(24);
  await expect(results.getByRole("button", { name: "Load More Products" })).toBeHidden();
  const prices = (await listed(results)).map((row) => row.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // List view is kept in the URL too.
  await results.getByRole("tab", { name: "List" }).click();
  await expect(page).toHaveURL(/[?&]view=list/);
  await expect(results.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");
});

test("a customer adds two products, changes a quantity, orders cash on delivery and sees it in order history", async ({
  customerPage: page,
}) => {
  const tape = "Stanley PowerLock Measuring Tape 5 m";
  const goggles = "DeWalt Anti-Fog Safety Goggles";
  await emptyCart(page);

  await page.goto("/marketplace?q=stanley+tape");
  await page.getByRole("button", { name: `Add ${tape} to cart` }).click();
  await seeToast(page, "Added to cart", tape);
  await page.goto("/marketplace?category=Safety+Gear");
  await page.getByRole("button", { name: `Add ${goggles} to cart` }).click();
  await seeToast(page, "Added to cart", goggles);
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  // In the cart: one more tape; the totals follow, with the delivery fee below NPR 15,000.
  await page.getByRole("link", { name: "Cart, 2 items" }).click();
  await expect(page).toHaveURL("/cart");
  const tapeLine = page.getByRole("listitem", { name: tape });
  await expect(tapeLine).toContainText("₨ 650");
  // Its illustration, decorative beside the name.
  await expect(tapeLine.locator("img")).toHaveAttribute("alt", "");
  await expectImageShown(tapeLine.locator("img"));
  await tapeLine.getByRole("button", { name: `Increase quantity of ${tape}` }).click();
  await expect(tapeLine.getByRole("group", { name: `Quantity of ${tape}` })).toContainText("2");
  await expect(tapeLine).toContainText("₨ 1,300");
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Subtotal₨ 2,200");
  await expect(summary).toContainText("Delivery fee₨ 150");
  await expect(summary).toContainText("Total₨ 2,350");
  await expect(summary.getByText("Add ₨ 12,801 more for free delivery", { exact: true })).toBeVisible();

  // Checkout: the name comes from the account; phone and address are the customer's to give.
  await summary.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByLabel("Full name")).toHaveValue("Aarati Shrestha");
  await page.getByLabel("Phone number").fill("98412");
  await page.getByLabel("Delivery address").fill("Jawalakhel-4, near the zoo gate, Lalitpur");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Enter a valid Nepali phone number", { exact: true })).toBeVisible();
  await page.getByLabel("Phone number").fill("9841234567");
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText("Total₨ 2,350");
  await page.getByRole("button", { name: "Place Order" }).click();
  await seeToast(page, "Order placed", "Pay ₨ 2,350 in cash when it arrives.");
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: "Cart" })).toBeVisible();

  // Order history, from the user menu.
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "My Orders" }).click();
  await expect(page).toHaveURL("/orders");
  const order = page.getByRole("article").first();
  await expect(order.getByText("Placed", { exact: true })).toBeVisible();
  await expect(order.getByRole("listitem").filter({ hasText: tape })).toContainText("2 × ₨ 650");
  await expect(order.getByRole("listitem").filter({ hasText: goggles })).toContainText("1 × ₨ 900");
  await expect(order).toContainText("Total₨ 2,350");
  await expect(order).toContainText("Jawalakhel-4, near the zoo gate, Lalitpur");
  await expect(order).toContainText("Cash on delivery");
});

test("a visitor's cart and the page they were on come with them when they sign in; the heart is kept", async ({
  page,
  request,
}) => {
  const drill = "Bosch GSB 550 Impact Drill 13 mm";
  // A shopper of its own, so the merged cart and the heart start from nothing on every run.
  const email = `shopper-${Date.now()}-${test.info().retry}@example.np`;
  const signup = await request.post("/api/auth/signup", {
    data: { email, password: "correct horse battery", firstName: "Bikash", lastName: "Gurung" },
  });
  expect(signup.status()).toBe(201);
  await page.goto("/marketplace?q=gsb+550");
  await page.getByRole("region", { name: "All Products" }).getByRole("link", { name: drill }).click();
  await expect(page).toHaveURL(/\/marketplace\/[0-9a-f-]{36}$/);
  const productUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: drill })).toBeVisible();
  await expectImageShown(page.getByRole("img", { name: drill }));
  await expect(page.getByText("13% off", { exact: true })).toBeVisible();
  await expect(page.getByText("You save ₨ 1,050", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: "Power 550 W" })).toBeVisible();

  // As a visitor the cart lives in this browser.
  await page.getByRole("button", { name: `Increase quantity of ${drill}` }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await seeToast(page, "Added to cart", drill);
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  // The heart needs an account: sign in first, then back to this product.
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  const prompt = page.getByRole("dialog", { name: "Sign in to keep a wishlist" });
  await prompt.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(productUrl);
  // The visitor's cart is now the account's.
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  const heart = page.getByRole("button", { name: "Add to wishlist" });
  await heart.click();
  await expect(page.getByRole("button", { name: "In your wishlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "In your wishlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/marketplace");
  await expect(
    page.getByRole("region", { name: "Your Wishlist" }).getByRole("article", { name: drill }),
  ).toBeVisible();

  await page.goto("/checkout");
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText(drill);
  await expect(summary).toContainText("× 2");
  await expect(summary).toContainText("Total₨ 13,850");
});
