import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const alias = {
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
};

/** API tests run on the embedded PostgreSQL, and again on TEST_DATABASE_URL's server when it is set. */
const apiProject = (
  name: string,
  globalSetup: string,
  exclude: string[] = [],
): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    include: ["server/**/*.test.ts"],
    exclude,
    environment: "node",
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
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          include: ["client/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["client/src/test/setup.ts"],
        },
      },
      apiProject("api", "server/test/global-setup-embedded.ts"),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject("api-pg", "server/test/global-setup-external.ts", ["server/durability.test.ts"])]
        : []),
    ],
  },
});
