import { fileURLToPath } from "node:url";
import { lintFromString, loadConfig, type NormalizedProblem } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";

// Issue 17: Redocly's recommended rules (redocly.yaml) on the document the server serves.

const CONFIG = fileURLToPath(new URL("../../redocly.yaml", import.meta.url));

/** The warnings the document keeps, each for its reason; any other warning fails. */
const KNOWN_WARNINGS = [
  {
    rule: "no-ambiguous-paths",
    at: "#/paths/~1api~1professionals~1metrics~1{id}",
    why: "the spec fixes /api/professionals/metrics/{id} beside /api/professionals/{id}/reviews; an id is a UUID (its pattern says so), never `metrics`",
  },
  {
    rule: "operation-2xx-response",
    at: "#/paths/~1api~1login/get/responses",
    why: "GET /api/login only ever redirects (302 to the login page)",
  },
  {
    rule: "operation-2xx-response",
    at: "#/paths/~1api~1payments~1{id}~1return/get/responses",
    why: "the gateways' return only ever redirects the browser on to the job (303)",
  },
];

const where = (problem: NormalizedProblem) => problem.location[0]?.pointer ?? "";
const described = (problem: NormalizedProblem) =>
  `${problem.ruleId} at ${where(problem)}: ${problem.message}`;

let t: TestApp;
let source: string;
let problems: NormalizedProblem[];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  source = response.body;
  problems = await lintFromString({
    source,
    absoluteRef: "http://localhost/api/docs/json",
    config: await loadConfig({ configPath: CONFIG }),
  });
});
afterAll(() => t?.close());

describe("the served API document, linted by Redocly (recommended rules)", () => {
  it("has no errors", () => {
    expect(problems.filter((problem) => problem.severity === "error").map(described)).toEqual([]);
  });

  it("has no warnings but the known ones", () => {
    const known = (problem: NormalizedProblem) =>
      KNOWN_WARNINGS.some((warning) => warning.rule === problem.ruleId && warning.at === where(problem));
    expect(problems.filter((problem) => !known(problem)).map(described)).toEqual([]);
    // A known warning that went away leaves the list.
    for (const warning of KNOWN_WARNINGS) {
      expect(
        problems.some((problem) => problem.ruleId === warning.rule && where(problem) === warning.at),
        `${warning.rule} at ${warning.at} is gone: take it off KNOWN_WARNINGS`,
      ).toBe(true);
    }
  });

  it("lints with the rules of redocly.yaml, which fail a broken document", async () => {
    const broken = JSON.parse(source);
    broken.paths["/api/health"].get.operationId = broken.paths["/api/version"].get.operationId;
    delete broken.paths["/api/jobs/mine"].get.security;
    const found = await lintFromString({
      source: JSON.stringify(broken),
      absoluteRef: "http://localhost/api/docs/json",
      config: await loadConfig({ configPath: CONFIG }),
    });
    const errors = found.filter((problem) => problem.severity === "error").map((problem) => problem.ruleId);
    expect(errors).toContain("operation-operationId-unique");
    expect(errors).toContain("security-defined");
  });
});
