import { createECDH, createPrivateKey, type KeyObject, sign } from "node:crypto";

/** The application server's VAPID key pair (RFC 8292), as base64url: a P-256 public point and private scalar. */
export type VapidKeys = { publicKey: string; privateKey: string };

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey("base64url"), privateKey: ecdh.getPrivateKey("base64url") };
}

function signingKey(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, "base64url");
  if (point.length !== 65 || point[0] !== 0x04) throw new Error("VAPID public key is not a P-256 point");
  return createPrivateKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
      d: keys.privateKey,
    },
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** How long a VAPID token stands: 12 hours, half the 24 RFC 8292 allows. */
const TOKEN_SECONDS = 12 * 60 * 60;

/**
 * The Authorization header of a push to `endpoint` (RFC 8292): `vapid t=<ES256 JWT for the push
 * service's origin>, k=<public key>`.
 */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, now: Date): string {
  const header = base64url({ typ: "JWT", alg: "ES256" });
  const claims = base64url({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    sub: subject,
  });
  const signature = sign("sha256", Buffer.from(`${header}.${claims}`), {
    key: signingKey(keys),
    dsaEncoding: "ieee-p1363",
  }).toString("base64url");
  return `vapid t=${header}.${claims}.${signature}, k=${keys.publicKey}`;
}
