import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, nepalDay } from "../../domain/kathmandu-day";
import { mediaUrlOf } from "../../domain/media/schemas";
import { availabilityBlocks, availabilityExceptions, bids, jobs, messages } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { job, type Person, photo, type World } from "./fixtures";
import { appWithWorld } from "./world-app";

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await appWithWorld(createTestApp));
});
afterAll(() => t.close());

const send = (who: Person, method: "POST" | "PATCH", url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });

/** Ids of other people's objects inside a request body reach nothing of theirs (OWASP API1). */
describe("someone else's ids in a body", () => {
  it("a professional cannot change or delete another professional's availability exceptions", async () => {
    const date = addDays(nepalDay(), 3);
    const [theirs] = await t.db
      .insert(availabilityExceptions)
      .values({ professionalId: w.otherProfessional.user.id, date, reason: "Dashain" })
      .returning();
    if (!theirs) throw new Error("no exception");
    const url = "/api/professionals/availability";

    const changed = await send(w.professional, "PATCH", url, {
      exceptions: [{ id: theirs.id, date, isAvailable: true, reason: "Open after all" }],
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({
      code: "availability.exception_not_found",
      message: "Availability exception not found",
    });
    const deleted = await send(w.professional, "PATCH", url, { deletedExceptionIds: [theirs.id] });
    expect(deleted.statusCode).toBe(404);

    const [after] = await t.db
      .select()
      .from(availabilityExceptions)
      .where(eq(availabilityExceptions.id, theirs.id));
    expect(after).toEqual(theirs);
  });

  it("a professional's weekly blocks are theirs, whoever the body names", async () => {
    const response = await send(w.professional, "PATCH", "/api/professionals/availability", {
      blocks: [
        { dayOfWeek: 2, startTime: "09:00", endTime: "17:00", professionalId: w.otherProfessional.user.id },
      ],
    });
    expect(response.statusCode).toBe(200);
    const theirs = await t.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.professionalId, w.otherProfessional.user.id));
    expect(theirs).toEqual([]);
    const mine = await t.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.professionalId, w.professional.user.id));
    expect(mine.map((block) => block.dayOfWeek)).toEqual([2]);
  });

  it("a job shows only photos its poster uploaded", async () => {
    const theirPhoto = mediaUrlOf(await photo(w, w.otherCustomer.user.id));
    const response = await send(w.customer, "POST", "/api/jobs", {
      title: "Paint the front gate",
      description: "Two coats on the iron gate.",
      skillCategory: "Painting",
      location: "Patan, Lalitpur",
      mediaUrls: [theirPhoto],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "media.photo_not_yours",
      field: "mediaUrls",
      message: "mediaUrls: Attach only photos you uploaded",
    });
    const posted = await t.db.select().from(jobs).where(eq(jobs.title, "Paint the front gate"));
    expect(posted).toEqual([]);
  });

  it("a message about someone else's job must involve its customer", async () => {
    const theirJob = await job(t, w.otherCustomer.user.id);
    const response = await send(w.customer, "POST", "/api/messages", {
      receiverId: w.otherProfessional.user.id,
      jobId: theirJob,
      content: "About this job of yours...",
    });
    expect(response.statusCode).toBe(403);
    const sent = await t.db.select().from(messages).where(eq(messages.jobId, theirJob));
    expect(sent).toEqual([]);
  });

  it("a professional cannot bid on a job they posted themselves", async () => {
    const ownJob = await job(t, w.professional.user.id);
    const response = await send(w.professional, "POST", "/api/bids", {
      jobId: ownJob,
      amount: 1500,
      message: "I will do my own job.",
    });
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(bids).where(eq(bids.jobId, ownJob))).toEqual([]);
  });
});
