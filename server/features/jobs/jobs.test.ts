import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, jobBody, placeBid, postJob, statusEvents } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/jobs", () => {
  it("posts a job for the signed-in user, stores jobType as the payment type and records it opening", async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await send(t.app, "POST", "/api/jobs", cookie, {
      ...jobBody({ jobType: "hourly", budget: 800 }),
      aiSummary: "A tap needs fixing.",
    });
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      customerId: user.id,
      title: "Fix a leaking kitchen tap",
      paymentType: "hourly",
      budget: "800.00",
      status: "open",
      urgency: "moderate",
      jobType: "bidding",
      mediaUrls: [],
      aiSummary: "A tap needs fixing.",
      hiredProfessionalId: null,
    });
    expect(new Date(job.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await statusEvents(t.db, job.id)).toEqual([
      { previousStatus: null, newStatus: "open", triggeredBy: user.id },
    ]);
  });

  it("defaults to hourly with no budget, and keeps no budget for contact jobs", async () => {
    const { cookie } = await signUp(t.app);
    const { jobType: _jobType, budget: _budget, ...minimal } = jobBody();
    const hourly = await send(t.app, "POST", "/api/jobs", cookie, minimal);
    expect(hourly.json()).toMatchObject({ paymentType: "hourly", budget: null });
    const contact = await postJob(t.app, cookie, { jobType: "contact", budget: 5000 });
    expect(contact).toMatchObject({ paymentType: "contact", budget: null });
  });

  it("refuses visitors with 401", async () => {
    const response = await send(t.app, "POST", "/api/jobs", undefined, jobBody());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });
  });

  it("names the missing or wrong field", async () => {
    const { cookie } = await signUp(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "   " }, "title: Title is required"],
      [{ description: undefined }, "description: Description is required"],
      [{ skillCategory: "" }, "skillCategory: Service category is required"],
      [{ location: undefined }, "location: Location is required"],
      [{ jobType: "weekly" }, "jobType: Choose hourly, fixed or contact"],
      [{ budget: -5 }, "budget: Budget cannot be negative"],
      [{ budget: "lots" }, "budget: Budget must be a number"],
      [{ invitedProfessionalId: "nope" }, "invitedProfessionalId: Invited professional must be a valid id"],
    ];
    for (const [overrides, message] of cases) {
      const response = await send(t.app, "POST", "/api/jobs", cookie, jobBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
  });

  it("books a professional (Book Now) and refuses unknown people or oneself", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app, "Bikash");
    const job = await postJob(t.app, customer.cookie, { invitedProfessionalId: pro.user.id });
    expect(job.invitedProfessionalId).toBe(pro.user.id);
    const detail = (await get(t.app, `/api/jobs/${job.id}`)).json();
    expect(detail.invitedProfessional).toMatchObject({
      id: pro.user.id,
      firstName: "Bikash",
      rating: "0.00",
    });

    const notPro = await send(t.app, "POST", "/api/jobs", customer.cookie, {
      ...jobBody(),
      invitedProfessionalId: customer.user.id,
    });
    expect(notPro.json()).toEqual({
      code: "job.cannot_invite_self",
      field: "invitedProfessionalId",
      message: "invitedProfessionalId: You cannot book yourself",
    });
    const stranger = await send(t.app, "POST", "/api/jobs", pro.cookie, {
      ...jobBody(),
      invitedProfessionalId: customer.user.id,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      code: "job.invited_not_found",
      field: "invitedProfessionalId",
      message: "invitedProfessionalId: No professional with this id",
    });
  });
});

