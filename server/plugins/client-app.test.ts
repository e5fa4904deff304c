import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientAppPlugin, preferredEncoding, readClientBuild } from "./client-app";
import { compressionPlugin } from "./compression";
import { securityHeadersPlugin } from "./security-headers";

const THEME_SCRIPT = "document.documentElement.classList.add('dark')";
// Big enough to be worth compressing (at least 1 KB).
const PAGE_TEXT = "Sipalu ".repeat(300);
const BUNDLE = `console.log(${JSON.stringify("x".repeat(2000))})`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-client-"));
  await fs.mkdir(path.join(dir, "assets"));
  await fs.writeFile(
    path.join(dir, "index.html"),
    `<html><head><meta name="description" content="The app." /><title>Sipalu</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><p>${PAGE_TEXT}</p></body></html>`,
  );
  await fs.writeFile(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
  // A hashed bundle with the Brotli copy the build writes next to it (scripts/precompress.ts).
  await fs.writeFile(path.join(dir, "assets", "big-def456.js"), BUNDLE);
  await fs.writeFile(path.join(dir, "assets", "big-def456.js.br"), brotliCompressSync(BUNDLE));
  await fs.writeFile(path.join(dir, "favicon.svg"), "<svg/>");
  await fs.mkdir(path.join(dir, "catalog", "products"), { recursive: true });
  await fs.writeFile(path.join(dir, "catalog", "products", "claw-hammer.svg"), "<svg/>");
  // What the build says each first page needs beyond the app (scripts/route-preloads.ts).
  await fs.writeFile(
    path.join(dir, "route-preloads.json"),
    JSON.stringify({ "": ["assets/landing-1.js"], professionals: ["assets/pros-2.js", "assets/card-3.js"] }),
  );
  // Each page's English title and description (scripts/page-meta.ts).
  await fs.writeFile(
    path.join(dir, "page-meta.json"),
    JSON.stringify({
      landing: { title: "Skilled professionals across Nepal · Sipalu", description: "Find & hire." },
      professionals: { title: "Professionals · Sipalu", description: 'Plumbers, "electricians" <and more>.' },
      product: { title: "Product · Sipalu", description: "A product of the shop." },
      notFound: { title: "404 Page Not Found · Sipalu", description: "This page does not exist on Sipalu." },
    }),
  );
  await fs.writeFile(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {})");
  await fs.writeFile(path.join(dir, "manifest.webmanifest"), '{"name":"Sipalu"}');
  const client = await readClientBuild(dir);
  app = Fastify();
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, { scriptHashes: client?.scriptHashes ?? [] });
  await app.register(clientAppPlugin, { client });
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

it("answers page paths with index.html, revalidated, its inline script allowed by hash", async () => {
  for (const url of ["/", "/jobs-hub", "/no/such/page?x=1"]) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(url === "/no/such/page?x=1" ? 404 : 200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<div id="root">');
  }
  const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
  const csp = (await app.inject({ url: "/" })).headers["content-security-policy"];
  expect(csp).toContain(`'sha256-${hash}'`);
  const scriptSrc = String(csp)
    .split("; ")
    .find((directive) => directive.startsWith("script-src"));
  expect(scriptSrc).not.toContain("unsafe-inline");
});

it("answers 200 for the app's pages and 404, with the app (its not-found page), for any other path", async () => {
  const pages = [
    "/",
    "/login",
    "/professionals?skills=plumb",
    "/professionals/",
    "/Marketplace",
    "/marketplace/0b9d8a5e-1f0e-4a55-9a4c-2f5c8b1d6e70",
    "/training/anything-at-all",
    "/orders/42",
    "/admin/verifications",
  ];
  for (const url of pages) expect((await app.inject({ url })).statusCode, url).toBe(200);
  const missing = ["/no-such-page", "/professionals/extra", "/marketplace/a/b", "/admin/nothing", "/jobs//"];
  for (const url of missing) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  }
  // HEAD as GET; a missing file or API path stays a JSON 404.
  expect((await app.inject({ method: "HEAD", url: "/nowhere" })).statusCode).toBe(404);
  expect((await app.inject({ url: "/nowhere.js" })).headers["content-type"]).toMatch(/json/);
});

it("caches hashed assets for a year, catalogue illustrations for a day, and revalidates other files", async () => {
  const asset = await app.inject({ url: "/assets/index-abc123.js" });
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const illustration = await app.inject({ url: "/catalog/products/claw-hammer.svg" });
  expect(illustration.statusCode).toBe(200);
  expect(illustration.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(illustration.headers["cache-control"]).toBe("public, max-age=86400");
  const icon = await app.inject({ url: "/favicon.svg" });
  expect(icon.headers["cache-control"]).toBe("no-cache");
});

it("serves the service worker and the manifest with their types, revalidated on every load", async () => {
  const worker = await app.inject({ url: "/sw.js" });
  expect(worker.statusCode).toBe(200);
  expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers["cache-control"]).toBe("no-cache");
  expect(worker.body).toContain("addEventListener");
  const manifest = await app.inject({ url: "/manifest.webmanifest" });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers["cache-control"]).toBe("no-cache");
  const csp = String(worker.headers["content-security-policy"]);
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
});

it("answers a missing file with a 404, never with the app's page", async () => {
  for (const url of ["/sw-old.js", "/assets/gone-123.js", "/icons/none.png?v=2"]) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
  }
  const page = await app.inject({ url: "/professionals?next=/shop.html" });
  expect(page.headers["content-type"]).toMatch(/text\/html/);
});

