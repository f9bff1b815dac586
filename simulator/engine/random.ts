import { Big, dec } from '@contract-kit/money';

/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same merchant picks and amounts,
 * in Node and in the browser, so a scenario replays identically.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('SeededRandom.pick: nothing to pick from');
    return items[this.int(items.length)] as T;
  }

  /**
   * A decimal amount in [min, max] with `decimals` places (uniform over the steps of 10^-decimals), as a string.
   * Integer arithmetic on the step count keeps it exact.
   */
  amount(min: string, max: string, decimals = 2): string {
    const unit = new Big(10).pow(decimals);
    const low = dec(min).times(unit).round(0, Big.roundUp);
    const high = dec(max).times(unit).round(0, Big.roundDown);
    if (high.lt(low)) throw new Error(`SeededRandom.amount: empty range ${min}..${max}`);
    const span = Number(high.minus(low).plus(1).toFixed(0));
    return low.plus(this.int(span)).div(unit).toFixed(decimals);
  }
}

/** A 32-bit seed from any string (scenario names), for when no number is given. */
export function seedFromString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
