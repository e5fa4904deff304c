import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Brotli or gzip for API JSON and the app's HTML of 1 KB or more, at a quick Brotli level: these are
 * compressed per response. The built assets come precompressed at the best level instead
 * (scripts/precompress.ts, served by client-app.ts), and the live-events stream is hijacked, so
 * it is never buffered by a compressor.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
});
