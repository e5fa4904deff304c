import { z } from "zod";
import { esewaSignatureValid } from "./esewa-signature";

/** eSewa's `data` is a few hundred characters: anything much longer is not eSewa's. */
export const MAX_ESEWA_DATA_CHARS = 2048;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const FIELD_NAMES = /^[a-z_]{1,40}(?:,[a-z_]{1,40}){0,19}$/;

/** What a success redirect must sign, or its signature proves nothing about the payment it names. */
const MUST_SIGN = [
  "transaction_code",
  "status",
  "total_amount",
  "transaction_uuid",
  "product_code",
  "signed_field_names",
];

const SuccessData = z.looseObject({
  transaction_code: z.string().max(100),
  status: z.string().max(40),
  total_amount: z.union([z.string().max(30), z.number()]),
  transaction_uuid: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
  product_code: z.string().max(100),
  signed_field_names: z.string().regex(FIELD_NAMES),
  signature: z.string().max(100),
});

/**
 * Reads the `data` of eSewa's success redirect: base64 of JSON whose signature (HMAC-SHA256 with
 * the merchant's secret over the fields signed_field_names lists) is checked in constant time.
 * Null when it is missing, oversize, malformed, for another merchant or not signed by eSewa.
 */
export function readEsewaReturn(
  query: Record<string, unknown>,
  merchant: { productCode: string; secretKey: string },
): { gatewayRef: string } | null {
  const json = decodeData(query.data);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = SuccessData.safeParse(value);
  if (!parsed.success) return null;
  const data = parsed.data;
  const names = data.signed_field_names.split(",");
  if (data.product_code !== merchant.productCode || !MUST_SIGN.every((name) => names.includes(name))) {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const name of names) {
    const text = signedText(json, name, data[name]);
    if (text === null) return null;
    fields[name] = text;
  }
  if (!esewaSignatureValid(data.signed_field_names, fields, data.signature, merchant.secretKey)) return null;
  return { gatewayRef: data.transaction_uuid };
}

function decodeData(data: unknown): string | null {
  if (typeof data !== "string" || data.length > MAX_ESEWA_DATA_CHARS) return null;
  if (!BASE64.test(data) || data.length % 4 !== 0) return null;
  return Buffer.from(data, "base64").toString("utf8");
}

/**
 * A signed field's text as eSewa signed it: a string as it is; a number as the JSON spells it
 * (`1000.0`, which JSON.parse would turn into 1000), when the JSON has that key once.
 */
function signedText(json: string, name: string, value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value !== "number") return null;
  // `name` is [a-z_] only (FIELD_NAMES), so it is safe inside a pattern.
  const tokens = [
    ...json.matchAll(new RegExp(`"${name}"\\s*:\\s*(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`, "g")),
  ];
  return tokens.length === 1 ? (tokens[0]?.[1] ?? null) : null;
}
