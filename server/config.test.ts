import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("TRUST_PROXY", () => {
  it("believes no proxy when unset, empty or 0", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
  });

  it("takes a hop count", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("takes a comma-separated list of addresses and CIDR ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1 ,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
  });

  it("refuses anything else, naming what is wrong", () => {
    for (const value of ["true", "yes", "-1", "10.0.0.0/33", "10.0.0.1,", "proxy.example.np", "1.5"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });
});
