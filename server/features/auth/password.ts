import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt's cost N in production: 2^15 (with r=8, p=1) is the OWASP recommended minimum, about
 * 50 ms on one core. Only tests hash with less (PASSWORD_HASH_COST; refused in production).
 */
export const PRODUCTION_HASH_COST = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** A cost scrypt takes: a power of two from 2 to 2^20. */
export const isHashCost = (cost: number) =>
  Number.isInteger(cost) && cost >= 2 && cost <= 2 ** 20 && (cost & (cost - 1)) === 0;

function derive(password: string, salt: Buffer, params: Required<Pick<ScryptOptions, "N" | "r" | "p">>) {
  // scrypt needs about 128·N·r bytes: twice that, and never less than Node's default of 32 MiB.
  const maxmem = Math.max(32 * 1024 * 1024, 256 * params.N * params.r);
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$key` (base64 salt and key) at cost N (production's
 * unless told). The cost goes into the hash, so a hash of any cost verifies.
 */
export async function hashPassword(password: string, cost = PRODUCTION_HASH_COST): Promise<string> {
  if (!isHashCost(cost)) throw new Error(`Not a scrypt cost (a power of two from 2 to 2^20): ${cost}`);
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P });
  return ["scrypt", cost, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !isHashCost(Number(n)) || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashing at one cost, with a decoy hash of that cost to check unknown emails against in the same time. */
export type PasswordHasher = {
  cost: number;
  hash: (password: string) => Promise<string>;
  verify: (password: string, stored: string) => Promise<boolean>;
  /** A real hash of a password nobody has, made once on first use. */
  decoy: () => Promise<string>;
};

export function passwordHasher(cost = PRODUCTION_HASH_COST): PasswordHasher {
  let decoy: Promise<string> | undefined;
  return {
    cost,
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    decoy: () => {
      decoy ??= hashPassword("not-a-real-password", cost);
      return decoy;
    },
  };
}
