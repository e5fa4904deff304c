import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userEvents, users, verifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { memoryStorage } from "../../test/memory-storage";
import { signUpAdmin } from "../../test/people";
import { PNG } from "../../test/uploads";
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

const verifiedIds = async () => {
  const response = await get("/api/professionals?isVerified=true&limit=50");
  return (response.json().professionals as { id: string }[]).map((card) => card.id);
};

describe("reviewing verifications", () => {
  it("queues pending documents oldest first, with who sent them", async () => {
    const first = await proWithDocument(t.app, "kyc", "Pasang");
    const second = await proWithDocument(t.app, "nstb", "Kamala");
    const response = await get("/api/admin/verifications?status=pending", admin.cookie);
    expect(response.statusCode).toBe(200);
    const queue = response.json() as { id: string; professional: { firstName: string } }[];
    const ids = queue.map((item) => item.id);
    expect(ids.indexOf(first.verificationId)).toBeLessThan(ids.indexOf(second.verificationId));
    expect(queue.find((item) => item.id === second.verificationId)).toMatchObject({
      verificationType: "nstb",
      status: "pending",
      contentType: "application/pdf",
      documentUrl: `/api/verifications/${second.verificationId}/document`,
      professional: { id: second.user.id, firstName: "Kamala", email: second.user.email, isVerified: false },
    });
    expect((await get("/api/admin/verifications?status=maybe", admin.cookie)).json()).toEqual({
      code: "request.invalid",
      field: "status",
      message: "status: Status must be pending, approved, rejected or revoked",
      params: { problem: "Status must be pending, approved, rejected or revoked" },
    });
  });

  it("approving KYC makes the professional verified: badge on their card, reviewer and time recorded, event sent", async () => {
    const pro = await proWithDocument(t.app, "kyc");
    expect(await verifiedIds()).not.toContain(pro.user.id);

    const response = await post(`/api/admin/verifications/${pro.verificationId}/approve`, admin.cookie, {
      adminNotes: "Citizenship matches the name",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "approved", adminNotes: "Citizenship matches the name" });
    expect(response.json().reviewedAt).toEqual(expect.any(String));

    expect(await verifiedIds()).toContain(pro.user.id);
    const card = await get(`/api/professionals/${pro.user.id}`);
    expect(card.json()).toMatchObject({ isVerified: true });
    const me = await get("/api/auth/user", pro.cookie);
    expect(me.json()).toMatchObject({ isVerified: true });
    const profile = await get("/api/users/profile", pro.cookie);
    expect(profile.json()).toMatchObject({ isVerified: true, kycStatus: "approved" });

    const [row] = await t.db.select().from(verifications).where(eq(verifications.id, pro.verificationId));
    expect(row?.approvedBy).toBe(admin.user.id);
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const [user] = await t.db.select().from(users).where(eq(users.id, pro.user.id));
    expect(user?.kycDocumentUrl).toBe(`/api/verifications/${pro.verificationId}/document`);

    const events = await t.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, pro.user.id), eq(userEvents.type, "verification.reviewed")));
    expect(events.map((event) => event.payload)).toEqual([
      {
        verificationId: pro.verificationId,
        verificationType: "kyc",
        status: "approved",
        adminNotes: "Citizenship matches the name",
      },
    ]);
    expect(
      (await get("/api/admin/verifications", admin.cookie)).json().map((v: { id: string }) => v.id),
    ).not.toContain(pro.verificationId);
    const approved = await get("/api/admin/verifications?status=approved", admin.cookie);
    expect(approved.json().map((v: { id: string }) => v.id)).toContain(pro.verificationId);
  });

  it("rejecting needs a note, which the professional then sees, and does not verify them", async () => {
    const pro = await proWithDocument(t.app, "kyc");
    const url = `/api/admin/verifications/${pro.verificationId}/reject`;
    for (const body of [{}, { adminNotes: "   " }]) {
      const refused = await post(url, admin.cookie, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: "request.invalid",
        field: "adminNotes",
        message: "adminNotes: Tell the professional why the document was rejected",
        params: { problem: "Tell the professional why the document was rejected" },
      });
    }
    const tooLong = await post(url, admin.cookie, { adminNotes: "x".repeat(1001) });
    expect(tooLong.json()).toEqual({
      code: "request.invalid",
      field: "adminNotes",
      message: "adminNotes: Admin notes must be at most 1000 characters",
      params: { problem: "Admin notes must be at most 1000 characters" },
    });

    const response = await post(url, admin.cookie, { adminNotes: "The photo is too blurry to read" });
    expect(response.statusCode).toBe(200);
    const mine = (await get("/api/verifications", pro.cookie)).json();
    expect(mine).toEqual([
      expect.objectContaining({ status: "rejected", adminNotes: "The photo is too blurry to read" }),
    ]);
    expect((await get("/api/users/profile", pro.cookie)).json()).toMatchObject({
      isVerified: false,
      kycStatus: "rejected",
    });
    expect(await verifiedIds()).not.toContain(pro.user.id);
    const [event] = await t.db.select().from(userEvents).where(eq(userEvents.userId, pro.user.id));
    expect(event).toMatchObject({
      type: "verification.reviewed",
      payload: expect.objectContaining({ status: "rejected", adminNotes: "The photo is too blurry to read" }),
    });

    // They may try again with a better scan.
    expect((await uploadDocument(t.app, pro.cookie, "kyc", { data: PNG })).statusCode).toBe(201);
    expect((await get("/api/users/profile", pro.cookie)).json()).toMatchObject({ kycStatus: "pending" });
  });

  it("an approved NSTB certificate goes on the profile but does not by itself make someone verified", async () => {
    const pro = await proWithDocument(t.app, "nstb");
    expect(
      (await post(`/api/admin/verifications/${pro.verificationId}/approve`, admin.cookie)).statusCode,
    ).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, pro.user.id));
    expect(user).toMatchObject({
      isVerified: false,
      kycStatus: null,
      nstbCertificateUrl: `/api/verifications/${pro.verificationId}/document`,
    });
  });

  it("decides a document once: a second decision is 409, an unknown one 404", async () => {
    const pro = await proWithDocument(t.app, "background");
    const approve = `/api/admin/verifications/${pro.verificationId}/approve`;
    const [first, second] = await Promise.all([
      post(approve, admin.cookie),
      post(`/api/admin/verifications/${pro.verificationId}/reject`, admin.cookie, { adminNotes: "No" }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)?.json()).toEqual({
      code: "verification.already_reviewed",
      message: "This document has already been reviewed",
    });
    const missing = await post(`/api/admin/verifications/${unknownId}/approve`, admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "verification.not_found", message: "Verification not found" });
    expect((await post("/api/admin/verifications/nope/approve", admin.cookie)).statusCode).toBe(400);
  });

  it("a later rejected KYC document leaves an approved professional verified", async () => {
    const pro = await proWithDocument(t.app, "kyc");
    await post(`/api/admin/verifications/${pro.verificationId}/approve`, admin.cookie);
    const again = await uploadDocument(t.app, pro.cookie, "kyc");
    await post(`/api/admin/verifications/${again.json().id}/reject`, admin.cookie, {
      adminNotes: "Duplicate",
    });
    expect((await get("/api/users/profile", pro.cookie)).json()).toMatchObject({
      isVerified: true,
      kycStatus: "approved",
    });
  });
});
