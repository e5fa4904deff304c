import { z } from "zod";

/** Bytes of a file (the handler sends a Buffer), as OpenAPI describes a binary body. */
const Binary = z.instanceof(Buffer).meta({ type: "string", format: "binary" });

/**
 * A response whose body is a file of one of these types (a photo, a document), for a route's
 * `response`: documented under each content type as binary, never as JSON.
 */
export function fileResponse(description: string, contentTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: Binary }])),
  };
}

/** A Server-Sent Events stream (text/event-stream), for a route's `response`. */
export function eventStreamResponse(description: string) {
  return { description, content: { "text/event-stream": { schema: z.string() } } };
}

/** A response header as the API document lists it. */
export type ResponseHeader = { description: string; schema: { type: "string" | "integer"; enum?: string[] } };

/** The body schema of a response that also carries these headers (e.g. a list's total count). */
export function withHeaders<T extends z.ZodType>(schema: T, headers: Record<string, ResponseHeader>): T {
  const flat = Object.fromEntries(
    Object.entries(headers).map(([name, { description, schema: header }]) => [
      name,
      { ...header, description },
    ]),
  );
  return schema.meta({ headers: flat }) as T;
}

/** A redirect without a body; the API document adds its Location header. */
export const redirectResponse = (description: string) => z.null().describe(description);
