import fs from "node:fs/promises";
import type { OutgoingHttpHeaders } from "node:http";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readClientBuild } from "../plugins/client-app";
import { API_CSP } from "../plugins/security-headers";
import { createTestApp, signUp, type TestApp } from "../test/app";

// OWASP ASVS 5.0 chapter 3: every response, whatever answers it, carries the browser hardening headers.
let dir: string;
let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-headers-"));
  await fs.mkdir(path.join(dir, "assets"));
  await fs.writeFile(
    path.join(dir, "index.html"),
    `<html><head><script>document.documentElement.lang='en'</script></head><body><div id="root"></div></body></html>`,
  );
  await fs.writeFile(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
  await fs.writeFile(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {})");
  await fs.writeFile(path.join(dir, "favicon.svg"), "<svg/>");
  const client = await readClientBuild(dir);
  if (!client) throw new Error("the test client build was not read");
  t = await createTestApp({ client, rateLimits: { signup: { max: 1, windowMs: 60_000 } } });
  production = await createTestApp({ env: "production" });
});
afterAll(async () => {
  await Promise.all([t?.close(), production?.close()]);
  await fs.rm(dir, { recursive: true, force: true });
});

function expectHardened(headers: OutgoingHttpHeaders | http.IncomingHttpHeaders, what: string) {
  const csp = String(headers["content-security-policy"]);
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  if (csp === API_CSP) {
    // Data: nothing in an API answer may load or run at all.
    expect(csp).toMatch(/^default-src 'none'/);
  } else {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc, `${what}: script-src`).toMatch(/^script-src 'self'/);
    expect(scriptSrc, `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  }
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: referrer policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], `${what}: frame options`).toBe("DENY");
}

describe("security headers", () => {
  it("are on API answers, errors and 404s", async () => {
    const requests = [
      { what: "API JSON", status: 200, request: { url: "/api/version" } },
      { what: "401", status: 401, request: { url: "/api/auth/user" } },
      { what: "API 404", status: 404, request: { url: "/api/no-such-thing" } },
      {
        what: "bad JSON",
        status: 400,
        request: {
          method: "POST" as const,
          url: "/api/auth/login",
          payload: "{not json",
          headers: { "content-type": "application/json" },
        },
      },
      {
        what: "validation error",
        status: 400,
        request: { method: "POST" as const, url: "/api/auth/login", payload: { email: "x" } },
      },
      { what: "missing file", status: 404, request: { url: "/assets/gone-000000.js" } },
    ];
    for (const { what, status, request } of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, what).toBe(status);
      expectHardened(response.headers, what);
    }
  });

  it("are on a rate-limited answer", async () => {
    await signUp(t.app);
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "late@example.np", password: "long-enough-1", firstName: "A", lastName: "B" },
    });
    expect(limited.statusCode).toBe(429);
    expectHardened(limited.headers, "429");
  });

  it("are on the app's pages, its files and the service worker", async () => {
    for (const url of [
      "/",
      "/jobs",
      "/profile?tab=basic",
      "/assets/index-abc123.js",
      "/favicon.svg",
      "/sw.js",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectHardened(response.headers, url);
    }
    // The page's own inline script is allowed by its hash, not by 'unsafe-inline'.
    const page = await t.app.inject({ url: "/" });
    expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(self\)/);
  });

  it("give API answers the data policy, in which nothing may load or run", async () => {
    for (const url of ["/api/version", "/api/no-such-thing", "/api/auth/user"]) {
      const response = await t.app.inject({ url });
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("are on the live-events stream, which is written outside the usual reply", async () => {
    const { cookie } = await signUp(production.app);
    await production.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = production.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port, path: "/api/events", headers: { cookie } },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers["content-type"]).toMatch(/text\/event-stream/);
          resolve(res.headers);
          request.destroy();
        },
      );
      request.on("error", reject);
    });
    expectHardened(headers, "event stream");
  });

  it("forbid storing any API answer: the session's, errors, sign-up's cookie, refusals", async () => {
    const { cookie } = await signUp(production.app);
    const answers = {
      "my account": await production.app.inject({ url: "/api/auth/user", headers: { cookie } }),
      "my jobs": await production.app.inject({ url: "/api/jobs/mine", headers: { cookie } }),
      "401": await production.app.inject({ url: "/api/auth/user" }),
      "API 404": await production.app.inject({ url: "/api/no-such-thing" }),
      "escaped path": await production.app.inject({ url: "/%61pi/auth/user", headers: { cookie } }),
      "sign-up": await production.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "nostore@example.np", password: "long-enough-1", firstName: "A", lastName: "B" },
      }),
      "cross-origin write": await production.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie, origin: "https://evil.example" },
        payload: {},
      }),
      "API docs": await production.app.inject({ url: "/api/docs/json" }),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.headers["cache-control"], `${what} (${response.statusCode})`).toMatch(/\bno-store\b/);
    }
    expect(answers["my account"].statusCode).toBe(200);
    expect(answers["sign-up"].headers["set-cookie"]).toBeDefined();
  });

  it("leave the caching of answers that are the same for everyone to their routes", async () => {
    const highlights = await t.app.inject({ url: "/api/reviews/highlights" });
    expect(highlights.headers["cache-control"]).toBe("public, max-age=300");
    for (const url of ["/", "/jobs"]) {
      expect((await t.app.inject({ url })).headers["cache-control"], url).toBe("no-cache");
    }
    expect((await t.app.inject({ url: "/assets/index-abc123.js" })).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("include HSTS in production, even on a plain-HTTP request behind a proxy", async () => {
    for (const url of ["/api/version", "/api/no-such-thing"]) {
      const response = await production.app.inject({ url });
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    }
    const local = await t.app.inject({ url: "/api/version" });
    expect(local.headers["strict-transport-security"]).toBeUndefined();
  });
});
