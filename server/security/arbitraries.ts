import fc from "fast-check";
import { type ZodType, z } from "zod";
import {
  anyJson,
  deepNesting,
  Entries,
  encodeUrlText,
  hugeText,
  oddNumber,
  oddQueryValue,
  oddText,
  RawJson,
  toJson,
} from "./odd-values";
import { bodyIsRefused, queryIsRefused } from "./refusal";

/** The parts of a JSON Schema (as `z.toJSONSchema` writes them) that the generators read. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
};

/** What a client may send for the schema (its input side: before coercion, defaults and transforms). */
export const inputJsonSchema = (schema: ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

// ---------------------------------------------------------------------------------------------
// Valid values

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

const plainText = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: min, maxLength: max });

/** Text for a free-text field of the given bounds: plain words, or odd unicode cut to fit. */
export type TextFor = (min: number, max: number) => fc.Arbitrary<string>;
export const plainTextFor: TextFor = (min, max) =>
  plainText(Math.max(min, 1), Math.max(Math.min(max, 24), min, 1));
export const oddTextFor: TextFor = (min, max) =>
  fc
    .oneof(oddText, hugeText)
    .map((text) => text.slice(0, max))
    .filter((text) => text.length >= min);

/** Field names whose format lives in a refinement that the JSON Schema cannot show. */
const NAMED_FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.stringMatching(/^[a-z]{2,12}\.[a-z0-9]{1,8}@example\.np$/),
  phone: fc.stringMatching(/^98\d{8}$/),
  deliveryPhone: fc.stringMatching(/^98\d{8}$/),
};

function validString(schema: JsonSchema, text: TextFor, name?: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 1_000_000;
  const named = name ? NAMED_FORMATS[name] : undefined;
  if (named) return named;
  if (schema.format === "uuid") return fc.uuid({ version: 4 });
  if (schema.format === "date-time") {
    const soon = Date.now() + 60 * 60 * 1000;
    return fc
      .integer({ min: soon, max: soon + 6 * 24 * 60 * 60 * 1000 })
      .map((ms) => new Date(ms).toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return text(min, max);
}

/** Whole steps of `multipleOf` (or integers), else any double in range: -0, 5e-324, 89.99999999999999. */
function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  if (typeOf(schema) === "number" && schema.multipleOf === undefined) {
    return fc.double({
      min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
      max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
      minExcluded: schema.minimum === undefined && schema.exclusiveMinimum !== undefined,
      maxExcluded: schema.maximum === undefined && schema.exclusiveMaximum !== undefined,
      noNaN: true,
      noDefaultInfinity: true,
    });
  }
  const step = schema.multipleOf ?? 1;
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + step;
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 100_000) - step;
  return fc
    .integer({ min: Math.ceil(low / step), max: Math.floor(high / step) })
    .map((units) => Math.round(units * step * 100) / 100);
}

/** A value the schema's shape allows (refinements across fields may still refuse it). */
function validValue(schema: JsonSchema, text: TextFor = plainTextFor, name?: string): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValue(option, text, name)));
  switch (typeOf(schema)) {
    case "object":
      return validObject(schema, text);
    case "array": {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, Math.max(min, 3));
      return fc.array(validValue(schema.items ?? {}, text), { minLength: min, maxLength: max });
    }
    case "string":
      return validString(schema, text, name);
    case "integer":
    case "number":
      return validNumber(schema);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return plainText(1, 8);
  }
}

export function validObject(
  schema: JsonSchema,
  text: TextFor = plainTextFor,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, text, key)]),
  );
  return fc.record(shape, { requiredKeys: schema.required ?? [] });
}

// ---------------------------------------------------------------------------------------------
// Malformed values: each generator keeps only what the route's own zod schema (or Fastify's JSON
// parser, before it) refuses, so every request it makes must be answered with a 4xx.

/** A malformed part of a request (a JSON body's text or a query string) and what is wrong with it. */
type Malformed = { text: string; note: string };

/** Values wrong for a field: another type, 100k characters, odd unicode, odd numbers, deep nesting. */
function badValue(field: JsonSchema): fc.Arbitrary<{ value: unknown; note: string }> {
  const tooMany = (field.maxItems ?? 0) + 1;
  return fc.oneof(
    anyJson.map((value) => ({ value, note: "wrong type" })),
    hugeText.map((value) => ({ value, note: "100k characters" })),
    oddText.map((value) => ({ value, note: "odd unicode" })),
    oddNumber.map((value) => ({ value, note: `number ${value.text}` })),
    deepNesting.map((value) => ({ value, note: "deep nesting" })),
    fc
      .array(anyJson, { minLength: tooMany, maxLength: tooMany })
      .map((value) => ({ value, note: `array of ${tooMany}` })),
  );
}

