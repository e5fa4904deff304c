import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptPushMessage } from "../../test/push-decrypt";
import { generateVapidKeys, vapidAuthorization } from "./vapid";
import { encryptPushMessage } from "./web-push-crypto";

const b64 = (text: string) => Buffer.from(text, "base64url");

// RFC 8291 Appendix A.
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("Web Push encryption (RFC 8291, aes128gcm)", () => {
  it("gives the RFC's example message byte for byte from its keys and salt", () => {
    const body = encryptPushMessage({ p256dh: RFC.uaPublic, auth: RFC.auth }, Buffer.from(RFC.plaintext), {
      ephemeralPrivateKey: b64(RFC.asPrivate),
      salt: b64(RFC.salt),
    });
    expect(body.toString("base64url")).toBe(RFC.body);
  });

  it("is read by the browser's side with fresh keys, and not with another subscription's", () => {
    const ua = createECDH("prime256v1");
    ua.generateKeys();
    const authSecret = randomBytes(16);
    const keys = { p256dh: ua.getPublicKey("base64url"), auth: authSecret.toString("base64url") };
    const message = Buffer.from(JSON.stringify({ title: "नयाँ बुकिङ अनुरोध", url: "/calendar" }));
    const first = encryptPushMessage(keys, message);
    const second = encryptPushMessage(keys, message);
    expect(first.equals(second)).toBe(false);
    expect(decryptPushMessage(first, { privateKey: ua.getPrivateKey(), authSecret }).toString()).toBe(
      message.toString(),
    );
    expect(() =>
      decryptPushMessage(first, { privateKey: ua.getPrivateKey(), authSecret: randomBytes(16) }),
    ).toThrow();
  });

  it("refuses keys that are not a subscription's", () => {
    expect(() => encryptPushMessage({ p256dh: "AAAA", auth: RFC.auth }, Buffer.from("x"))).toThrow(/p256dh/);
    expect(() => encryptPushMessage({ p256dh: RFC.uaPublic, auth: "AAAA" }, Buffer.from("x"))).toThrow(
      /auth/,
    );
    expect(() => encryptPushMessage({ p256dh: RFC.uaPublic, auth: RFC.auth }, Buffer.alloc(4000))).toThrow(
      /too long/,
    );
  });
});

describe("VAPID (RFC 8292)", () => {
  it("signs a 12-hour ES256 token for the push service's origin that its public key verifies", () => {
    const keys = generateVapidKeys();
    const now = new Date("2026-11-26T10:00:00Z");
    const header = vapidAuthorization(
      "https://fcm.googleapis.com/fcm/send/abc:def",
      keys,
      "mailto:ops@sipalu.np",
      now,
    );
    const [, token, key] = header.match(/^vapid t=([^,]+), k=(.+)$/) ?? [];
    expect(key).toBe(keys.publicKey);
    const [head = "", claims = "", signature = ""] = (token ?? "").split(".");
    expect(JSON.parse(b64(head).toString())).toEqual({ typ: "JWT", alg: "ES256" });
    expect(JSON.parse(b64(claims).toString())).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: now.getTime() / 1000 + 12 * 3600,
      sub: "mailto:ops@sipalu.np",
    });
    const point = b64(keys.publicKey);
    const publicKey = createPublicKey({
      format: "jwk",
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
    });
    expect(
      verify(
        "sha256",
        Buffer.from(`${head}.${claims}`),
        { key: publicKey, dsaEncoding: "ieee-p1363" },
        b64(signature),
      ),
    ).toBe(true);
  });
});
