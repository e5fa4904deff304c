/**
 * How hard the suite digs. `npm test` runs the fast tier: a fixed-seed sample of the fuzzer that
 * still reaches every route as every role, and each race fired once. `npm run test:deep` sets
 * SIPALU_DEEP=1: 10,000+ fuzz requests from a random seed (printed; FUZZ_SEED replays it), every
 * race fired 4 times, and the durability test (vitest.config.ts). Every assertion of the fast tier
 * runs in the deep one too; only the number of samples and rounds changes.
 */
export const DEEP = process.env.SIPALU_DEEP === "1";

/** How many times each race is fired: in the deep tier, a lucky interleaving must not pass for a guarantee. */
export const RACE_ROUNDS = DEEP ? 4 : 1;

/** The accept/decline/cancel race rotates which of the three goes first: once each, twice deep. */
export const HIRE_RACE_ROUNDS = DEEP ? 6 : 3;

const fixedSeed = 20_261_125;
const seedFromEnv = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
if (seedFromEnv !== undefined && !Number.isSafeInteger(seedFromEnv)) {
  throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);
}

export const FUZZ = {
  /** FUZZ_SEED when given; else fixed in the fast tier (reproducible), random in the deep one. */
  seed: seedFromEnv ?? (DEEP ? Math.floor(Math.random() * 2 ** 31) : fixedSeed),
  /** Malformed requests over all routes and roles; each route gets at least one batch per role whatever this is. */
  malformedTarget: DEEP ? 10_000 : 0,
  /** Well-formed requests with odd text, per route that takes input, per role. */
  hostileRuns: DEEP ? 8 : 2,
  /** Batches of raw requests (huge bodies, broken multipart, odd cookies and keys) per role. */
  rawRuns: DEEP ? 30 : 8,
};
