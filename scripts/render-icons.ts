/**
 * Renders the app icons in client/public from the logo in favicon.svg: the manifest's 192 and 512
 * icons, a maskable 512 (glyph inside the safe zone on a full crimson square) and the 180 px
 * apple-touch-icon. Run it when the logo changes:
 *
 *   npx tsx scripts/render-icons.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "client", "public");
const logo = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
const background = /<rect[^>]*fill="(#[0-9a-f]+)"/i.exec(logo)?.[1] ?? "#b3222d";
// The logo's drawing without its rounded background square.
const glyph = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");

/** The glyph scaled about the centre on a full square, for icons the platform crops itself. */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
  `<g transform="translate(16 16.5) scale(${scale}) translate(-16 -16)">${glyph}</g></svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  // Maskable: everything that matters within the central 80 % circle.
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed(0.66) },
  // iOS rounds the corners itself and fills transparency with black.
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.82) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: true });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
