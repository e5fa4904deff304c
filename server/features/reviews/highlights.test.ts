import { afterAll, beforeAll, expect, it } from "vitest";
import { jobs, reviews } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
  const { user: ramesh } = await signUp(t.app, {
    firstName: "Ramesh",
    lastName: "Maharjan",
    role: "professional",
  });
  const { user: bikash } = await signUp(t.app, {
    firstName: "Bikash",
    lastName: "Gurung",
    role: "professional",
  });
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
      customerName: "Aarati Shrestha",
      customerLocation: null,
      professionalName: "Ramesh Maharjan",
      skill: "Plumbing",
    },
  ]);
});
