import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type ClientBuild = { dir: string; indexHtml: string; scriptHashes: string[]; builtAt: Date };

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
  return { dir, indexHtml, scriptHashes, builtAt: stat.mtime };
}

/**
 * Serves the client's files (hashed assets cached for a year, the rest revalidated) and answers
 * every other page path with index.html so the client router can show it; unknown API paths get
 * a JSON 404.
 */
export const clientAppPlugin = fp(
  async (app: FastifyInstance, { client }: { client: ClientBuild | null }) => {
    if (client) {
      await app.register(fastifyStatic, {
        root: client.dir,
        index: false,
        wildcard: false,
        preCompressed: false,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
      if (client && isPage) {
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(client.indexHtml);
      }
      return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split("?")[0]}` });
    });
  },
);
