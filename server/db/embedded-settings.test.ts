import { describe, expect, it } from "vitest";
import { embeddedMemorySettings } from "./embedded-settings";

const GiB = 1024 ** 3;

describe("embedded PostgreSQL memory settings", () => {
  it("sizes a 24 GiB server's caches from its memory, within bounds", () => {
    expect(embeddedMemorySettings(24 * GiB)).toEqual({
      shared_buffers: "2048MB",
      effective_cache_size: "12288MB",
      work_mem: "16MB",
      maintenance_work_mem: "512MB",
      random_page_cost: "1.1",
      jit: "off",
    });
  });

  it("keeps PostgreSQL's own floor on a small machine", () => {
    expect(embeddedMemorySettings(1 * GiB)).toMatchObject({
      shared_buffers: "128MB",
      effective_cache_size: "512MB",
      work_mem: "4MB",
      maintenance_work_mem: "64MB",
    });
  });

  it("gives a 4 GiB phone-class server an eighth of its memory for buffers", () => {
    expect(embeddedMemorySettings(4 * GiB)).toMatchObject({ shared_buffers: "512MB", work_mem: "8MB" });
  });
});
