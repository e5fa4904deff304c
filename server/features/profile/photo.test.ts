import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PROFILE_PHOTO_BYTES } from "../../../domain/profile/photo-rules";
import { mediaUploads } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { memoryStorage } from "../../test/memory-storage";
import { get, send } from "../../test/requests";
import { HTML, jpegDeclaring, PNG, pngDeclaring, postForm } from "../../test/uploads";
import { sweepOrphanPhotos } from "../media/sweep";

const storage = memoryStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mediaStorage: storage });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
/** A PNG of `size` bytes: the 1×1 image with a comment-like tail (its first bytes still say PNG). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0x20)]);

const putPhoto = (cookie: string | undefined, data: Buffer = PNG, field = "photo", type = "image/png") =>
  postForm(
    t.app,
    "/api/users/profile/photo",
    cookie,
    [{ name: field, fileName: "me.png", type, data }],
    "PUT",
  );
const mediaId = (url: string) => url.replace("/api/media/", "");

describe("a profile photo", () => {
  it("becomes the avatar everywhere: the profile, the signed-in user, the directory card, the dashboard's checklist", async () => {
    const pro = await signUp(t.app, { role: "professional", firstName: "Maya" });
    const before = (await get(t.app, `/api/professionals/metrics/${pro.user.id}`, pro.cookie)).json();
    expect(before.profile.items.find((item: { key: string }) => item.key === "photo").done).toBe(false);

    const response = await putPhoto(pro.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().profileImageUrl as string;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    const photo = await get(t.app, url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.rawPayload).toEqual(PNG);
    expect((await get(t.app, "/api/auth/user", pro.cookie)).json().profileImageUrl).toBe(url);
    expect((await get(t.app, `/api/professionals/${pro.user.id}`)).json().profileImageUrl).toBe(url);
    const after = (await get(t.app, `/api/professionals/metrics/${pro.user.id}`, pro.cookie)).json();
    expect(after.profile.items.find((item: { key: string }) => item.key === "photo").done).toBe(true);
    expect(after.profile.percent).toBeGreaterThan(before.profile.percent);
  });

  it("replaces the previous photo, which is deleted, and is removed back to initials", async () => {
    const { cookie } = await signUp(t.app);
    const first = (await putPhoto(cookie)).json().profileImageUrl as string;
    const files = storage.files.size;
    const second = (await putPhoto(cookie)).json().profileImageUrl as string;
    expect(second).not.toBe(first);
    expect((await get(t.app, first)).statusCode).toBe(404);
    expect(storage.files.size).toBe(files);

    const removed = await send(t.app, "DELETE", "/api/users/profile/photo", cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImageUrl).toBeNull();
    expect((await get(t.app, second)).statusCode).toBe(404);
    expect(storage.files.size).toBe(files - 1);
    // Removing when there is none is the same answer.
    expect(
      (await send(t.app, "DELETE", "/api/users/profile/photo", cookie)).json().profileImageUrl,
    ).toBeNull();
  });

  it("is checked by its content and size, and a refused photo changes nothing", async () => {
    const { cookie } = await signUp(t.app);
    const kept = (await putPhoto(cookie)).json().profileImageUrl as string;
    const files = storage.files.size;
    const refusals: [Buffer, string, number, string][] = [
      [HTML, "photo", 400, "media.photo_type_refused"],
      [Buffer.from("GIF89a\x01\x00\x01\x00"), "photo", 400, "media.photo_type_refused"],
      [pngOf(MAX_PROFILE_PHOTO_BYTES + 1), "photo", 413, "profile.photo_too_large"],
      [pngDeclaring(30_000, 30_000), "photo", 400, "media.image_too_many_pixels"],
      [jpegDeclaring(9000, 10), "photo", 400, "media.image_too_many_pixels"],
      [PNG, "avatar", 400, "media.unreadable_upload"],
    ];
    for (const [data, field, status, code] of refusals) {
      const response = await putPhoto(cookie, data, field);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect((await putPhoto(cookie, pngOf(MAX_PROFILE_PHOTO_BYTES))).statusCode).toBe(200);
    const latest = (await get(t.app, "/api/users/profile", cookie)).json().profileImageUrl;
    expect(latest).not.toBe(kept);
    expect(storage.files.size).toBe(files);
  });

  it("cannot be set to any URL, taken down as a job photo, or swept as an unused one", async () => {
    const { cookie } = await signUp(t.app);
    const patched = await send(t.app, "PATCH", "/api/users/profile", cookie, {
      profileImageUrl: "https://evil.example/me.png",
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe("body: profileImageUrl cannot be changed here");

    const url = (await putPhoto(cookie)).json().profileImageUrl as string;
    const taken = await send(t.app, "DELETE", url, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("media.photo_attached");

    await t.db
      .update(mediaUploads)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(mediaUploads.id, mediaId(url)));
    await sweepOrphanPhotos(t.db, storage, new Date());
    expect((await get(t.app, url)).statusCode).toBe(200);
  });

  it("needs a session", async () => {
    expect((await putPhoto(undefined)).statusCode).toBe(401);
    expect((await send(t.app, "DELETE", "/api/users/profile/photo")).statusCode).toBe(401);
  });
});
