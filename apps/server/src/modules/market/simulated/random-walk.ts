import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The simulated market's randomness: a seeded generator (same seed, same market) and price
 * moves with fat tails. Prices move in log space; this file never touches money — the provider
 * turns each simulated price into an integer price once.
 */
const yearMs = 365.25 * 24 * 3600 * 1000;

/** Degrees of freedom of the Student t moves: 4 gives crypto-like fat tails with finite variance. */
const tailDegrees = 4;

export class SeededRandom {
  private constructor(private readonly generator: RandomGenerator) {}

  static seeded(seed: number): SeededRandom {
    return new SeededRandom(xoroshiro128plus(seed));
  }

  /** Goes on exactly where another generator's {@link state} was taken (a new leader's walk). */
  static fromState(state: readonly number[]): SeededRandom {
    return new SeededRandom(xoroshiro128plusFromState(state));
  }

  state(): number[] {
    return [...this.generator.getState()];
  }

  /** Uniform in (0, 1): never 0, so its logarithm is finite. */
  uniform(): number {
    return 1 - uniformFloat64(this.generator);
  }

  /** Uniform integer in [min, max]. */
  integer(min: number, max: number): number {
    return min + Math.floor(uniformFloat64(this.generator) * (max - min + 1));
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    return Math.sqrt(-2 * Math.log(this.uniform())) * Math.cos(2 * Math.PI * this.uniform());
  }

  /** Student t with {@link tailDegrees} degrees of freedom, scaled to unit variance. */
  fatTailed(): number {
    let chiSquared = 0;
    for (let i = 0; i < tailDegrees; i += 1) chiSquared += this.normal() ** 2;
    const t = this.normal() / Math.sqrt(chiSquared / tailDegrees);
    return t / Math.sqrt(tailDegrees / (tailDegrees - 2));
  }
}

/**
 * One log-price move over `dtMs` for an asset of the given annual volatility; the −σ²dt/2
 * drift keeps the expected price flat.
 */
export function logMove(random: SeededRandom, annualVolatility: number, dtMs: number): number {
  const variance = annualVolatility ** 2 * (dtMs / yearMs);
  return Math.sqrt(variance) * random.fatTailed() - variance / 2;
}

/**
 * The log prices of `steps` points after `from`, the last one exactly `to`: a random walk bent
 * to meet the coarser series it fills in (a bridge), so hourly points pass through the daily ones.
 */
export function bridge(
  random: SeededRandom,
  from: number,
  to: number,
  steps: number,
  annualVolatility: number,
  stepMs: number,
): number[] {
  const moves = Array.from({ length: steps }, () => logMove(random, annualVolatility, stepMs));
  const correction = (to - from - moves.reduce((sum, move) => sum + move, 0)) / steps;
  const points: number[] = [];
  let level = from;
  for (const move of moves) {
    level += move + correction;
    points.push(level);
  }
  points[points.length - 1] = to;
  return points;
}
