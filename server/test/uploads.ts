/** File bytes and multipart forms, for the tests of anything that takes an upload. */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
// A 1x1 transparent PNG.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** A PNG's signature and IHDR chunk declaring width × height: all a decompression bomb needs to claim its size. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

/** A baseline JPEG's start, up to the frame header declaring width × height. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...app0]), frame, Buffer.from([0xff, 0xd9])]);
}

export const HTML = Buffer.from("<!doctype html><title>x</title><script>alert(document.cookie)</script>");

type Part = { name: string; value: string } | { name: string; fileName: string; type: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----sipalu${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "data" in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push("data" in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST (or PUT) `parts` to `url` as a same-origin browser form, signed in with `cookie` when given. */
export function postForm(
  app: FastifyInstance,
  url: string,
  cookie: string | undefined,
  parts: Part[],
  method: "POST" | "PUT" = "POST",
) {
  const body = multipart(parts);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { "content-type": body.contentType, ...(cookie ? { cookie } : {}) },
  });
}
