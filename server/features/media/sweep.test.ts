import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mediaUploads } from "../../db/schema";
import { startSweep } from "../../storage/sweeps";
import { createTestApp, type TestApp } from "../../test/app";
import { jobBody } from "../../test/jobs";
import { memoryStorage } from "../../test/memory-storage";
import { signUp } from "../../test/people";
import { send } from "../../test/requests";
import { PNG } from "../../test/uploads";
import { sweepOrphanPhotos } from "./sweep";
import { uploadPhoto } from "./test-helpers";

const HOUR = 60 * 60 * 1000;
const storage = memoryStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mediaStorage: storage });
});
afterAll(() => t.close());

async function upload(cookie: string): Promise<{ id: string; url: string }> {
  const response = await uploadPhoto(t.app, cookie);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Moves the upload's time back, as if made that long ago. */
const age = (id: string, ms: number) =>
  t.db
    .update(mediaUploads)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(mediaUploads.id, id));

async function stored(ids: string[]) {
  const rows = await t.db
    .select({ id: mediaUploads.id, key: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(inArray(mediaUploads.id, ids));
  return rows.filter((row) => storage.files.has(row.key)).map((row) => row.id);
}

describe("the orphan photo sweep", () => {
  it("deletes the row and the file of an upload no job shows a day on, and keeps attached and recent ones", async () => {
    const { cookie } = await signUp(t.app);
    const attached = await upload(cookie);
    const abandoned = await upload(cookie);
    const recent = await upload(cookie);
    expect(
      (await send(t.app, "POST", "/api/jobs", cookie, jobBody({ mediaUrls: [attached.url] }))).statusCode,
    ).toBe(201);
    await age(attached.id, 30 * HOUR);
    await age(abandoned.id, 25 * HOUR);
    await age(recent.id, 23 * HOUR);
    const all = [attached.id, abandoned.id, recent.id];
    const files = storage.files.size;

    expect(await sweepOrphanPhotos(t.db, storage, new Date())).toBe(1);
    expect((await stored(all)).sort()).toEqual([attached.id, recent.id].sort());
    expect(storage.files.size).toBe(files - 1);
    expect((await t.app.inject({ url: abandoned.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: attached.url })).statusCode).toBe(200);

    // Its clock decides what a day is: two hours on, the recent one has been left a day too.
    expect(await sweepOrphanPhotos(t.db, storage, new Date(Date.now() + 2 * HOUR))).toBe(1);
    expect(await stored(all)).toEqual([attached.id]);
  });

  it("removes a stored photo no upload names once a day old (a crash between saving it and its row)", async () => {
    const { cookie } = await signUp(t.app);
    const kept = await upload(cookie);
    const stray = await storage.save(PNG, "png");
    const fresh = await storage.save(PNG, "png");
    for (const key of storage.files.keys()) {
      if (key !== fresh) storage.savedAt.set(key, new Date(Date.now() - 25 * HOUR));
    }
    await sweepOrphanPhotos(t.db, storage, new Date());
    expect(storage.files.has(stray)).toBe(false);
    expect(storage.files.has(fresh)).toBe(true);
    expect(await stored([kept.id])).toEqual([kept.id]);
  });

  it("runs on its timer with the clock it is given, and stops when told (as on app close)", async () => {
    const { cookie } = await signUp(t.app);
    const first = await upload(cookie);
    const tomorrow = () => new Date(Date.now() + 25 * HOUR);
    const log = { info: vi.fn(), error: vi.fn() } as unknown as Parameters<typeof startSweep>[1]["log"];
    const stop = startSweep(() => sweepOrphanPhotos(t.db, storage, tomorrow()), {
      everyMs: 10,
      log,
      what: "photos",
    });
    await vi.waitFor(async () => expect(await stored([first.id])).toEqual([]), {
      timeout: 5000,
      interval: 20,
    });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await upload(cookie);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await stored([second.id])).toEqual([second.id]);
    expect(log.error).not.toHaveBeenCalled();
  });
});
