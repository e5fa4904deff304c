import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/jobs total", () => {
  it("says in X-Total-Count how many jobs match over all pages, the body still a plain list", async () => {
    const customer = await signUp(t.app);
    for (const location of ["Patan", "Patan Dhoka", "Bhaktapur"]) {
      await postJob(t.app, customer.cookie, { location });
    }
    await hiredJob(t.app);

    const page = await get(t.app, "/api/jobs?status=open&location=patan&limit=1");
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-total-count"]).toBe("2");
    expect(page.json()).toHaveLength(1);

    const beyond = await get(t.app, "/api/jobs?status=open&location=patan&offset=5");
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe("2");

    const accepted = await get(t.app, "/api/jobs?status=accepted&limit=1");
    expect(accepted.headers["x-total-count"]).toBe("1");
  });
});

describe("GET /api/jobs/mine?active=true", () => {
  it("gives a professional only the jobs they are hired on that are accepted or in progress", async () => {
    const { pro, job: won } = await hiredJob(t.app);
    // Booked (Book Now) but not hired: in My Jobs, not among the active projects.
    const customer = await signUp(t.app);
    const booked = await postJob(t.app, customer.cookie, {
      jobType: "hourly",
      invitedProfessionalId: pro.user.id,
    });
    const mine = (await get(t.app, "/api/jobs/mine?as=professional", pro.cookie)).json();
    expect(mine.map((job: { id: string }) => job.id)).toEqual([booked.id, won.id]);
    const active = (await get(t.app, "/api/jobs/mine?as=professional&active=true", pro.cookie)).json();
    expect(active.map((job: { id: string }) => job.id)).toEqual([won.id]);

    // As a customer: my jobs being worked on.
    await send(t.app, "POST", `/api/jobs/${booked.id}/hire`, customer.cookie, {
      professionalId: pro.user.id,
    });
    const other = await professional(t.app, "Sunil");
    await postJob(t.app, customer.cookie, { invitedProfessionalId: other.user.id });
    const working = (await get(t.app, "/api/jobs/mine?as=customer&active=true", customer.cookie)).json();
    expect(working.map((job: { id: string }) => job.id)).toEqual([booked.id]);
  });

  it("names a wrong active value (400) and refuses visitors (401)", async () => {
    const pro = await professional(t.app);
    const wrong = await get(t.app, "/api/jobs/mine?active=maybe", pro.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: "request.invalid",
      field: "active",
      message: "active: active must be true or false",
      params: { problem: "active must be true or false" },
    });
    expect((await get(t.app, "/api/jobs/mine?active=true")).statusCode).toBe(401);
  });
});
