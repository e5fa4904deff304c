import { expect, it } from "vitest";
import { CreateJobBody } from "../jobs/schemas";
import { detectPhotoType, MAX_PHOTO_BYTES, mediaIdOf, mediaUrlOf, photoProblem } from "./schemas";

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ID = "3f2b8c1e-5d6a-4f7b-9c8d-0e1f2a3b4c5d";

it("takes JPEG, PNG and WebP by their first bytes, never a PDF", () => {
  expect(detectPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe("image/jpeg");
  expect(detectPhotoType(PNG_HEAD)).toBe("image/png");
  expect(detectPhotoType(new TextEncoder().encode("RIFF\u0001\u0002\u0003\u0004WEBPVP8 "))).toBe(
    "image/webp",
  );
  expect(detectPhotoType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
});

it("names the problem with a chosen photo: too large first, then the wrong kind", () => {
  expect(photoProblem(MAX_PHOTO_BYTES, PNG_HEAD)).toBeNull();
  expect(photoProblem(MAX_PHOTO_BYTES + 1, PNG_HEAD)).toBe("media.photo_too_large");
  expect(photoProblem(0, PNG_HEAD)).toBe("media.photo_type_refused");
  expect(photoProblem(10, new TextEncoder().encode("<svg"))).toBe("media.photo_type_refused");
});

it("reads the upload id back from a media URL and nothing else", () => {
  expect(mediaIdOf(mediaUrlOf(ID))).toBe(ID);
  expect(mediaIdOf(`https://evil.example/api/media/${ID}`)).toBeNull();
  expect(mediaIdOf(`/api/media/${ID}/../x`)).toBeNull();
});

it("lets a job carry up to five uploaded photos, each once", () => {
  const job = { title: "Tap", description: "Drips", skillCategory: "Plumbing", location: "Patan" };
  const urls = (count: number) =>
    Array.from({ length: count }, (_, i) => mediaUrlOf(ID.replace(/.$/, String(i))));
  expect(CreateJobBody.safeParse({ ...job, mediaUrls: urls(5) }).success).toBe(true);
  const tooMany = CreateJobBody.safeParse({ ...job, mediaUrls: urls(6) });
  expect(tooMany.error?.issues[0]?.message).toBe("Add at most 5 photos");
  const twice = CreateJobBody.safeParse({ ...job, mediaUrls: [mediaUrlOf(ID), mediaUrlOf(ID)] });
  expect(twice.error?.issues[0]?.message).toBe("Each photo can be attached once");
  const elsewhere = CreateJobBody.safeParse({ ...job, mediaUrls: ["https://example.com/a.png"] });
  expect(elsewhere.error?.issues[0]?.message).toBe("Each photo must be a photo uploaded to Sipalu");
});