const asEntries = (value: Record<string, unknown>): [string, unknown][] => Object.entries(value);
const isObject = (value: unknown) => !!value && typeof value === "object" && !Array.isArray(value);

/** JSON bodies the route's body schema refuses. */
export function malformedBody(schema: ZodType): fc.Arbitrary<Malformed> {
  const json = inputJsonSchema(schema);
  const properties = json.properties ?? {};
  const keys = Object.keys(properties);
  const required = json.required ?? [];
  const base = validObject(json);
  const body = (list: [string, unknown][], note: string): Malformed => ({
    text: toJson(new Entries(list)),
    note,
  });
  const kinds: fc.Arbitrary<Malformed>[] = [
    fc
      .oneof(
        anyJson.filter(
          (value) => !isObject(value) && !(value instanceof RawJson && value.text.startsWith("{")),
        ),
        base.map((value) => [value]),
      )
      .map((value) => ({ text: toJson(value), note: "not an object" })),
    fc
      .tuple(
        base,
        fc.constantFrom<[string, unknown]>(
          ["__proto__", { role: "admin" }],
          ["constructor", { prototype: { role: "admin" } }],
        ),
      )
      .map(([value, extra]) => body([...asEntries(value), extra], `prototype key ${extra[0]}`)),
  ];
  if (keys.length > 0) {
    const oneBad = fc
      .tuple(base, fc.constantFrom(...keys))
      .chain(([value, key]) => badValue(properties[key] ?? {}).map((bad) => ({ value, key, bad })));
    kinds.push(
      oneBad.map(({ value, key, bad }) =>
        body([...asEntries(value).filter(([name]) => name !== key), [key, bad.value]], `${key}: ${bad.note}`),
      ),
      oneBad.map(({ value, key, bad }) =>
        body([...asEntries(value), [key, bad.value]], `${key} repeated, the last ${bad.note}`),
      ),
      fc
        .tuple(oneBad, fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { minKeys: 1, maxKeys: 4 }))
        .map(([{ value, key, bad }, extra]) =>
          body(
            [...asEntries(value), ...asEntries(extra), [key, bad.value]],
            `${key}: ${bad.note}, with extra fields`,
          ),
        ),
    );
  }
  if (required.length > 0) {
    kinds.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) =>
        body(
          asEntries(value).filter(([name]) => name !== key),
          `${key} missing`,
        ),
      ),
    );
  }
  return fc.oneof(...kinds).filter((malformed) => bodyIsRefused(schema, malformed.text));
}

/** The query string of a value (arrays as repeated keys, nulls left out). */
export function toQuery(value: Record<string, unknown>): string {
  return Object.entries(value)
    .flatMap(([key, item]) => (Array.isArray(item) ? item.map((one) => [key, one]) : [[key, item]]))
    .filter(([, item]) => item !== null && item !== undefined)
    .map(([key, item]) => `${encodeURIComponent(String(key))}=${encodeUrlText(String(item))}`)
    .join("&");
}

const QUERY_NOISE = [
  "__proto__=x",
  "constructor[prototype][role]=admin",
  "=x",
  "&&",
  "x[]=1",
  "x[0][1]=2",
  "%zz=%zz",
];

/** Query strings the route's querystring schema refuses: bad values, repeated keys, missing keys. */
export function malformedQuery(schema: ZodType): fc.Arbitrary<Malformed> {
  const json = inputJsonSchema(schema);
  const keys = Object.keys(json.properties ?? {});
  const required = json.required ?? [];
  const base = validObject(json).map(toQuery);
  const join = (...parts: string[]) => parts.filter(Boolean).join("&");
  const kinds: fc.Arbitrary<Malformed>[] = [];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    kinds.push(
      fc.tuple(base, key, oddQueryValue, fc.subarray(QUERY_NOISE)).map(([query, name, value, noise]) => ({
        text: join(query, `${name}=${value}`, ...noise),
        note: `${name}=${value.slice(0, 40)}`,
      })),
      fc
        .tuple(base, key, fc.array(oddQueryValue, { minLength: 2, maxLength: 3 }))
        .map(([query, name, values]) => ({
          text: join(query, ...values.map((value) => `${name}=${value}`)),
          note: `${name} repeated`,
        })),
      fc
        .tuple(base, key)
        .map(([query, name]) => ({ text: join(query, `${name}[]=1`, `${name}[]=2`), note: `${name}[]` })),
    );
  }
  if (required.length > 0) {
    kinds.push(
      fc.subarray(QUERY_NOISE).map((noise) => ({ text: join(...noise), note: "required keys missing" })),
    );
  }
  const refused = kinds.length > 0 ? fc.oneof(...kinds) : fc.constant({ text: "", note: "" });
  return refused.filter((malformed) => queryIsRefused(schema, malformed.text));
}
