import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientAppPlugin, readClientBuild } from "./client-app";
import { securityHeadersPlugin } from "./security-headers";

const THEME_SCRIPT = "document.documentElement.classList.add('dark')";
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-client-"));
  await fs.mkdir(path.join(dir, "assets"));
  await fs.writeFile(
    path.join(dir, "index.html"),
    `<html><script>${THEME_SCRIPT}</script><div id="root"></div></html>`,
  );
  await fs.writeFile(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
  await fs.writeFile(path.join(dir, "favicon.svg"), "<svg/>");
  const client = await readClientBuild(dir);
  app = Fastify();
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
    expect(response.statusCode).toBe(200);
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

it("caches hashed assets for a year and revalidates other files", async () => {
  const asset = await app.inject({ url: "/assets/index-abc123.js" });
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const icon = await app.inject({ url: "/favicon.svg" });
  expect(icon.headers["cache-control"]).toBe("no-cache");
});

it("answers unknown API paths and non-GET page requests with a JSON 404", async () => {
  const api = await app.inject({ url: "/api/nothing" });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ message: "Not found: GET /api/nothing" });
  const post = await app.inject({ method: "POST", url: "/jobs" });
  expect(post.statusCode).toBe(404);
});