describe("GET /api/jobs", () => {
  it("filters by category, any part of the place in any case, status and professional, newest first", async () => {
    const fresh = await createTestApp();
    try {
      const customer = await signUp(fresh.app, { firstName: "Maya", lastName: "Gurung" });
      const plumbing = await postJob(fresh.app, customer.cookie, { location: "Jawalakhel, Lalitpur" });
      const painting = await postJob(fresh.app, customer.cookie, {
        skillCategory: "Painting",
        location: "Lakeside, Pokhara",
      });
      const all = (await get(fresh.app, "/api/jobs")).json();
      expect(all.map((job: { id: string }) => job.id)).toEqual([painting.id, plumbing.id]);
      // What the card shows, no more: the customer and the rest come with the job dialog.
      expect(all[0]).toEqual({
        id: painting.id,
        title: painting.title,
        description: painting.description,
        skillCategory: "Painting",
        paymentType: painting.paymentType,
        budget: painting.budget,
        location: "Lakeside, Pokhara",
        urgency: painting.urgency,
        status: "open",
        createdAt: painting.createdAt,
        bidCount: 0,
      });

      const ids = async (query: string) =>
        (await get(fresh.app, `/api/jobs?${query}`)).json().map((job: { id: string }) => job.id);
      expect(await ids("skillCategory=Painting")).toEqual([painting.id]);
      expect(await ids("location=LALIT")).toEqual([plumbing.id]);
      expect(await ids(`location=${encodeURIComponent("पोखरा")}`)).toEqual([painting.id]);
      expect(await ids("location=100%25")).toEqual([]);
      expect(await ids("status=open&location=&skillCategory=")).toEqual([painting.id, plumbing.id]);
      expect(await ids("status=completed")).toEqual([]);
      expect(await ids("limit=1&offset=1")).toEqual([plumbing.id]);

      const pro = await professional(fresh.app);
      await placeBid(fresh.app, pro.cookie, plumbing.id);
      // The jobs a professional bid on are theirs to list (server/features/bids/privacy.test.ts).
      const bidOn = (await get(fresh.app, `/api/jobs?professionalId=${pro.user.id}`, pro.cookie)).json();
      expect(bidOn.map((job: { id: string }) => job.id)).toEqual([plumbing.id]);
      expect(bidOn[0].bidCount).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("answers bad filters with 400 naming them", async () => {
    expect((await get(t.app, "/api/jobs?status=done")).json()).toEqual({
      code: "request.invalid",
      field: "status",
      message: "status: Choose a valid job status",
      params: { problem: "Choose a valid job status" },
    });
    expect((await get(t.app, "/api/jobs?limit=500")).json()).toEqual({
      code: "request.invalid",
      field: "limit",
      message: "limit: Limit must be at most 100",
      params: { problem: "Limit must be at most 100" },
    });
    expect((await get(t.app, "/api/jobs?professionalId=7")).statusCode).toBe(400);
  });
});

describe("GET /api/jobs/:id", () => {
  it("shows the job, its customer and the hired professional", async () => {
    const { job, pro } = await hiredJob(t.app);
    const response = await get(t.app, `/api/jobs/${job.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: job.id,
      status: "accepted",
      finalPrice: "2200.00",
      bidCount: 1,
      customer: { firstName: "Aarati" },
      hiredProfessional: { id: pro.user.id, firstName: "Ramesh", completedJobs: 0, isVerified: false },
      invitedProfessional: null,
    });
  });

  it("answers 404 for an unknown job and 400 for a malformed id", async () => {
    const unknown = await get(t.app, "/api/jobs/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "job.not_found", message: "Job not found" });
    const malformed = await get(t.app, "/api/jobs/not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: "request.invalid",
      field: "id",
      message: "id: Id must be a valid id",
      params: { problem: "Id must be a valid id" },
    });
  });
});

describe("GET /api/jobs/mine", () => {
  it("gives the customer their own jobs with every bid received, and the pro the jobs they are hired on", async () => {
    const { customer, pro, job, bid } = await hiredJob(t.app, { accept: false });
    const other = await signUp(t.app);
    await postJob(t.app, other.cookie);

    const mine = await get(t.app, "/api/jobs/mine", customer.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id: job.id,
        review: null,
        bids: [
          expect.objectContaining({
            id: bid.id,
            amount: "2200.00",
            description: "I can fix it tomorrow morning with new washers.",
            professional: expect.objectContaining({ firstName: "Ramesh", rating: "0.00" }),
          }),
        ],
      }),
    ]);

    expect((await get(t.app, "/api/jobs/mine", pro.cookie)).json()).toEqual([]);
    await send(t.app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie);
    const working = (await get(t.app, "/api/jobs/mine", pro.cookie)).json();
    expect(working.map((j: { id: string }) => j.id)).toEqual([job.id]);
    expect((await get(t.app, "/api/jobs/mine?as=customer", pro.cookie)).json()).toEqual([]);
  });

  it("refuses visitors with 401", async () => {
    expect((await get(t.app, "/api/jobs/mine")).statusCode).toBe(401);
  });
});
