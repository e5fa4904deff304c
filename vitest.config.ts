import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
// With its extension, as Vite's config loader asks (TypeScript finds depth.ts for it).
import { DEEP } from "./server/test/depth.js";

const alias = {
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
};

/**
 * Client tests written as `.test.ts` run in Node, without a DOM (jsdom costs a second or more per
 * file); these need one: they touch document, window, localStorage or navigator, render hooks, or
 * import lib/i18n, which sets the page's lang. Components (`.test.tsx`) always get jsdom.
 */
const CLIENT_TESTS_WITH_A_DOM = [
  "client/src/app/live-event-table.test.ts",
  "client/src/features/app-update/force-update.test.ts",
  "client/src/features/app-update/use-version-check.test.ts",
  "client/src/features/instant-help/customer/use-search-clock.test.ts",
  "client/src/features/shop/use-cart.test.ts",
  "client/src/lib/native.test.ts",
  "client/src/lib/native-push.test.ts",
  "client/src/lib/error-text.test.ts",
  "client/src/lib/theme.test.ts",
  "client/src/lib/use-toast.test.ts",
  "client/src/locales/locales.test.ts",
];

/**
 * The API tests that run a second time on TEST_DATABASE_URL's server (PostgreSQL 15 in CI, where
 * the embedded one is 18, with fsync and synchronous commits on): those whose outcome the database
 * server decides. The migrations run there for every run (the template database). The rest
 * (validation, authorization, HTTP headers and timeouts, files, pure helpers, the fuzzer's refusals)
 * would prove nothing more on a second server, and run once.
 */
const ON_EVERY_DATABASE_SERVER = [
  // Every route's query, as its owner, on this server: SQL that only a newer PostgreSQL takes fails here.
  "server/security/authorization-matrix.test.ts",
  // Concurrency: row locks, transaction isolation and unique violations decide one winner.
  "server/security/races.test.ts",
  "server/security/hire-races.test.ts",
  "server/security/quote-races.test.ts",
  "server/security/edit-races.test.ts",
  "server/features/reviews/stats-races.test.ts",
  "server/features/bids/accept.test.ts",
  "server/features/hiring/hire.test.ts",
  "server/features/shop/orders.test.ts",
  "server/features/training/enrollments.test.ts",
  "server/features/verification/review.test.ts",
  "server/features/instant-help/instant-help.test.ts",
  // Payments: 20 returns of one payment credited once, payouts racing for one balance (row and advisory locks).
  "server/features/payments/checkout.test.ts",
  "server/features/payments/payouts.test.ts",
  // An order cancelled while 20 returns of its payment arrive: captured once, refunded once (row locks).
  "server/features/payments/orders-payments.test.ts",
  // Recurring bookings: series racing for one occurrence on two instances, refused by bookings_no_overlap.
  "server/features/bookings/recurring.test.ts",
  // Unique indexes and CHECK constraints answering for the app (a duplicate email, times, radii).
  "server/features/auth/auth.test.ts",
  "server/features/availability/availability.test.ts",
  "server/features/availability/service-area.test.ts",
  "server/admin/admin.test.ts",
  // Idempotency: advisory locks and the stored replays, on two instances at once.
  "server/plugins/idempotency.test.ts",
  // UNLOGGED tables shared by instances: rate_counters, event_streams, nearby_search_cells; and
  // LISTEN/NOTIFY between instances.
  "server/security/rate-limits.test.ts",
  "server/features/messages/send-message.test.ts",
  "server/features/events/events.test.ts",
  "server/features/events/stream-lifetime.test.ts",
  "server/features/instant-help/home-privacy.test.ts",
  // Query plans: the planner of this server must pick the indexes.
  "server/features/instant-help/nearby-index.test.ts",
  "server/features/professionals/search-index.test.ts",
  "server/features/shop/search-index.test.ts",
  "server/features/reviews/highlights.test.ts",
  // Search (ILIKE with escapes, trigrams, sort orders) and SQL written by hand: time zones
  // (Nepali days), aggregates, capped counts, the seeds' bulk inserts and COPY.
  "server/features/professionals/directory.test.ts",
  "server/features/shop/catalog.test.ts",
  "server/features/training/training.test.ts",
  // A function in SQL (professional_track_record): medians, windows, intervals.
  "server/features/dashboard/track-record.test.ts",
  "server/features/bookings/bookings.test.ts",
  "server/features/dashboard/daily-metrics.test.ts",
  "server/features/dashboard/metrics.test.ts",
  "server/db/capped-count.test.ts",
  "server/features/estimates/estimates.test.ts",
  "server/features/estimates/seeded.test.ts",
  "server/db/seed/seed.test.ts",
  "server/db/seed/scale/scale.test.ts",
];

// A file moved or renamed must not silently leave its list (and its second run or its DOM).
for (const file of [...CLIENT_TESTS_WITH_A_DOM, ...ON_EVERY_DATABASE_SERVER]) {
  if (!existsSync(fileURLToPath(new URL(file, import.meta.url)))) {
    throw new Error(`vitest.config.ts names ${file}, which does not exist: update the list`);
  }
}

/** Runs the real program and kills it: deep tier only (server/test/depth.ts). */
const DURABILITY_TEST = "server/durability.test.ts";

const apiProject = (
  name: string,
  globalSetup: string,
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    include,
    exclude,
    environment: "node",
    // One module graph for all of a worker's files: each file builds its own app on its own
    // database, and no server test mocks a module or changes a global (measured: see README).
    isolate: false,
    globalSetup: [globalSetup],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "domain",
          include: ["domain/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // Pure functions: importing their modules once per worker, not once per file, is safe.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "client-node",
          include: ["client/src/**/*.test.ts"],
          exclude: CLIENT_TESTS_WITH_A_DOM,
          environment: "node",
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          include: ["client/src/**/*.test.tsx", ...CLIENT_TESTS_WITH_A_DOM],
          environment: "jsdom",
          // One worker and one jsdom for all the DOM files, each started afresh by fresh-file.ts
          // (the app's modules, the page, storage, timers, globals): a process per file spent
          // more time loading jsdom and React than running the tests (see README).
          isolate: false,
          setupFiles: ["client/src/test/fresh-file.ts", "client/src/test/setup.ts"],
          // A page's first test loads its lazy chunks through Vite's transform: seconds on a busy
          // machine, where the 5 s default failed tests that pass in a fraction of it when quiet.
          testTimeout: 15_000,
        },
      },
      // The API tests on the embedded PostgreSQL, and again on TEST_DATABASE_URL's server when set.
      apiProject(
        "api",
        "server/test/global-setup-embedded.ts",
        ["server/**/*.test.ts"],
        DEEP ? [] : [DURABILITY_TEST],
      ),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject("api-pg", "server/test/global-setup-external.ts", ON_EVERY_DATABASE_SERVER)]
        : []),
    ],
  },
});
