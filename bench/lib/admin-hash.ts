/**
 * Deterministic numbers for the seeded rows: every fact of customer `i` (its guid, name, state,
 * creation time) is a hash of `i`, so the request table can name real rows without the bench
 * keeping a million customers in memory, and the same seed gives the same database.
 */

/** murmur3's 32-bit finaliser: a bijection of 32-bit integers that mixes every bit. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export class Hasher {
  constructor(private readonly seed: number) {}

  /** A 32-bit hash of (salt, index). */
  word(salt: number, index: number): number {
    return mix32(mix32(index ^ Math.imul(salt + 1, 0x9e3779b9)) + this.seed);
  }

  /** A number in [0, 1) from (salt, index). */
  unit(salt: number, index: number): number {
    return this.word(salt, index) / 2 ** 32;
  }

  /** Whole number in [0, n). */
  below(salt: number, index: number, n: number): number {
    return Math.floor(this.unit(salt, index) * n);
  }

  /**
   * 32 lower-case hex digits, unique per (kind, index) for index < 2^32: the first word is a
   * bijection of the index for a given kind and seed; the others only look random.
   */
  guid(kind: number, index: number): string {
    const first = mix32((index ^ Math.imul(kind + 1, 0x27d4eb2d) ^ this.seed) >>> 0);
    return (
      hex(first) +
      hex(this.word(kind + 101, index)) +
      hex(this.word(kind + 202, index)) +
      hex(this.word(kind + 303, index))
    );
  }
}

const bytes = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** 8 hex digits of a 32-bit word (a table of bytes: this runs tens of millions of times). */
const hex = (word: number) =>
  `${bytes[word >>> 24]}${bytes[(word >>> 16) & 255]}${bytes[(word >>> 8) & 255]}${bytes[word & 255]}`;

/** A small seeded generator for the request table's choices (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
