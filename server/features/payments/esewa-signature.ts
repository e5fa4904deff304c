import { createHmac, timingSafeEqual } from "node:crypto";
import { paisaToRupees } from "@domain/paisa";

/**
 * eSewa ePay v2's signature (developer.esewa.com.np/pages/Epay): base64 of HMAC-SHA256, keyed with
 * the merchant's secret, over "name=value" pairs of the fields `signed_field_names` lists, in its
 * order, joined by commas. The request signs total_amount,transaction_uuid,product_code; the
 * success redirect's response signs its own list (signed_field_names itself among them).
 */

/** eSewa's published test merchant (UAT): product code and secret key. */
export const ESEWA_TEST_PRODUCT_CODE = "EPAYTEST";
export const ESEWA_TEST_SECRET_KEY = "8gBm/:&EnhH.1/q";

/** The fields a payment request signs, in eSewa's order. */
export const ESEWA_REQUEST_SIGNED_FIELDS = "total_amount,transaction_uuid,product_code";

/** The message a signature covers: "total_amount=100,transaction_uuid=...,product_code=...". */
export function esewaMessage(signedFieldNames: string, fields: Record<string, string>): string | null {
  const pairs: string[] = [];
  for (const name of signedFieldNames.split(",")) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (value === undefined) return null;
    pairs.push(`${name}=${value}`);
  }
  return pairs.join(",");
}

export function esewaSign(message: string, secretKey: string): string {
  return createHmac("sha256", secretKey).update(message).digest("base64");
}

/** Whether `signature` is eSewa's over the fields it names, compared in constant time. */
export function esewaSignatureValid(
  signedFieldNames: string,
  fields: Record<string, string>,
  signature: string,
  secretKey: string,
): boolean {
  const message = esewaMessage(signedFieldNames, fields);
  if (message === null) return false;
  const expected = Buffer.from(esewaSign(message, secretKey));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An amount as eSewa's form takes it: whole rupees as eSewa's own examples write them ("100"),
 * otherwise rupees with two decimals ("1234.50"). The signature covers exactly this text.
 */
export function esewaAmount(paisa: number): string {
  const rupees = paisaToRupees(paisa);
  return rupees.endsWith(".00") ? rupees.slice(0, -3) : rupees;
}
