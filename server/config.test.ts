import { describe, expect, it } from "vitest";
import { checkedPasswordHashCost, loadConfig } from "./config";

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

describe("PASSWORD_HASH_COST", () => {
  it("is scrypt's production cost 2^15 when unset", () => {
    expect(loadConfig({}).passwordHashCost).toBe(2 ** 15);
    expect(loadConfig({ NODE_ENV: "production" }).passwordHashCost).toBe(2 ** 15);
  });

  it("may be cheaper outside production (tests), or dearer anywhere", () => {
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "16" }).passwordHashCost).toBe(16);
    expect(loadConfig({ PASSWORD_HASH_COST: "1024" }).passwordHashCost).toBe(1024);
    expect(loadConfig({ NODE_ENV: "production", PASSWORD_HASH_COST: "65536" }).passwordHashCost).toBe(65536);
  });

  it("is refused below 2^15 with NODE_ENV=production", () => {
    for (const cost of ["16", "16384"]) {
      expect(() => loadConfig({ NODE_ENV: "production", PASSWORD_HASH_COST: cost }), cost).toThrow(
        `PASSWORD_HASH_COST: ${cost} is below 32768: a cheaper hash is for tests, never with NODE_ENV=production`,
      );
    }
    expect(() => checkedPasswordHashCost("production", 16)).toThrow(/PASSWORD_HASH_COST: 16 is below 32768/);
    expect(checkedPasswordHashCost("production", undefined)).toBe(2 ** 15);
  });

  it("must be a power of two scrypt takes", () => {
    for (const cost of ["0", "1", "1000", "2.5", "lots", String(2 ** 21)]) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: cost }), cost).toThrow(
        /PASSWORD_HASH_COST: must be a power of two/,
      );
    }
  });
});
