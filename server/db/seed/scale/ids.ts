/** Deterministic ids and per-row random streams for the scale seed: row n of a table is a pure function of n. */
import { createRandom, type Random } from "../random";

/** murmur3's 32-bit finaliser: a bijection on 32-bit integers that scatters neighbouring inputs. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const hex8 = (value: number) => value.toString(16).padStart(8, "0");

/**
 * A version 4 UUID for row `n` of a table (`salt` tells tables apart). The first 32 bits are a
 * bijection of n, so ids within a table never collide (n < 2^32).
 */
export function uuidOf(salt: number, n: number): string {
  const a = hex8(mix32(n ^ mix32(salt)));
  const b = mix32(n + 0x9e3779b9 * salt);
  const c = mix32(b ^ 0x7f4a7c15);
  const d = mix32(c + n);
  const bh = hex8(b);
  const ch = hex8(c);
  const variant = "89ab"[c >>> 30];
  return `${a}-${bh.slice(0, 4)}-4${bh.slice(5, 8)}-${variant}${ch.slice(1, 4)}-${ch.slice(4, 8)}${hex8(d)}`;
}

/** The random stream of row `n` of a table: the same numbers on every run. */
export function rowRandom(salt: number, n: number): Random {
  return createRandom(mix32(mix32(salt) ^ mix32(n + salt * 0x632be5ab)));
}

export const SALT = { user: 11, job: 23, bid: 37 } as const;
