import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT as port, SERVER_DATA_DIR } from "./e2e/server-data";

const baseURL = `http://localhost:${port}`;

/** Browser journeys against the built app on a fresh embedded database with the demo data. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test costs about a third of the run's time: CI records the retry
    // of a failed test; locally, run with --trace on (or --retries 1) to get one.
    trace: "on-first-retry",
    // Each new context would register the service worker once the page is idle and precache the
    // whole build (130 files) while the journey runs: work for nothing but the journeys about it,
    // which allow it (pwa.spec.ts, offline.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // The demo logins, signed in once through the API for the journeys not about signing in.
    { name: "signed-in", testMatch: /signed-in\.setup\.ts$/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["signed-in"] },
  ],
  webServer: {
    command: `rm -rf ${JSON.stringify(SERVER_DATA_DIR)} && tsx server/main.ts`,
    env: {
      PORT: String(port),
      DATA_DIR: SERVER_DATA_DIR,
      NODE_ENV: "production",
      // No SMS gateway: the journeys read the SMS in Sipalu's sandbox.
      SMS_SANDBOX: "on",
      LOG_LEVEL: "warn",
      // The push journey plays the push service on a local port (e2e/push.spec.ts).
      PUSH_ENDPOINT_ALLOW: "127.0.0.1",
      // Every journey signs people up from 127.0.0.1, more than one address's 20 an hour; the
      // limits are the API tests' (server/security/rate-limits.test.ts).
      RATE_LIMITS: "off",
    },
    url: `${baseURL}/api/version`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
