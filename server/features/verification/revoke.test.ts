import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userEvents, users, verifications } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { memoryStorage } from "../../test/memory-storage";
import { signUpAdmin } from "../../test/people";
import { PDF, PNG } from "../../test/uploads";
import { proWithDocument, uploadDocument } from "../../test/verification-documents";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp({ storage: memoryStorage() });
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const revoke = (id: string, cookie: string | undefined, payload: object) =>
  post(`/api/admin/verifications/${id}/revoke`, cookie, payload);

async function approvedPro(type: "kyc" | "nstb" | "background", firstName = "Bikash") {
  const pro = await proWithDocument(t.app, type, firstName);
  const approved = await post(`/api/admin/verifications/${pro.verificationId}/approve`, admin.cookie);
  expect(approved.statusCode).toBe(200);
  return pro;
}

describe("revoking a verification", () => {
  it("takes the Verified badge away, keeps the reason and tells the professional", async () => {
    const pro = await approvedPro("kyc");
    expect((await get(`/api/professionals/${pro.user.id}`)).json()).toMatchObject({ isVerified: true });

    const reason = "The citizenship certificate was reported forged by the district office";
    const response = await revoke(pro.verificationId, admin.cookie, { reason: `  ${reason} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: pro.verificationId,
      status: "revoked",
      revokeReason: reason,
      revokedAt: expect.any(String),
    });

    // The badge is gone everywhere a badge shows, and the professional may send a new ID.
    expect((await get(`/api/professionals/${pro.user.id}`)).json()).toMatchObject({ isVerified: false });
    expect((await get("/api/auth/user", pro.cookie)).json()).toMatchObject({ isVerified: false });
    expect((await get("/api/users/profile", pro.cookie)).json()).toMatchObject({
      isVerified: false,
      kycStatus: null,
    });
    const mine = (await get("/api/verifications", pro.cookie)).json() as { id: string }[];
    expect(mine.find((item) => item.id === pro.verificationId)).toMatchObject({
      status: "revoked",
      revokeReason: reason,
    });
    expect((await uploadDocument(t.app, pro.cookie, "kyc")).statusCode).toBe(201);

    const [row] = await t.db.select().from(verifications).where(eq(verifications.id, pro.verificationId));
    expect(row?.revokedBy).toBe(admin.user.id);
    const events = await t.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, pro.user.id), eq(userEvents.type, "verification.revoked")));
    expect(events.map((event) => event.payload)).toEqual([
      { verificationId: pro.verificationId, verificationType: "kyc", reason },
    ]);
    const listed = await get("/api/admin/verifications?status=revoked", admin.cookie);
    expect(listed.json().map((item: { id: string }) => item.id)).toContain(pro.verificationId);
  });

  it("takes a revoked NSTB certificate off the profile and leaves the badge of an approved ID", async () => {
    const pro = await approvedPro("kyc", "Kamala");
    const nstb = await uploadDocument(t.app, pro.cookie, "nstb");
    const nstbId = nstb.json().id as string;
    await post(`/api/admin/verifications/${nstbId}/approve`, admin.cookie);
    const certificate = async () =>
      (await t.db.select().from(users).where(eq(users.id, pro.user.id)))[0]?.nstbCertificateUrl;
    expect(await certificate()).toBe(`/api/verifications/${nstbId}/document`);

    expect((await revoke(nstbId, admin.cookie, { reason: "Certificate expired" })).statusCode).toBe(200);
    expect(await certificate()).toBeNull();
    expect((await get(`/api/professionals/${pro.user.id}`)).json()).toMatchObject({ isVerified: true });
  });

  it("revokes only an approval, and once: a pending or revoked document is 409, an unknown one 404", async () => {
    const pending = await proWithDocument(t.app, "kyc", "Pasang");
    const refused = await revoke(pending.verificationId, admin.cookie, { reason: "Too early" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "verification.not_approved",
      message: "Only an approved verification can be revoked",
    });
    const pro = await approvedPro("background", "Sunita");
    expect((await revoke(pro.verificationId, admin.cookie, { reason: "Wrong person" })).statusCode).toBe(200);
    const twice = await revoke(pro.verificationId, admin.cookie, { reason: "Again" });
    expect(twice.json().code).toBe("verification.not_approved");
    const missing = await revoke(unknownId, admin.cookie, { reason: "Gone" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "verification.not_found", message: "Verification not found" });
  });

  it("needs a reason, and refuses everyone but admins", async () => {
    const pro = await approvedPro("kyc", "Dawa");
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(1001) }]) {
      const response = await revoke(pro.verificationId, admin.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "request.invalid", field: "reason" });
    }
    expect((await revoke(pro.verificationId, admin.cookie, {})).json().message).toBe(
      "reason: Tell the professional why the verification is revoked",
    );
    expect((await revoke(pro.verificationId, undefined, { reason: "x" })).statusCode).toBe(401);
    for (const cookie of [pro.cookie, (await signUp(t.app)).cookie]) {
      expect((await revoke(pro.verificationId, cookie, { reason: "x" })).statusCode).toBe(403);
    }
    expect((await get(`/api/professionals/${pro.user.id}`)).json()).toMatchObject({ isVerified: true });
  });
});

describe("previewing a document (admins)", () => {
  const preview = (id: string, cookie?: string) => get(`/api/admin/verifications/${id}/document`, cookie);

  it("serves a PDF inline with its type, framable by our own pages only, never cached or sniffed", async () => {
    const pro = await proWithDocument(t.app, "kyc", "Nima");
    const response = await preview(pro.verificationId, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^inline; filename="sipalu-kyc-[0-9a-f]{8}\.pdf"$/,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Browsers will not show a PDF in a sandboxed document.
    expect(csp).not.toContain("sandbox");
  });

  it("serves an image inline with the type found in its bytes", async () => {
    const pro = await signUp(t.app, { role: "professional" });
    const upload = await uploadDocument(t.app, pro.cookie, "background", {
      data: PNG,
      fileName: "scan.pdf",
      type: "application/pdf",
    });
    const response = await preview(upload.json().id, admin.cookie);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-disposition"]).toMatch(
      /^inline; filename="sipalu-background-[0-9a-f]{8}\.png"$/,
    );
  });

  it("is for admins only: the owner too gets 403, anonymous 401, an unknown document 404", async () => {
    const pro = await proWithDocument(t.app, "kyc", "Lhakpa");
    expect((await preview(pro.verificationId)).statusCode).toBe(401);
    const customer = await signUp(t.app);
    for (const cookie of [pro.cookie, customer.cookie]) {
      const response = await preview(pro.verificationId, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("auth.forbidden");
      expect(response.headers["content-disposition"]).toBeUndefined();
    }
    const missing = await preview(unknownId, admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("verification.document_not_found");
    expect(missing.headers["x-frame-options"]).toBe("DENY");
    expect((await preview("not-an-id", admin.cookie)).statusCode).toBe(400);
  });
});
