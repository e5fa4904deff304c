import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../../domain/media/schemas";
import { mediaUploads } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { jobBody } from "../../test/jobs";
import { memoryStorage } from "../../test/memory-storage";
import { signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { HTML, jpegDeclaring, multipart, PDF, PNG, pngDeclaring, postForm } from "../../test/uploads";
import { uploadPhoto } from "./test-helpers";

const storage = memoryStorage();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ mediaStorage: storage });
});
afterAll(() => t.close());
beforeEach(() => storage.files.clear());

const JPEG = jpegDeclaring(1600, 1200);

const upload = (cookie: string | undefined, data: Buffer, field?: string, fileName?: string) =>
  uploadPhoto(t.app, cookie, data, field, fileName);

const rowsOf = (ownerId: string) => t.db.select().from(mediaUploads).where(eq(mediaUploads.ownerId, ownerId));

describe("POST /api/media", () => {
  it("stores a photo under a server-generated name and answers with its public URL", async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await upload(cookie, PNG, "photo", "../../my tap.html");
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      url: `/api/media/${created.id}`,
      contentType: "image/png",
      fileSize: PNG.length,
      createdAt: expect.any(String),
    });
    const [key] = [...storage.files.keys()];
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(storage.files.get(key ?? "")).toEqual(PNG);
    const rows = await rowsOf(user.id);
    expect(rows).toMatchObject([{ id: created.id, storageKey: key, contentType: "image/png" }]);
  });

  it("goes by content: a JPEG named .txt is a JPEG, a PDF or a web page named .png is refused", async () => {
    const { cookie, user } = await signUp(t.app);
    const jpeg = await upload(cookie, JPEG, "photo", "notes.txt");
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().contentType).toBe("image/jpeg");
    storage.files.clear();

    for (const data of [PDF, HTML, Buffer.alloc(0)]) {
      const refused = await upload(cookie, data);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: "media.photo_type_refused",
        message: "Upload a JPEG, PNG or WebP photo",
      });
    }
    expect(storage.files.size).toBe(0);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("refuses a decompression bomb (a few bytes declaring 30000 × 30000 pixels) and a header it cannot read", async () => {
    const { cookie, user } = await signUp(t.app);
    for (const data of [pngDeclaring(30000, 30000), jpegDeclaring(9000, 100)]) {
      const bomb = await upload(cookie, data);
      expect(bomb.statusCode).toBe(400);
      expect(bomb.json()).toEqual({
        code: "media.image_too_many_pixels",
        message: "Image must be at most 8000 pixels on each side and 40 megapixels",
      });
    }
    const cut = await upload(cookie, pngDeclaring(100, 100).subarray(0, 18));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({
      code: "media.image_unreadable",
      message: "The image could not be read: its header is damaged or incomplete",
    });
    expect(storage.files.size).toBe(0);
    expect(await rowsOf(user.id)).toEqual([]);

    expect((await upload(cookie, pngDeclaring(8000, 5000))).statusCode).toBe(201);
  });

  it("refuses a photo over 5 MB with 413 and stores nothing, but takes exactly 5 MB", async () => {
    const { cookie, user } = await signUp(t.app);
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    PNG.copy(big);
    const tooBig = await upload(cookie, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: "media.photo_too_large", message: "Photo must be at most 5 MB" });
    expect(storage.files.size).toBe(0);
    expect(await rowsOf(user.id)).toEqual([]);

    const justRight = await upload(cookie, big.subarray(0, MAX_PHOTO_BYTES));
    expect(justRight.statusCode).toBe(201);
    expect(justRight.json().fileSize).toBe(MAX_PHOTO_BYTES);
  });

  it("needs a signed-in user, the field `photo` and a same-origin multipart form", async () => {
    const anonymous = await upload(undefined, PNG);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });

    const { cookie } = await signUp(t.app);
    const wrongField = await upload(cookie, PNG, "document");
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field "photo"/);

    const empty = await postForm(t.app, "/api/media", cookie, [{ name: "caption", value: "tap" }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: "media.photo_missing", message: "Choose a photo to upload" });

    const json = await send(t.app, "POST", "/api/media", cookie, { url: "https://example.com/a.png" });
    expect(json.statusCode).toBe(415);

    const form = multipart([{ name: "photo", fileName: "a.png", type: "image/png", data: PNG }]);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/media",
      payload: form.payload,
      headers: { "content-type": form.contentType, cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(storage.files.size).toBe(0);
  });
});

