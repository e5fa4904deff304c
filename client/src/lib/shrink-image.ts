/**
 * A photo made at most `maxSide` pixels on its longer side, whole (scaled, never cropped), as WebP
 * (JPEG where the browser cannot write WebP), with the photo's own orientation applied. A photo
 * that already fits and is small is kept as it is; one the browser cannot read is too (the server
 * then judges it).
 */
export async function shrinkImage(file: Blob, maxSide: number, keepBelowBytes = 200_000): Promise<Blob> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= keepBelowBytes) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return file;
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  let shrunk = await encode("image/webp");
  // A browser that cannot write WebP answers with a PNG: JPEG is smaller, on white (it has no transparency).
  if (shrunk?.type !== "image/webp") {
    context.globalCompositeOperation = "destination-over";
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    shrunk = await encode("image/jpeg");
  }
  return shrunk && (scale < 1 || shrunk.size < file.size) ? shrunk : file;
}
