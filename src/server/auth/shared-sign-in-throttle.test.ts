import { describe, expect, inject, it } from 'vitest';
import { useSharedPostgresDatabase } from '@/server/testing/shared-test-database';
import { createDatabaseSignInThrottle } from './shared-sign-in-throttle';

const minute = 60_000;
let unique = 0;
/** Every test its own accounts and addresses: the tests share one database. */
const fresh = (name: string) => `${name}-${++unique}`;

// The rules of the in-memory throttle (sign-in-throttle.test.ts), counted in PostgreSQL.
describe.skipIf(!inject('postgresUrl'))('sign-in throttle in PostgreSQL', () => {
  const database = useSharedPostgresDatabase();
  const throttleAt = (now: () => number, which: 'first' | 'second' = 'first') =>
    createDatabaseSignInThrottle(database[which]().db, { now });

  it('refuses the 11th try of an account within 15 minutes, until the oldest failure is 15 minutes old', async () => {
    let time = 0;
    const throttle = throttleAt(() => time);
    const email = `${fresh('a')}@example.com`;
    for (let i = 0; i < 10; i++) {
      expect(await throttle.begin(email, `10.1.0.${i}`)).toHaveProperty('attempt');
      time += minute;
    }
    expect(await throttle.begin(` ${email.toUpperCase()} `, '10.1.1.1')).toEqual({
      retryAfterSeconds: 5 * 60,
    });
    time = 15 * minute;
    expect(await throttle.begin(email, '10.1.1.1')).toHaveProperty('attempt');
  });

  it('refuses an address after 10 failures across accounts; other addresses go on', async () => {
    const throttle = throttleAt(() => 0);
    const address = fresh('10.2.0.1');
    for (let i = 0; i < 10; i++) await throttle.begin(`${fresh('user')}@example.com`, address);
    const email = `${fresh('fresh')}@example.com`;
    expect(await throttle.begin(email, address)).toEqual({ retryAfterSeconds: 900 });
    expect(await throttle.begin(email, fresh('10.2.0.2'))).toHaveProperty('attempt');
  });

  it('counts tries from their start, so parallel guesses through two processes cannot pass the limit together', async () => {
    const first = throttleAt(() => 0, 'first');
    const second = throttleAt(() => 0, 'second');
    const email = `${fresh('parallel')}@example.com`;
    const started = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).begin(email, fresh('10.3.0'))),
    );
    expect(started.filter((check) => 'attempt' in check)).toHaveLength(10);
    // One address, many accounts, at once: the same.
    const address = fresh('10.3.1.1');
    const fromOne = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? first : second).begin(`${fresh('u')}@example.com`, address),
      ),
    );
    expect(fromOne.filter((check) => 'attempt' in check)).toHaveLength(10);
  });

  it('forgets a forgiven try, and a success forgets the account’s failures but not the address’s', async () => {
    const throttle = throttleAt(() => 0);
    const [email, one, two] = [`${fresh('a')}@example.com`, fresh('10.4.0.1'), fresh('10.4.0.2')];
    for (let i = 0; i < 9; i++) await throttle.begin(email, one);
    const busy = await throttle.begin(email, one);
    if (!('attempt' in busy)) throw new Error('expected a try');
    await busy.attempt.forgive();
    const success = await throttle.begin(email, two);
    if (!('attempt' in success)) throw new Error('expected a try');
    await success.attempt.succeeded();
    for (let i = 0; i < 9; i++)
      expect(await throttle.begin(email, fresh('10.4.1'))).toHaveProperty('attempt');
    // `one` has its 9 failures: one more try, then it waits.
    expect(await throttle.begin(`${fresh('b')}@example.com`, one)).toHaveProperty('attempt');
    expect(await throttle.begin(`${fresh('c')}@example.com`, one)).toHaveProperty('retryAfterSeconds');
  });

  it('takes a try back from the account when its address refuses it', async () => {
    const throttle = throttleAt(() => 0);
    const address = fresh('10.5.0.1');
    for (let i = 0; i < 10; i++) await throttle.begin(`${fresh('user')}@example.com`, address);
    const email = `${fresh('victim')}@example.com`;
    for (let i = 0; i < 5; i++)
      expect(await throttle.begin(email, address)).toHaveProperty('retryAfterSeconds');
    // None of the refused tries counted against the account: 10 more from elsewhere are checked.
    for (let i = 0; i < 10; i++)
      expect(await throttle.begin(email, fresh('10.5.1'))).toHaveProperty('attempt');
  });

  it('counts any email and address, however long (stored by their hash)', async () => {
    const throttle = throttleAt(() => 0);
    const email = `${'a'.repeat(300_000)}${fresh('long')}@example.com`;
    for (let i = 0; i < 10; i++)
      expect(await throttle.begin(email, `${'f'.repeat(5000)}${i}`)).toHaveProperty('attempt');
    expect(await throttle.begin(email, fresh('10.7.0.1'))).toEqual({ retryAfterSeconds: 900 });
  });

  it('sweeps keys whose tries all left the window', async () => {
    const { db } = database.first();
    const time = Date.now();
    await db
      .insertInto('sign_in_failures')
      .values({
        key: 'account:swept@example.com',
        times: [time - 20 * minute],
        expires_at: time - 5 * minute,
      })
      .execute();
    await createDatabaseSignInThrottle(db, { now: () => time }).begin(
      `${fresh('x')}@example.com`,
      fresh('10.6.0.1'),
    );
    const swept = () =>
      db
        .selectFrom('sign_in_failures')
        .select('key')
        .where('key', '=', 'account:swept@example.com')
        .execute();
    await expect.poll(async () => (await swept()).length).toBe(0);
  });
});