describe("GET /api/media/:id", () => {
  it("serves the photo to anyone, inline, unsniffable and cacheable for good", async () => {
    const { cookie } = await signUp(t.app);
    const { id, url } = (await upload(cookie, PNG)).json();
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="sipalu-photo-${id.slice(0, 8)}.png"`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-security-policy"]).toMatch(/sandbox/);
  });

  it("answers 404 for an unknown photo and 400 for a malformed id", async () => {
    const missing = await get(t.app, "/api/media/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "media.photo_not_found", message: "Photo not found" });
    expect((await get(t.app, "/api/media/..%2F..%2Fsession-secret")).statusCode).toBe(400);
  });
});

describe("attaching photos to a job", () => {
  it("posts a job with the poster's photos and shows them on the job", async () => {
    const { cookie } = await signUp(t.app);
    const urls = [(await upload(cookie, PNG)).json().url, (await upload(cookie, JPEG)).json().url];
    const posted = await send(t.app, "POST", "/api/jobs", cookie, jobBody({ mediaUrls: urls }));
    expect(posted.statusCode).toBe(201);
    expect(posted.json().mediaUrls).toEqual(urls);
    const detail = await get(t.app, `/api/jobs/${posted.json().id}`);
    expect(detail.json().mediaUrls).toEqual(urls);
  });

  it("refuses someone else's photo, a photo from elsewhere, repeats and more than five with 400", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = (await upload(owner.cookie, PNG)).json().url;
    const mine = (await upload(other.cookie, PNG)).json().url;

    const stolen = await send(
      t.app,
      "POST",
      "/api/jobs",
      other.cookie,
      jobBody({ mediaUrls: [mine, theirs] }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({
      code: "media.photo_not_yours",
      field: "mediaUrls",
      message: "mediaUrls: Attach only photos you uploaded",
    });

    const unknown = "/api/media/00000000-0000-4000-8000-000000000000";
    const made = await send(t.app, "POST", "/api/jobs", other.cookie, jobBody({ mediaUrls: [unknown] }));
    expect(made.statusCode).toBe(400);

    const external = await send(
      t.app,
      "POST",
      "/api/jobs",
      other.cookie,
      jobBody({ mediaUrls: ["https://example.com/tap.png"] }),
    );
    expect(external.statusCode).toBe(400);
    expect(external.json().message).toMatch(/photo uploaded to Sipalu/);

    const twice = await send(t.app, "POST", "/api/jobs", other.cookie, jobBody({ mediaUrls: [mine, mine] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/attached once/);

    const six = await Promise.all(Array.from({ length: 6 }, () => upload(other.cookie, PNG)));
    const tooMany = await send(
      t.app,
      "POST",
      "/api/jobs",
      other.cookie,
      jobBody({ mediaUrls: six.map((response) => response.json().url) }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 5 photos/);

    const mineJobs = await get(t.app, "/api/jobs/mine", other.cookie);
    expect(mineJobs.json()).toEqual([]);
  });
});

describe("DELETE /api/media/:id", () => {
  it("lets the owner remove a photo no job shows yet, removing the file too", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id, url } = (await upload(owner.cookie, PNG)).json();

    const notTheirs = await send(t.app, "DELETE", url, other.cookie);
    expect(notTheirs.statusCode).toBe(404);
    expect((await send(t.app, "DELETE", url)).statusCode).toBe(401);

    const removed = await send(t.app, "DELETE", url, owner.cookie);
    expect(removed.statusCode).toBe(204);
    expect(storage.files.size).toBe(0);
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect((await get(t.app, `/api/media/${id}`)).statusCode).toBe(404);
  });

  it("keeps a photo a job shows (409)", async () => {
    const { cookie } = await signUp(t.app);
    const { url } = (await upload(cookie, PNG)).json();
    expect((await send(t.app, "POST", "/api/jobs", cookie, jobBody({ mediaUrls: [url] }))).statusCode).toBe(
      201,
    );
    const refused = await send(t.app, "DELETE", url, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "media.photo_attached",
      message: "This photo is attached to a job and cannot be removed",
    });
    expect((await get(t.app, url)).statusCode).toBe(200);
  });
});
