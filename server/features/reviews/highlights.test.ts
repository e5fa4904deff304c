import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobs, reviews, users } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function verifiedPro(firstName: string) {
  const { user } = await signUp(t.app, { firstName, lastName: "Maharjan", role: "professional" });
  await t.db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
  return user;
}

async function review(customerId: string, professionalId: string, rating: number, comment: string | null) {
  const [job] = await t.db
    .insert(jobs)
    .values({
      customerId,
      title: "Fix a leaking tap",
      description: "The kitchen tap drips all night.",
      skillCategory: "Plumbing",
      paymentType: "fixed",
      location: "Baneshwor, Kathmandu",
      status: "completed",
      hiredProfessionalId: professionalId,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("no job");
  await t.db.insert(reviews).values({ jobId: job.id, customerId, professionalId, rating, comment });
}

it("shows the best written review of each professional, never short or poor ones", async () => {
  const empty = await t.app.inject({ url: "/api/reviews/highlights" });
  expect(empty.json()).toEqual([]);
  const { user: customer } = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  const ramesh = await verifiedPro("Ramesh");
  const bikash = await verifiedPro("Bikash");
  await review(
    customer.id,
    ramesh.id,
    5,
    "Came within the hour and fixed the pipe properly. Very tidy work.",
  );
  await review(customer.id, ramesh.id, 4, "Good job on the bathroom tap, fair price and on time.");
  await review(customer.id, bikash.id, 2, "Arrived late and left a mess in the kitchen afterwards.");
  await review(customer.id, bikash.id, 5, "Great");
  const response = await t.app.inject({ url: "/api/reviews/highlights" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    {
      id: expect.any(String),
      rating: 5,
      comment: "Came within the hour and fixed the pipe properly. Very tidy work.",
      // First name and last initial only.
      customerName: "Aarati S.",
      customerLocation: null,
      professionalName: "Ramesh Maharjan",
      skill: "Plumbing",
    },
  ]);
});

it("takes testimonials only from customers served by two professionals, about verified ones", async () => {
  // One person, two accounts: a "customer" who only ever hired their own professional.
  const { user: sockPuppet } = await signUp(t.app, { firstName: "Fake", lastName: "Customer" });
  const own = await verifiedPro("Own");
  await review(sockPuppet.id, own.id, 5, "The best professional in all of Nepal, hire him now!!");
  await review(sockPuppet.id, own.id, 5, "Again the very best work, nobody else comes close to him.");
  // A real customer's praise of a professional who is not verified.
  const { user: sita } = await signUp(t.app, { firstName: "Sita", lastName: "Sharma" });
  const { user: unverified } = await signUp(t.app, {
    firstName: "Unverified",
    lastName: "Thapa",
    role: "professional",
  });
  const helper = await verifiedPro("Helper");
  await review(sita.id, unverified.id, 5, "Wonderful cleaning, the house has never looked better.");
  await review(sita.id, helper.id, 3, "Did the job but it took longer than we agreed on.");

  const shown = (await t.app.inject({ url: "/api/reviews/highlights" })).json();
  const names = shown.map((row: { professionalName: string }) => row.professionalName);
  expect(names).not.toContain("Own Maharjan");
  expect(names).not.toContain("Unverified Thapa");

  // Once the customer has had work from a second professional, their review of a verified one counts.
  await review(sockPuppet.id, helper.id, 4, "Careful work on the wiring, and he explained everything.");
  const after = (await t.app.inject({ url: "/api/reviews/highlights" })).json();
  expect(after).toContainEqual(
    expect.objectContaining({ professionalName: "Own Maharjan", customerName: "Fake C." }),
  );
});
