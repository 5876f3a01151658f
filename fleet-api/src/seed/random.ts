// A small seeded generator (mulberry32) so the demo fleet is the same on every machine and every run.
// Each seed area draws from its own stream, derived from the area's name, so adding rows to one
// area never changes what another area generates.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashName(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export class Random {
  private readonly next: () => number;

  constructor(seed: number, stream: string) {
    this.next = mulberry32(seed ^ hashName(stream));
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float from min to max rounded to the given decimals. */
  decimal(min: number, max: number, decimals: number): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  weighted<T>(choices: Weighted<T>): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  hex(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += Math.floor(this.next() * 16).toString(16);
    return text;
  }

  guid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`;
  }

  /** Characters drawn from an alphabet. */
  chars(alphabet: string, length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    return text;
  }
}
