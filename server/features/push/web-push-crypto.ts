import { createCipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";

/** A browser's push subscription keys, as PushSubscription.toJSON() gives them (base64url). */
export type SubscriptionKeys = { p256dh: string; auth: string };

/** One record holds a whole notification: 4096 bytes, as RFC 8291's example and the browsers use. */
const RECORD_SIZE = 4096;

const info = (text: string) => Buffer.from(`${text}\0`, "latin1");

/**
 * Encrypts a push message for one subscription as RFC 8291 says (Content-Encoding: aes128gcm,
 * RFC 8188): an ephemeral P-256 key agreed with the browser's p256dh, its auth secret mixed in, one
 * record. `ephemeral` and `salt` are for the RFC's test vector; every real message takes fresh ones.
 */
export function encryptPushMessage(
  keys: SubscriptionKeys,
  plaintext: Buffer,
  fixed: { ephemeralPrivateKey?: Buffer; salt?: Buffer } = {},
): Buffer {
  const uaPublic = Buffer.from(keys.p256dh, "base64url");
  const authSecret = Buffer.from(keys.auth, "base64url");
  if (uaPublic.length !== 65 || uaPublic[0] !== 0x04) throw new Error("p256dh is not a P-256 public key");
  if (authSecret.length !== 16) throw new Error("auth is not 16 bytes");
  // One delimiter byte and the 16-byte tag must fit the record with the message.
  if (plaintext.length + 1 + 16 > RECORD_SIZE - 86) throw new Error("push message too long");

  const ecdh = createECDH("prime256v1");
  if (fixed.ephemeralPrivateKey) ecdh.setPrivateKey(fixed.ephemeralPrivateKey);
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(uaPublic);

  // RFC 8291 §3.4: IKM from the shared secret and the auth secret, bound to both public keys.
  const keyInfo = Buffer.concat([info("WebPush: info"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const salt = fixed.salt ?? randomBytes(16);
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("Content-Encoding: aes128gcm"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("Content-Encoding: nonce"), 12));

  const cipher = createCipheriv("aes-128-gcm", cek, nonce);
  // The last (only) record ends with the delimiter 0x02, no padding.
  const body = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body, cipher.getAuthTag()]);
}
