import { createDecipheriv, createECDH, hkdfSync } from "node:crypto";

const info = (text: string) => Buffer.from(`${text}\0`, "latin1");

/**
 * The browser's side of RFC 8291, written apart from the server's encryption so a test proves the
 * two agree: decrypts an aes128gcm push body with the subscription's private key and auth secret.
 */
export function decryptPushMessage(body: Buffer, ua: { privateKey: Buffer; authSecret: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength, body.length - 16);
  const tag = body.subarray(body.length - 16);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(ua.privateKey);
  const shared = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([info("WebPush: info"), ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, ua.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("Content-Encoding: aes128gcm"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("Content-Encoding: nonce"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(tag);
  const padded = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error("no record delimiter");
  return padded.subarray(0, end);
}
