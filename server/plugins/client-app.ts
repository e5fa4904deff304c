import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { appPageAt } from "../../domain/app-routes";
import { appError } from "../errors";
import { sendError } from "./errors";
import { isApiRequest } from "./route-path";

type Encoding = "br" | "gzip";

/** A page's HTML, and compressed once for every request. */
export type PageHtml = { html: string } & Record<Encoding, Buffer>;

/** A page's title and description (scripts/page-meta.ts). */
type PageMeta = { title: string; description: string };

/** What index.html becomes for a path (see pageHtml): the parts, and each variant made once. */
type Pages = {
  indexHtml: string;
  /** First path segment → the chunks that page needs beyond the app's. */
  preloads: Map<string, readonly string[]>;
  /** The app's page name (domain/app-routes.ts, "landing", "notFound") → its title and description. */
  meta: Record<string, PageMeta>;
  /** Made on first use: keys are the build's own first pages × the app's pages, a bounded set. */
  made: Map<string, PageHtml>;
};

export type ClientBuild = {
  dir: string;
  indexHtml: string;
  pages: Pages;
  scriptHashes: string[];
  builtAt: Date;
};

/** The file of the build listing each first page's chunks (scripts/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = "route-preloads.json";
/** The file of the build with each page's English title and description (scripts/page-meta.ts). */
const PAGE_META_FILE = "page-meta.json";

const compressed = (html: string): PageHtml => ({
  html,
  br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
  gzip: gzipSync(html, { level: 9 }),
});