it("answers unknown API paths and non-GET page requests with a JSON 404", async () => {
  const api = await app.inject({ url: "/api/nothing" });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({
    code: "route.not_found",
    message: "Not found: GET /api/nothing",
    params: { method: "GET", path: "/api/nothing" },
  });
  const post = await app.inject({ method: "POST", url: "/jobs" });
  expect(post.statusCode).toBe(404);
});

it("sends the build's Brotli copy of a bundle to browsers that take it, the plain file to others", async () => {
  const br = await app.inject({ url: "/assets/big-def456.js", headers: { "accept-encoding": "br, gzip" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
  const plain = await app.inject({ url: "/assets/big-def456.js" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toBe(BUNDLE);
});

it("compresses the app's page and API answers", async () => {
  const page = await app.inject({ url: "/jobs", headers: { "accept-encoding": "gzip" } });
  expect(page.headers["content-encoding"]).toBe("gzip");
  expect(page.headers["cache-control"]).toBe("no-cache");
  expect(gunzipSync(page.rawPayload).toString()).toContain(PAGE_TEXT);
  const brotli = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<div id="root">');
  const notFound = await app.inject({ url: "/api/nothing", headers: { "accept-encoding": "br" } });
  expect(notFound.json()).toEqual({
    code: "route.not_found",
    message: "Not found: GET /api/nothing",
    params: { method: "GET", path: "/api/nothing" },
  });
});

it("picks Brotli, then gzip, and honours q=0", () => {
  expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
  expect(preferredEncoding("*")).toBe("gzip");
  expect(preferredEncoding("identity")).toBeNull();
  expect(preferredEncoding(undefined)).toBeNull();
  expect(preferredEncoding(" BR ; q=0.000 , gzip ; q=0.5")).toBe("gzip");
  expect(preferredEncoding("br;level=5;q=0, gzip;q=0.")).toBeNull();
  expect(preferredEncoding("br;q=0.01")).toBe("br");
});

it("reads a hostile Accept-Encoding in time linear in its length", () => {
  // Shapes that made a quadratic reading take 4 s at 64 KB (four times the header cap). A wall-clock
  // budget fails on a busy machine; the growth does not: eight times the length takes about eight
  // times as long when linear, sixty-four when quadratic (the best of five runs of each, after a
  // warm-up run, in one run).
  const hostile: ((n: number) => string)[] = [
    (n) => `gzip${" ".repeat(n)}x`,
    (n) => `gzip;${" ".repeat(n)}x`,
    (n) => `gzip;q=0.${"0".repeat(n)}1`,
    (n) => ",".repeat(n),
    (n) => "br;".repeat(n / 3),
    (n) => `${"\t ;".repeat(n / 3)}gzip`,
  ];
  const fastest = (header: string) => {
    preferredEncoding(header);
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      preferredEncoding(header);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  for (const shape of hostile) {
    const short = fastest(shape(32_768));
    const long = fastest(shape(8 * 32_768));
    const name = JSON.stringify(shape(12).slice(0, 12));
    // Below a millisecond the timer's grain decides the ratio: that is fast enough whatever it says.
    if (long > 1) expect(long / Math.max(short, 0.05), name).toBeLessThan(24);
    expect(long, name).toBeLessThan(1_000);
  }
});

it("answers an unknown API path spelled with escapes with JSON, not the app's page", async () => {
  const response = await app.inject({ url: "/%61pi/nothing" });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    code: "route.not_found",
    message: "Not found: GET /%61pi/nothing",
    params: { method: "GET", path: "/%61pi/nothing" },
  });
});

it("names a first page's chunks for preloading in its HTML", async () => {
  const pros = (await app.inject({ url: "/professionals?skills=plumb" })).body;
  expect(pros).toContain('<link rel="modulepreload" crossorigin href="/assets/pros-2.js">');
  expect(pros).toContain('<link rel="modulepreload" crossorigin href="/assets/card-3.js">');
  expect(pros).not.toContain("landing-1.js");
  expect((await app.inject({ url: "/" })).body).toContain('href="/assets/landing-1.js"');
  for (const url of ["/jobs", "/professionals/extra", "/no/such/page"]) {
    expect((await app.inject({ url })).body).not.toContain("modulepreload");
  }
});

it("gives each page its own title and description for readers that run no script, escaped", async () => {
  const titleOf = async (url: string) => {
    const body = (await app.inject({ url })).body;
    return [
      /<title>([^<]*)<\/title>/.exec(body)?.[1],
      /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
    ];
  };
  expect(await titleOf("/professionals?skills=plumb")).toEqual([
    "Professionals · Sipalu",
    "Plumbers, &quot;electricians&quot; &lt;and more&gt;.",
  ]);
  expect(await titleOf("/")).toEqual(["Skilled professionals across Nepal · Sipalu", "Find &amp; hire."]);
  expect(await titleOf("/marketplace/3f0b")).toEqual(["Product · Sipalu", "A product of the shop."]);
  expect(await titleOf("/no/such/page")).toEqual([
    "404 Page Not Found · Sipalu",
    "This page does not exist on Sipalu.",
  ]);
  // A page the build has no words for keeps the app's own.
  expect(await titleOf("/jobs")).toEqual(["Sipalu", "The app."]);
  // Its preloads stay with it.
  expect((await app.inject({ url: "/professionals" })).body).toContain('href="/assets/pros-2.js"');
});
