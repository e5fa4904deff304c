import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES } from "../../../domain/verification/files";
import { users, verifications } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { memoryStorage } from "../../test/memory-storage";
import { signUpAdmin } from "../../test/people";
import { HTML, jpegDeclaring, multipart, PDF, PNG, pngDeclaring } from "../../test/uploads";
import { uploadDocument } from "../../test/verification-documents";

const storage = memoryStorage();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ storage });
});
afterAll(() => t.close());
beforeEach(() => storage.files.clear());

const signUpPro = (firstName = "Ramesh") => signUp(t.app, { role: "professional", firstName });
const mine = (cookie: string) => t.app.inject({ url: "/api/verifications", headers: { cookie } });
const rowsOf = (userId: string) => t.db.select().from(verifications).where(eq(verifications.userId, userId));
const documentOf = (id: string, cookie?: string) =>
  t.app.inject({ url: `/api/verifications/${id}/document`, headers: cookie ? { cookie } : {} });

describe("uploading a document", () => {
  it("stores a PDF under a server-generated name and lists it as pending", async () => {
    const pro = await signUpPro();
    const response = await uploadDocument(t.app, pro.cookie, "kyc", {
      data: PDF,
      fileName: "my citizenship.pdf",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      verificationType: "kyc",
      status: "pending",
      contentType: "application/pdf",
      fileSize: PDF.length,
      fileName: "my citizenship.pdf",
      adminNotes: null,
      reviewedAt: null,
      documentUrl: `/api/verifications/${created.id}/document`,
    });
    expect(JSON.stringify(created)).not.toMatch(/storageKey|userId/);

    expect([...storage.files.values()]).toEqual([PDF]);
    const [key] = [...storage.files.keys()];
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await rowsOf(pro.user.id))[0]?.storageKey).toBe(key);

    expect((await mine(pro.cookie)).json()).toEqual([created]);
    const profile = await t.app.inject({ url: "/api/users/profile", headers: { cookie: pro.cookie } });
    expect(profile.json()).toMatchObject({ kycStatus: "pending", isVerified: false });
  });

  it("goes by the file's content, not its name or declared type", async () => {
    const pro = await signUpPro();
    const response = await uploadDocument(t.app, pro.cookie, "nstb", {
      data: PNG,
      fileName: "certificate.txt",
      type: "text/plain",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: "image/png", verificationType: "nstb" });
  });

  it("refuses a renamed HTML file with a clear message and stores nothing", async () => {
    const pro = await signUpPro();
    const response = await uploadDocument(t.app, pro.cookie, "kyc", {
      data: HTML,
      fileName: "citizenship.pdf",
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "verification.document_type_refused",
      message: "Upload a JPEG, PNG, WebP or PDF file",
    });
    expect(storage.files.size).toBe(0);
    expect(await rowsOf(pro.user.id)).toEqual([]);
    expect((await mine(pro.cookie)).json()).toEqual([]);
  });

  it("refuses a scan whose header declares 30000 × 30000 pixels (a decompression bomb), storing nothing", async () => {
    const pro = await signUpPro();
    for (const data of [pngDeclaring(30000, 30000), jpegDeclaring(30000, 30000)]) {
      const response = await uploadDocument(t.app, pro.cookie, "kyc", { data, fileName: "citizenship.png" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "media.image_too_many_pixels",
        message: "Image must be at most 8000 pixels on each side and 40 megapixels",
      });
    }
    expect(storage.files.size).toBe(0);
    expect(await rowsOf(pro.user.id)).toEqual([]);
    const scan = await uploadDocument(t.app, pro.cookie, "kyc", { data: jpegDeclaring(3000, 2000) });
    expect(scan.statusCode).toBe(201);
  });

  it("refuses a file over 5 MB with 413 and stores nothing, but takes exactly 5 MB", async () => {
    const pro = await signUpPro();
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    PDF.copy(big);
    const tooBig = await uploadDocument(t.app, pro.cookie, "kyc", { data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: "verification.document_too_large",
      message: "File must be at most 5 MB",
    });
    expect(storage.files.size).toBe(0);
    expect(await rowsOf(pro.user.id)).toEqual([]);

    const justRight = await uploadDocument(t.app, pro.cookie, "kyc", {
      data: big.subarray(0, MAX_DOCUMENT_BYTES),
    });
    expect(justRight.statusCode).toBe(201);
    expect(justRight.json().fileSize).toBe(MAX_DOCUMENT_BYTES);
  });

  it("refuses an empty file, a missing file, a wrong type and two files, storing nothing", async () => {
    const pro = await signUpPro();
    const empty = await uploadDocument(t.app, pro.cookie, "kyc", { data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: "verification.document_type_refused",
      message: "Upload a JPEG, PNG, WebP or PDF file",
    });

    const badType = await uploadDocument(t.app, pro.cookie, "passport");
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({
      code: "request.invalid",
      field: "verificationType",
      message: "verificationType: Choose the document type: kyc, nstb or background",
      params: { problem: "Choose the document type: kyc, nstb or background" },
    });

    const send = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return t.app.inject({
        method: "POST",
        url: "/api/verifications",
        payload: body.payload,
        headers: { "content-type": body.contentType, cookie: pro.cookie },
      });
    };
    const noFile = await send([{ name: "verificationType", value: "kyc" }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({
      code: "verification.document_missing",
      message: "Choose a document to upload",
    });

    const file = { name: "document", fileName: "a.pdf", type: "application/pdf", data: PDF };
    const twoFiles = await send([{ name: "verificationType", value: "kyc" }, file, file]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({
      code: "verification.one_document",
      message: "Upload one document at a time",
    });

    expect(storage.files.size).toBe(0);
    expect(await rowsOf(pro.user.id)).toEqual([]);
  });

  it("reads the type even when it comes after the file", async () => {
    const pro = await signUpPro();
    const body = multipart([
      { name: "document", fileName: "police.pdf", type: "application/pdf", data: PDF },
      { name: "verificationType", value: "background" },
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/verifications",
      payload: body.payload,
      headers: { "content-type": body.contentType, cookie: pro.cookie },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().verificationType).toBe("background");
  });

  it("accepts one pending document per type", async () => {
    const pro = await signUpPro();
    expect((await uploadDocument(t.app, pro.cookie, "kyc")).statusCode).toBe(201);
    const again = await uploadDocument(t.app, pro.cookie, "kyc");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "verification.already_pending",
      message: "Your citizenship or national ID is already waiting for review",
      params: { type: "kyc" },
    });
    expect(storage.files.size).toBe(1);
    expect((await uploadDocument(t.app, pro.cookie, "nstb")).statusCode).toBe(201);
    expect((await mine(pro.cookie)).json()).toHaveLength(2);
  });

  it("is for professionals only, and needs the multipart form", async () => {
    expect((await uploadDocument(t.app, undefined, "kyc")).statusCode).toBe(401);
    const customer = await signUp(t.app);
    const refused = await uploadDocument(t.app, customer.cookie, "kyc");
    expect(refused.statusCode).toBe(403);
    expect((await mine(customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/verifications" })).statusCode).toBe(401);

    const pro = await signUpPro();
    const json = await t.app.inject({
      method: "POST",
      url: "/api/verifications",
      payload: { verificationType: "kyc" },
      headers: { cookie: pro.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const form = multipart([{ name: "verificationType", value: "kyc" }]);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/verifications",
      payload: form.payload,
      headers: { "content-type": form.contentType, cookie: pro.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(storage.files.size).toBe(0);
  });
});

describe("reading a document", () => {
  it("serves the owner the file as an attachment that the browser must not sniff or run", async () => {
    const pro = await signUpPro();
    const { id } = (await uploadDocument(t.app, pro.cookie, "kyc")).json();
    const response = await documentOf(id, pro.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="sipalu-kyc-[0-9a-f]{8}\.pdf"$/,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers another professional, a customer and an unknown id alike with 404", async () => {
    const owner = await signUpPro();
    const { id } = (await uploadDocument(t.app, owner.cookie, "kyc")).json();
    const other = await signUpPro("Hari");
    const customer = await signUp(t.app);
    for (const cookie of [other.cookie, customer.cookie]) {
      const response = await documentOf(id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: "verification.document_not_found",
        message: "Document not found",
      });
    }
    expect((await documentOf("00000000-0000-4000-8000-000000000000", owner.cookie)).statusCode).toBe(404);
    expect((await documentOf("not-an-id", owner.cookie)).statusCode).toBe(400);
    expect((await documentOf(id)).statusCode).toBe(401);
    expect((await mine(other.cookie)).json()).toEqual([]);
  });

  it("serves admins any document", async () => {
    const pro = await signUpPro();
    const { id } = (await uploadDocument(t.app, pro.cookie, "background", { data: PNG })).json();
    const admin = await signUpAdmin(t.app, t.db);
    const response = await documentOf(id, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload).toEqual(PNG);
  });
});

describe("file names", () => {
  it("never lets the uploaded name reach the stored name or the download header", async () => {
    const pro = await signUpPro();
    const response = await uploadDocument(t.app, pro.cookie, "kyc", {
      data: PDF,
      fileName: "..\\..\\..\\etc/passwd.pdf",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe("passwd.pdf");
    const [row] = await rowsOf(pro.user.id);
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const download = await documentOf(response.json().id, pro.cookie);
    expect(download.headers["content-disposition"]).not.toMatch(/passwd/);
    const [user] = await t.db.select().from(users).where(eq(users.id, pro.user.id));
    expect(user?.kycDocumentUrl).toBe(response.json().documentUrl);
  });
});
