import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readClientBuild } from "../plugins/client-app";
import { createTestApp, signUp, type TestApp } from "../test/app";

// Issue 15, findings 1 and 6: one anonymous caller must not be able to stall the only thread with
// a header built to be slow to read, nor hold connections open by sending a request slowly.
let dir: string;
let production: TestApp;
let productionPort: number;
let strict: TestApp;
let strictPort: number;

/** Timeouts small enough to watch, on a server that listens like the real one. */
const STRICT = { headersMs: 300, requestMs: 400, idleMs: 600, keepAliveMs: 300, checkEveryMs: 50 };

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-slow-"));
  await fs.mkdir(path.join(dir, "assets"));
  await fs.writeFile(
    path.join(dir, "index.html"),
    `<html><head></head><body>${"Sipalu ".repeat(300)}</body></html>`,
  );
  await fs.writeFile(path.join(dir, "assets", "index-abc123.js"), `console.log("${"x".repeat(2000)}")`);
  const client = await readClientBuild(dir);
  if (!client) throw new Error("the test client build was not read");
  production = await createTestApp({ env: "production", client });
  productionPort = await listen(production);
  strict = await createTestApp({ timeouts: STRICT });
  strictPort = await listen(strict);
});
afterAll(async () => {
  await Promise.all([production?.close(), strict?.close()]);
  await fs.rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(port: number, urlPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: urlPath, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("latin1");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection that writes `first`, then a byte every `everyMs`; resolves how long the server kept it open. */
function trickle(port: number, first: string, byte: string, everyMs: number, giveUpMs: number) {
  return new Promise<{ closedAfterMs: number | null; answer: string }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(first));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    const drip = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(byte);
    }, everyMs);
    const done = (closedAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => done(null), giveUpMs);
    socket.on("close", () => done(Date.now() - started));
    socket.on("error", () => undefined);
  });
}

/** A trickle the server cut off within a second of `limitMs`, answering 408 (or resetting first). */
function expectTimedOut(trickled: { closedAfterMs: number | null; answer: string }, limitMs: number) {
  const { closedAfterMs, answer } = trickled;
  expect(closedAfterMs, "the connection was still open after 3 s").not.toBeNull();
  expect(closedAfterMs).toBeLessThan(limitMs + 1_000);
  // 408, unless the reset of the dripping socket reaches the client before the answer does.
  expect(
    answer === "" || answer.startsWith("HTTP/1.1 408"),
    `${closedAfterMs} ms: ${answer.slice(0, 40)}`,
  ).toBe(true);
}

describe("a header built to be slow to read", () => {
  // 16,000 spaces inside one coding: within the 16 KB header cap, and the worst input for a
  // pattern that retries at every space.
  const hostile = `gzip${" ".repeat(16_000)}x`;

  it("costs the server next to nothing: 20 at once leave /api/health answering within 200 ms", async () => {
    const paths = ["/", "/jobs", "/api/version", "/assets/index-abc123.js", "/api/no-such-thing"];
    // Three rounds: every one must show no stall (the quadratic reading held the thread 5 s), and
    // the best within 200 ms (a busy test machine may slow one round on its own).
    const healthMs: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const attack = Array.from({ length: 20 }, (_, i) =>
        get(productionPort, paths[i % paths.length] ?? "/", { "accept-encoding": hostile }),
      );
      // Let the attack's requests reach the server first, then ask what a load balancer asks.
      await sleep(50);
      const started = performance.now();
      const health = await get(productionPort, "/api/health");
      healthMs.push(performance.now() - started);
      expect(health.status).toBe(200);
      // Each hostile request was still answered, without an encoding it did not ask for.
      for (const answer of await Promise.all(attack)) {
        expect([200, 404]).toContain(answer.status);
        expect(answer.headers["content-encoding"]).toBeUndefined();
      }
    }
    for (const ms of healthMs) expect(ms).toBeLessThan(1_000);
    expect(Math.min(...healthMs)).toBeLessThan(200);
  });

  it("is refused with 431 above the 16 KB header cap", async () => {
    const answer = await get(productionPort, "/", { "accept-encoding": `gzip${" ".repeat(17_000)}x` });
    expect(answer.status).toBe(431);
  });
});

describe("a slow client", () => {
  it("trickling a body is cut off once the request timeout passes", async () => {
    const headers = [
      "POST /api/auth/login HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      "Content-Length: 100000",
      "",
      "{",
    ].join("\r\n");
    // A byte every 20 ms: never idle, never done.
    expectTimedOut(await trickle(strictPort, headers, " ", 20, 3_000), STRICT.requestMs);
  });

  it("trickling its headers is cut off once the headers timeout passes", async () => {
    expectTimedOut(
      await trickle(strictPort, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X", 20, 3_000),
      STRICT.headersMs,
    );
  });

  it("keeping an idle connection alive is let go after the keep-alive timeout", async () => {
    const { closedAfterMs, answer } = await trickle(
      strictPort,
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      "",
      1_000_000,
      4_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs, "the idle connection was still open after 4 s").not.toBeNull();
    // Node lets a kept-alive connection linger a second past keepAliveTimeout, for a late request.
    expect(closedAfterMs).toBeLessThan(STRICT.keepAliveMs + 2_000);
  });

  it("does not cut the live-events stream, which outlives every request timeout", async () => {
    const { cookie } = await signUp(strict.app);
    const closed = await new Promise<boolean>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port: strictPort, path: "/api/events", headers: { cookie }, agent: false },
        (res) => {
          expect(res.statusCode).toBe(200);
          let ended = false;
          res.on("close", () => {
            ended = true;
          });
          res.resume();
          // Well past the headers, request, idle and keep-alive timeouts and many of Node's checks:
          // the stream's first comment comes only after 25 s.
          setTimeout(() => {
            request.destroy();
            resolve(ended);
          }, 3 * STRICT.requestMs);
        },
      );
      request.on("error", reject);
    });
    expect(closed).toBe(false);
  });
});
