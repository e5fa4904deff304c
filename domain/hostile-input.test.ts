import { describe, expect, it } from "vitest";
import { LoginBody } from "./auth/schemas";
import { TIME_PATTERN } from "./availability/rules";
import { IdempotencyKey } from "./idempotency";
import { UUID_PATTERN } from "./ids";
import { makeAiSummary } from "./jobs/rules";
import { MEDIA_PATH } from "./media/rules";
import { normalizeNepaliMobile } from "./phone-rules";
import { findPlaceIn, locationFilterTerms, searchPlaces } from "./places";

// Issue 15, finding 1: every pattern that reads what a caller sends runs in time linear in its
// length, so a long value built to make it backtrack costs the server's only thread nothing.
// Each input is 100,000 characters, more than any body field may hold: a quadratic pattern takes
// seconds on it (17 s for the old job summary), a linear one a few milliseconds (the budget leaves
// room for a busy test machine).
const N = 100_000;
const runs = (text: string) => text.repeat(Math.ceil(N / text.length)).slice(0, N);

const HOSTILE = [
  runs("."),
  `x${runs(".")}x`,
  runs("!?."),
  runs(" "),
  `${runs(" ")}x`,
  runs("a"),
  `${runs("a.")}!`,
  runs("9"),
  `+977${runs("9")}`,
  runs("0-"),
  runs("(9)"),
  runs("१"),
  `/api/media/${runs("a")}`,
  runs("00:"),
  runs("a-"),
  `${runs("a")}@`,
  runs("ङ्ग"),
  runs("shw"),
];

function cost(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const READERS: Record<string, (input: string) => unknown> = {
  "a job summary (title)": (input) => makeAiSummary(input, "Fix it"),
  "a job summary (description)": (input) => makeAiSummary("Fix it", input),
  "a phone number": (input) => normalizeNepaliMobile(input),
  "an id": (input) => UUID_PATTERN.test(input),
  "a photo path": (input) => MEDIA_PATH.test(input),
  "a time of day": (input) => TIME_PATTERN.test(input),
  "an idempotency key": (input) => IdempotencyKey.safeParse(input),
  "an email": (input) => LoginBody.safeParse({ email: input, password: "x" }),
  "a place (search)": (input) => searchPlaces(input),
  "a place (location filter)": (input) => locationFilterTerms(input),
  "a place (instant request)": (input) => findPlaceIn(input),
};

describe("a pattern reading request input", () => {
  for (const [what, read] of Object.entries(READERS)) {
    it(`reads ${what} in linear time, whatever the input`, () => {
      for (const input of HOSTILE) {
        expect(
          cost(() => read(input)),
          JSON.stringify(input.slice(0, 16)),
        ).toBeLessThan(250);
      }
    });
  }

  it("drops a title's closing punctuation as before", () => {
    expect(makeAiSummary("Fix the tap?!.", "Drips")).toMatch(/^Fix the tap\. Drips /);
    expect(makeAiSummary("...", "Drips")).toMatch(/^Drips /);
    expect(makeAiSummary("  Wire a fan.  ", "")).toMatch(/^Wire a fan\. /);
  });
});
