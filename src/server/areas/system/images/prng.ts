/** A small deterministic random source (mulberry32), so every image is the same on every start. */
export interface Random {
  /** 0 <= x < 1 */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max), rounded to one decimal (keeps the SVG short). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => Math.round((min + next() * (max - min)) * 10) / 10,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}
