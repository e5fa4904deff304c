import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { memoryStorage } from "../../test/memory-storage";
import { PDF } from "../../test/uploads";
import { uploadDocument } from "../../test/verification-documents";
import { sweepStrayDocuments } from "./sweep";

const storage = memoryStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storage });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

it("removes a stored document no verification names once a day old, and keeps every submitted one", async () => {
  const pro = await signUp(t.app, { role: "professional", firstName: "Ramesh" });
  expect((await uploadDocument(t.app, pro.cookie, "kyc")).statusCode).toBe(201);
  const [submitted] = [...storage.files.keys()];
  // What a crash between saving the file and committing its row leaves: a file nobody names.
  const stray = await storage.save(PDF, "pdf");
  const recent = await storage.save(PDF, "pdf");
  for (const key of [submitted, stray]) if (key) storage.savedAt.set(key, new Date(Date.now() - 2 * DAY));

  expect(await sweepStrayDocuments(t.db, storage, new Date())).toBe(1);
  expect([...storage.files.keys()].sort()).toEqual([submitted, recent].sort());
});
