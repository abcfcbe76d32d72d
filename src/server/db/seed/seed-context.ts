import { Faker, base, en } from '@faker-js/faker';
import { imageCounts, type ImageKind } from '@/contract/images';
import type { Db } from '@/server/db/database';

/** URL of a generated image served by the app itself; n wraps around the kind's count (1-based). */
export function imageUrl(kind: ImageKind, n: number): string {
  const count = imageCounts[kind];
  const index = (((Math.trunc(n) - 1) % count) + count) % count;
  return `/images/${kind}/${index + 1}.svg`;
}

export interface SeedContext {
  db: Db;
  /** The moment of seeding: seeded dates lie before it. */
  now: Date;
  adminId: string;
  /** The 23 seeded accounts besides the admin, in a fixed order. */
  memberIds: string[];
  /** A faker of its own per area and fixed seed, so the data is the same on every first start. */
  faker(area: string): Faker;
  /** ISO timestamp `amount` units before `now`. */
  ago(amount: number, unit: 'minutes' | 'hours' | 'days'): string;
  /** ISO timestamp `amount` units after `now`. */
  ahead(amount: number, unit: 'minutes' | 'hours' | 'days'): string;
}

const unitMs = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

function seedNumber(area: string): number {
  let hash = 2166136261;
  for (const char of `ardent-studio:${area}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

export function createSeedContext(db: Db, now: Date, adminId: string, memberIds: string[]): SeedContext {
  return {
    db,
    now,
    adminId,
    memberIds,
    faker(area) {
      const faker = new Faker({ locale: [en, base] });
      faker.seed(seedNumber(area));
      return faker;
    },
    ago: (amount, unit) => new Date(now.getTime() - amount * unitMs[unit]).toISOString(),
    ahead: (amount, unit) => new Date(now.getTime() + amount * unitMs[unit]).toISOString(),
  };
}
