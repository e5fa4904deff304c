import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { loopbackOrigin, paymentGatewaysConfig } from "./settings";

const ORIGIN = "http://127.0.0.1:4000";

describe("payment gateway settings", () => {
  it("without merchant credentials: both gateways are the sandbox on this server", () => {
    const settings = paymentGatewaysConfig(loadConfig({}), ORIGIN, "sandbox-key");
    expect(settings.esewa).toMatchObject({
      sandbox: true,
      productCode: "EPAYTEST",
      secretKey: "8gBm/:&EnhH.1/q",
      formUrl: "/sandbox/esewa/api/epay/main/v2/form",
    });
    expect(typeof settings.esewa.statusUrl === "function" && settings.esewa.statusUrl()).toBe(
      `${ORIGIN}/sandbox/esewa/api/epay/transaction/status/`,
    );
    expect(settings.khalti).toMatchObject({ sandbox: true, secretKey: "sandbox-key" });
    expect(typeof settings.khalti.baseUrl === "function" && settings.khalti.baseUrl()).toBe(
      `${ORIGIN}/sandbox/khalti`,
    );
    expect(settings.sandbox).toEqual({ khaltiKey: "sandbox-key", publicOrigin: undefined });
  });

  it("gives the sandbox's Khalti a key of its own per process unless told one", () => {
    const one = paymentGatewaysConfig(loadConfig({}), ORIGIN);
    const two = paymentGatewaysConfig(loadConfig({}), ORIGIN);
    expect(one.khalti.secretKey).toHaveLength(48);
    expect(one.khalti.secretKey).not.toBe(two.khalti.secretKey);
    expect(one.sandbox?.khaltiKey).toBe(one.khalti.secretKey);
  });

  it("with merchant credentials: the gateways' production endpoints, or the ones configured, and no sandbox", () => {
    const merchant = paymentGatewaysConfig(
      loadConfig({
        ESEWA_PRODUCT_CODE: "SIPALU",
        ESEWA_SECRET_KEY: "s3cret",
        KHALTI_SECRET_KEY: "live_secret_key_1",
      }),
      ORIGIN,
    );
    expect(merchant).toEqual({
      esewa: {
        sandbox: false,
        productCode: "SIPALU",
        secretKey: "s3cret",
        formUrl: "https://epay.esewa.com.np/api/epay/main/v2/form",
        statusUrl: "https://epay.esewa.com.np/api/epay/transaction/status/",
      },
      khalti: { sandbox: false, secretKey: "live_secret_key_1", baseUrl: "https://khalti.com" },
      sandbox: null,
    });
    const test = loadConfig({
      ESEWA_PRODUCT_CODE: "EPAYTEST",
      ESEWA_SECRET_KEY: "8gBm/:&EnhH.1/q",
      ESEWA_FORM_URL: "https://rc-epay.esewa.com.np/api/epay/main/v2/form",
      ESEWA_STATUS_URL: "https://rc.esewa.com.np/api/epay/transaction/status/",
      KHALTI_SECRET_KEY: "test_key",
      KHALTI_BASE_URL: "https://dev.khalti.com",
    });
    expect(test.esewa.statusUrl).toBe("https://rc.esewa.com.np/api/epay/transaction/status/");
    expect(test.khalti.baseUrl).toBe("https://dev.khalti.com");
  });

  it("keeps the sandbox for the gateway without credentials only", () => {
    const settings = paymentGatewaysConfig(
      loadConfig({ KHALTI_SECRET_KEY: "live_secret_key_1" }),
      ORIGIN,
      "k",
    );
    expect(settings.esewa.sandbox).toBe(true);
    expect(settings.khalti.sandbox).toBe(false);
    expect(settings.sandbox).not.toBeNull();
  });

  it("refuses half a merchant account at boot", () => {
    expect(() => loadConfig({ ESEWA_PRODUCT_CODE: "SIPALU" })).toThrow(/ESEWA_SECRET_KEY: set both/);
    expect(() => loadConfig({ ESEWA_STATUS_URL: "https://rc.esewa.com.np/x" })).toThrow(
      /ESEWA_STATUS_URL: is for a merchant/,
    );
    expect(() => loadConfig({ KHALTI_BASE_URL: "https://dev.khalti.com" })).toThrow(
      /KHALTI_BASE_URL: is for a merchant/,
    );
    expect(() => loadConfig({ KHALTI_SECRET_KEY: "k", KHALTI_BASE_URL: "javascript:alert(1)" })).toThrow(
      /KHALTI_BASE_URL/,
    );
  });
});

describe("loopbackOrigin", () => {
  it("is this server's address once it listens, loopback when it listens on every interface", async () => {
    for (const host of ["127.0.0.1", "0.0.0.0"]) {
      const app = Fastify({ logger: false });
      const origin = loopbackOrigin(app);
      await app.ready();
      expect(origin).toThrow(/not listening/);
      await app.listen({ host, port: 0 });
      expect(origin()).toBe(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      await app.close();
    }
  });
});
