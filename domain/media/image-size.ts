// An image's pixel size read from its header, so a photo or document that would take gigabytes to
// decode (a "decompression bomb": a few kilobytes declaring 30000 × 30000 pixels) is refused
// before anyone's browser or a future thumbnailer opens it.

/** Longest side and area an uploaded image may declare: enough for any phone camera's photo. */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = `Image must be at most ${MAX_IMAGE_SIDE} pixels on each side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
export const IMAGE_UNREADABLE = "The image could not be read: its header is damaged or incomplete";

export type ImageType = "image/jpeg" | "image/png" | "image/webp";
export type ImageSize = { width: number; height: number };

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((char, index) => b[at + index] === char.charCodeAt(0));

/** PNG: the first chunk must be IHDR, width and height as big-endian 32-bit numbers. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || !ascii(b, 12, "IHDR")) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** JPEG markers that start a frame (SOF0-3, 5-7, 9-11, 13-15) and so carry its size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walks the segments from the start, each by its stated length, always forward (a length
 * under 2 or past the end stops it), until the frame header; the scan data is never reached.
 */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    // Fill bytes: any number of 0xFF before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: restart markers and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || at + 9 > b.length) return null;
      return { width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk after "RIFF....WEBP" is VP8X (extended), VP8L (lossless) or "VP8 " (lossy). */
function webpSize(b: Uint8Array): ImageSize | null {
  if (ascii(b, 12, "VP8X") && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (ascii(b, 12, "VP8L") && b.length >= 25) {
    if (b[20] !== 0x2f) return null;
    const bits = u16le(b, 21) + u16le(b, 23) * 0x10000;
    return { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 0x4000) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, "VP8 ") && b.length >= 30) {
    // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** The pixel size the image's header declares, or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  const size =
    type === "image/png" ? pngSize(bytes) : type === "image/jpeg" ? jpegSize(bytes) : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** The refusal (domain/errors.ts) of an image whose header is unreadable or declares too many pixels; null when fine. */
export function imageSizeProblem(
  bytes: Uint8Array,
  type: ImageType,
): "media.image_unreadable" | "media.image_too_many_pixels" | null {
  const size = imageSize(bytes, type);
  if (!size) return "media.image_unreadable";
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return "media.image_too_many_pixels";
  }
  return null;
}