/** index.html with <link rel="modulepreload"> for these chunks, so they download with the app's. */
export function withModulePreloads(indexHtml: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("\n    ");
  return files.length === 0 ? indexHtml : indexHtml.replace("</head>", `  ${links}\n  </head>`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** index.html with this page's <title> and meta description in place of the app's own. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
}

/**
 * The HTML for a page path: a page a cold load often lands on ("/", "/professionals", "/jobs", …,
 * one segment at most, as client/src/app/preload-route.ts) names its chunks for preloading, and
 * every page carries its own title and description for readers that run no script (a link preview
 * shows "Professionals · Sipalu"): "/" is the landing page a visitor sees, an unknown path the
 * not-found page.
 */
export function pageHtml(pages: Pages, pathname: string): PageHtml {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments.length > 1 ? undefined : (segments[0] ?? "");
  const route = first !== undefined && pages.preloads.has(first) ? first : "*";
  const page = appPageAt(pathname);
  const name = page === "home" ? "landing" : (page ?? "notFound");
  const meta = pages.meta[name];
  const key = `${route}|${meta ? name : ""}`;
  let made = pages.made.get(key);
  if (!made) {
    const html = withModulePreloads(pages.indexHtml, pages.preloads.get(route) ?? []);
    made = compressed(meta ? withPageMeta(html, meta) : html);
    pages.made.set(key, made);
  }
  return made;
}

/**
 * Brotli when the browser takes it, else gzip, else nothing (an encoding with q=0 is refused).
 * The header is the caller's, up to 16 KB: one pass over its characters, allocating nothing per
 * coding or parameter. (Splitting on the pattern "spaces, semicolon, spaces" retried at every space
 * of a long run of spaces: quadratic, a third of a second of the only thread for one 16 KB header;
 * splitting into arrays made the garbage collector's work grow faster than the header.)
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const header = acceptEncoding ?? "";
  let br = false;
  let gzip = false;
  // The coding being read: its name, whether a q= parameter was seen, and whether it refused it.
  let name: "br" | "gzip" | "*" | null = null;
  let weighed = false;
  let refused = false;
  let partStart = 0;
  let firstPart = true;
  for (let i = 0; i <= header.length; i += 1) {
    const char = i < header.length ? header[i] : ",";
    if (char !== "," && char !== ";") continue;
    let from = partStart;
    let to = i;
    while (from < to && isSpace(header[from])) from += 1;
    while (to > from && isSpace(header[to - 1])) to -= 1;
    if (firstPart) name = codingName(header, from, to);
    else if (
      !weighed &&
      to - from >= 2 &&
      (header[from] === "q" || header[from] === "Q") &&
      header[from + 1] === "="
    ) {
      weighed = true;
      refused = isZeroWeight(header, from + 2, to);
    }
    partStart = i + 1;
    firstPart = char === ",";
    if (char === ",") {
      if (!refused && name === "br") br = true;
      if (!refused && (name === "gzip" || name === "*")) gzip = true;
      name = null;
      weighed = false;
      refused = false;
    }
  }
  if (br) return "br";
  if (gzip) return "gzip";
  return null;
}

const isSpace = (char: string | undefined) => char === " " || char === "\t";

/** The coding named in header[from, to), when it is one this server sends (any case). */
function codingName(header: string, from: number, to: number): "br" | "gzip" | "*" | null {
  if (to === from || to - from > 4) return null;
  const name = header.slice(from, to).toLowerCase();
  return name === "br" || name === "gzip" || name === "*" ? name : null;
}

/** Whether header[from, to) is "0", "0.", "0.0", "0.000": a weight of zero, which refuses the coding. */
function isZeroWeight(header: string, from: number, to: number): boolean {
  if (header[from] !== "0") return false;
  if (to - from === 1) return true;
  if (header[from + 1] !== ".") return false;
  for (let i = from + 2; i < to; i += 1) if (header[i] !== "0") return false;
  return true;
}

/** The built client (`vite build`), or null when it hasn't been built (API-only, e.g. in tests). */
export async function readClientBuild(dir: string): Promise<ClientBuild | null> {
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) return null;
  const [indexHtml, stat] = await Promise.all([fs.readFile(indexFile, "utf8"), fs.stat(indexFile)]);
  // CSP hashes of the inline scripts (the theme script that runs before first paint).
  const scriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}`,
  );
  const readJson = async <T>(file: string, otherwise: T): Promise<T> =>
    existsSync(path.join(dir, file))
      ? (JSON.parse(await fs.readFile(path.join(dir, file), "utf8")) as T)
      : otherwise;
  const preloads = await readJson<Record<string, string[]>>(ROUTE_PRELOADS_FILE, {});
  const meta = await readJson<Record<string, PageMeta>>(PAGE_META_FILE, {});
  const pages: Pages = { indexHtml, preloads: new Map(Object.entries(preloads)), meta, made: new Map() };
  return { dir, indexHtml, pages, scriptHashes, builtAt: stat.mtime };
}

/**
 * A path naming a file (/sw.js, /manifest.webmanifest, /assets/old-chunk.js): its last segment ends
 * in an extension. A missing one is a 404, never the app's page: a service worker or script must
 * not silently become HTML. (String operations: the URL is the caller's.)
 */
function looksLikeFile(url: string): boolean {
  const path = url.split("?")[0] ?? url;
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  const extension = name.slice(dot + 1);
  return dot > 0 && extension.length > 0 && [...extension].every(isExtensionChar);
}

const isExtensionChar = (char: string) =>
  (char >= "a" && char <= "z") || (char >= "A" && char <= "Z") || (char >= "0" && char <= "9");

/**
 * How long a browser keeps a file of the build: hashed assets a year; the catalogue's illustrations
 * (client/public/catalog, many per page, rarely redrawn) a day; everything else revalidated.
 */
function cacheControl(dir: string, filePath: string): string {
  const [top] = path.relative(dir, filePath).split(path.sep);
  if (top === "assets") return "public, max-age=31536000, immutable";
  if (top === "catalog") return "public, max-age=86400";
  return "no-cache";
}

/**
 * Serves the client's files (cached as cacheControl says; Brotli or gzip
 * copies made at build time when the browser takes them) and answers
 * every other page path with index.html so the client router can show it: 200 for the app's pages
 * (domain/app-routes.ts), 404 for any other path, whose page is the app's "404 Page Not Found" (so
 * search engines and link checkers see a missing page as missing). Unknown API paths and missing
 * files get a JSON 404. The service worker (/sw.js) and the manifest are revalidated on
 * every request, so a new build reaches installed apps.
 */
export const clientAppPlugin = fp(
  async (app: FastifyInstance, { client }: { client: ClientBuild | null }) => {
    if (client) {
      await app.register(fastifyStatic, {
        root: client.dir,
        index: false,
        wildcard: false,
        // The build writes .br and .gz copies (scripts/precompress.ts); the best accepted one is sent.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => res.setHeader("cache-control", cacheControl(client.dir, filePath)),
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !isApiRequest(request) &&
        !looksLikeFile(request.url);
      if (client && isPage) {
        const pathname = request.url.split("?")[0] ?? "/";
        reply
          .code(appPageAt(pathname) ? 200 : 404)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-cache");
        // Not a route, so the compression hook (plugins/compression.ts) does not see it: the page
        // is compressed once, when the build is read.
        const page = pageHtml(client.pages, pathname);
        const encoding = preferredEncoding(request.headers["accept-encoding"]);
        reply.header("vary", "accept-encoding");
        if (!encoding) return reply.send(page.html);
        return reply.header("content-encoding", encoding).send(page[encoding]);
      }
      // Sent here, not thrown: this plugin answers the same without the app's error handler.
      return sendError(
        reply,
        appError("route.not_found", { method: request.method, path: request.url.split("?")[0] ?? "" }),
      );
    });
  },
);
