import { describe, expect, it } from "vitest";
import { imageSize, imageSizeProblem } from "./image-size";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

/** A PNG signature and IHDR chunk declaring the size (no pixel data needed to declare it). */
const png = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    "IHDR",
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
  );

/** A JPEG: SOI, an APP0 and a long APP1 (EXIF-sized), fill bytes, then the frame header. */
const jpeg = (width: number, height: number, sof = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    "JFIF",
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xe1],
    be16(1002),
    new Array(1000).fill(0xc0),
    [0xff, 0xff],
    [0xff, sof],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );

const riff = (chunk: number[]) => bytes("RIFF", le16(chunk.length + 4), [0, 0], "WEBP", chunk);
const webpLossy = (width: number, height: number) =>
  riff([
    ...bytes(
      "VP8 ",
      [20, 0, 0, 0],
      [0x10, 0x02, 0x00],
      [0x9d, 0x01, 0x2a],
      le16(width),
      le16(height),
      [0, 0],
    ),
  ]);
const webpLossless = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff([...bytes("VP8L", [10, 0, 0, 0], [0x2f], le16(bits & 0xffff), le16(bits >>> 16), [0, 0, 0])]);
};
const webpExtended = (width: number, height: number) =>
  riff([...bytes("VP8X", [10, 0, 0, 0], [0x10, 0, 0, 0], le24(width - 1), le24(height - 1), [0, 0])]);

describe("imageSize", () => {
  it("reads the size each format's header declares", () => {
    expect(imageSize(png(640, 480), "image/png")).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpeg(4032, 3024), "image/jpeg")).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(jpeg(1200, 900, 0xc2), "image/jpeg")).toEqual({ width: 1200, height: 900 });
    expect(imageSize(webpLossy(1024, 768), "image/webp")).toEqual({ width: 1024, height: 768 });
    expect(imageSize(webpLossless(300, 200), "image/webp")).toEqual({ width: 300, height: 200 });
    expect(imageSize(webpExtended(5000, 4000), "image/webp")).toEqual({ width: 5000, height: 4000 });
  });

  it("walks JPEG segments forward only: a DHT (C4) is not a frame, a zero length or a scan stops it", () => {
    const huffmanFirst = bytes([0xff, 0xd8], [0xff, 0xc4], be16(4), [0, 0], [...jpeg(10, 20).subarray(2)]);
    expect(imageSize(huffmanFirst, "image/jpeg")).toEqual({ width: 10, height: 20 });
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0]), "image/jpeg")).toBeNull();
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xda, 0, 8], new Array(20).fill(0)), "image/jpeg")).toBeNull();
    // A segment claiming to run past the end stops the walk instead of reading beyond it.
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2]), "image/jpeg")).toBeNull();
  });

  it("finds no size in a cut-off or foreign header", () => {
    expect(imageSize(png(1, 1).subarray(0, 20), "image/png")).toBeNull();
    expect(imageSize(png(0, 10), "image/png")).toBeNull();
    expect(
      imageSize(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8Z", new Array(20).fill(0)), "image/webp"),
    ).toBeNull();
    expect(imageSize(jpeg(10, 0), "image/jpeg")).toBeNull();
  });
});

describe("imageSizeProblem", () => {
  it("refuses a decompression bomb: 30000 × 30000 declared in a few bytes, in every format", () => {
    expect(imageSizeProblem(png(30000, 30000), "image/png")).toBe("media.image_too_many_pixels");
    expect(imageSizeProblem(jpeg(30000, 30000), "image/jpeg")).toBe("media.image_too_many_pixels");
    expect(imageSizeProblem(webpLossy(16000, 16000), "image/webp")).toBe("media.image_too_many_pixels");
    expect(imageSizeProblem(webpLossless(16384, 16384), "image/webp")).toBe("media.image_too_many_pixels");
    expect(imageSizeProblem(webpExtended(30000, 30000), "image/webp")).toBe("media.image_too_many_pixels");
  });

  it("caps each side at 8000 and the area at 40 megapixels; a phone photo passes", () => {
    expect(imageSizeProblem(png(8000, 5000), "image/png")).toBeNull();
    expect(imageSizeProblem(png(8001, 10), "image/png")).toBe("media.image_too_many_pixels");
    expect(imageSizeProblem(png(7000, 7000), "image/png")).toBe("media.image_too_many_pixels");
    expect(imageSizeProblem(jpeg(4032, 3024), "image/jpeg")).toBeNull();
    expect(imageSizeProblem(png(1, 1).subarray(0, 16), "image/png")).toBe("media.image_unreadable");
  });
});
