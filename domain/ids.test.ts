import { describe, expect, it } from "vitest";
import { z } from "zod";
import { uuidOrUndefined } from "./ids";

describe("uuidOrUndefined", () => {
  const samples = [
    "0c9a4b3e-2f1d-4c5b-8a7e-6d5c4b3a2f1e",
    "0C9A4B3E-2F1D-4C5B-8A7E-6D5C4B3A2F1E",
    "0c9a4b3e-2f1d-7c5b-9a7e-6d5c4b3a2f1e",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "0c9a4b3e-2f1d-0c5b-8a7e-6d5c4b3a2f1e",
    "0c9a4b3e-2f1d-4c5b-7a7e-6d5c4b3a2f1e",
    "0c9a4b3e2f1d4c5b8a7e6d5c4b3a2f1e",
    "not-an-id",
    "",
  ];

  it("accepts exactly what z.uuid() accepts", () => {
    for (const sample of samples) {
      expect(uuidOrUndefined(sample), sample).toBe(z.uuid().safeParse(sample).data);
    }
  });

  it("takes a missing search parameter", () => {
    expect(uuidOrUndefined(null)).toBeUndefined();
  });
});
