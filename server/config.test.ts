import { describe, expect, it } from "vitest";
import { checkedPasswordHashCost, loadConfig } from "./config";

/** Production with an SMS gateway, as it must run (see "SMS in production"). */
const PRODUCTION = {
  NODE_ENV: "production",
  SPARROW_SMS_TOKEN: "v2_token",
  SPARROW_SMS_FROM: "Sipalu",
  PUBLIC_ORIGIN: "https://sipalu.np",
};

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
    expect(loadConfig({ ...PRODUCTION }).passwordHashCost).toBe(2 ** 15);
  });

  it("may be cheaper outside production (tests), or dearer anywhere", () => {
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "16" }).passwordHashCost).toBe(16);
    expect(loadConfig({ PASSWORD_HASH_COST: "1024" }).passwordHashCost).toBe(1024);
    expect(loadConfig({ ...PRODUCTION, PASSWORD_HASH_COST: "65536" }).passwordHashCost).toBe(65536);
  });

  it("is refused below 2^15 with NODE_ENV=production", () => {
    for (const cost of ["16", "16384"]) {
      expect(() => loadConfig({ ...PRODUCTION, PASSWORD_HASH_COST: cost }), cost).toThrow(
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

describe("FCM_SERVICE_ACCOUNT", () => {
  it("is native push's service account, with FCM's own API unless FCM_API_URL names another", () => {
    expect(loadConfig({}).push.fcm).toBeUndefined();
    expect(loadConfig({ FCM_SERVICE_ACCOUNT: "/etc/sipalu/fcm.json" }).push.fcm).toEqual({
      serviceAccount: "/etc/sipalu/fcm.json",
      apiUrl: "https://fcm.googleapis.com",
    });
    expect(
      loadConfig({ FCM_SERVICE_ACCOUNT: "/etc/sipalu/fcm.json", FCM_API_URL: "http://127.0.0.1:9099" }).push
        .fcm?.apiUrl,
    ).toBe("http://127.0.0.1:9099");
  });

  it("refuses FCM_API_URL without a service account, and an API that is not http(s)", () => {
    expect(() => loadConfig({ FCM_API_URL: "https://fcm.googleapis.com" })).toThrow(
      /FCM_API_URL: is for native push: set FCM_SERVICE_ACCOUNT too/,
    );
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: "/x.json", FCM_API_URL: "file:///etc/passwd" })).toThrow(
      /FCM_API_URL/,
    );
  });
});

describe("SMS in production", () => {
  it("is refused with no gateway: the sandbox would show every SMS, sign-in codes too, to anyone", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SPARROW_SMS_TOKEN: NODE_ENV=production needs an SMS gateway .* or SMS_SANDBOX=on/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", SMS_SANDBOX: "off" })).toThrow(/SMS_SANDBOX=on/);
  });

  it("runs on the sandbox when asked for by name (a demo), and on a gateway", () => {
    expect(loadConfig({ NODE_ENV: "production", SMS_SANDBOX: "on" }).sms.sparrow).toBeUndefined();
    expect(loadConfig(PRODUCTION).sms.sparrow).toMatchObject({ token: "v2_token", from: "Sipalu" });
  });

  it("needs the public address with a gateway: an SMS's link must open on a phone", () => {
    const { PUBLIC_ORIGIN: _left, ...noOrigin } = PRODUCTION;
    expect(() => loadConfig(noOrigin)).toThrow(/PUBLIC_ORIGIN: set PUBLIC_ORIGIN with an SMS gateway/);
  });

  it("needs nothing outside production: the sandbox is the default there", () => {
    expect(loadConfig({}).sms.sparrow).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test" }).sms.sparrow).toBeUndefined();
  });
});
