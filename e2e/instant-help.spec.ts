import { expect } from "@playwright/test";
import { test } from "./signed-in";

/**
 * Instant help for real, in two browsers: Ramesh (the demo plumber in Jawalakhel) is online on his
 * Instant Help page; Aarati asks for urgent Plumbing help in Jawalakhel; the request appears on his
 * screen without a reload, he accepts, and her screen shows who is coming, also without a reload.
 */
test("a customer's instant request reaches a nearby professional live, and his accept reaches her", async ({
  professionalPage: pro,
  customerPage: customer,
}) => {
  // Two people and a live round trip: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);

  await pro.goto("/instant-help");
  const available = pro.getByRole("switch", { name: "Available for instant help" });
  await expect(available).toBeVisible();
  if ((await available.getAttribute("aria-checked")) !== "true") {
    await available.click();
    await expect(pro.getByText("You're now available!", { exact: true })).toBeVisible();
  }
  await expect(pro.getByText("You're online and available for instant help requests")).toBeVisible();
  await expect(pro.getByRole("heading", { name: /^Urgent Requests Nearby \(\d+\)$/ })).toBeVisible();

  const title = `Burst pipe under the kitchen sink ${Date.now()}`;
  await customer.goto("/instant-help");
  await customer.getByLabel("What do you need help with?").fill(title);
  await customer.getByRole("combobox", { name: "Service category" }).click();
  await customer.getByRole("option", { name: "Plumbing", exact: true }).click();
  const location = customer.getByRole("combobox", { name: "Location" });
  await location.fill("Jawalak");
  await customer
    .getByRole("option", { name: /Jawalakhel/ })
    .first()
    .click();
  // Who is near shows as a band from each home snapped to ~1 km, never a distance to 100 m.
  const nearby = customer.getByRole("region", { name: "Available near you" });
  await expect(nearby.getByText(/^(Under 1 km|\d+–\d+ km)$/).first()).toBeVisible();
  await expect(nearby.getByText(/\d\.\d km/)).toHaveCount(0);
  await customer.getByRole("button", { name: "Get Help Now" }).click();
  await expect(customer.getByText("Usually takes 30-60 seconds")).toBeVisible();

  // No reload on the professional's side: the request arrives over the event stream.
  const card = pro.getByRole("listitem", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("URGENT", { exact: true })).toBeVisible();
  // What taking it binds: his rate as the call-out price.
  await expect(card.getByText("Call-out price ₨ 900 (first hour, your rate)")).toBeVisible();
  await card.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(pro.getByText("Request accepted", { exact: true })).toBeVisible();

  // Nor on the customer's: the accept reaches her as a job status event.
  await expect(customer.getByRole("heading", { name: "Professional Found!" })).toBeVisible();
  await expect(customer.getByRole("heading", { name: "Ramesh Maharjan" })).toBeVisible();
  await expect(
    customer.getByText("Call-out price: ₨ 900 for the first hour, agreed when they took it"),
  ).toBeVisible();
  // His home is ~50 m from Jawalakhel's point but is measured from its snapped point (~470 m off).
  await expect(customer.getByText("Under 1 km away", { exact: true })).toBeVisible();
  // He gave his number (the demo data's, proven): she can call it, or write to him.
  await expect(customer.getByRole("link", { name: "Call Now" })).toHaveAttribute(
    "href",
    "tel:+9779800000001",
  );
  await expect(customer.getByRole("link", { name: "Message Ramesh Maharjan" })).toHaveAttribute(
    "href",
    /\/messages\?userId=/,
  );
});
