import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './sign-in-throttle';

describe('sign-in throttle', () => {
  const minute = 60_000;

  it('refuses the 11th try of an account within 15 minutes, until the oldest failure is 15 minutes old', () => {
    let time = 0;
    const throttle = createSignInThrottle({ now: () => time });
    for (let i = 0; i < 10; i++) {
      expect(throttle.begin('a@example.com', `10.0.0.${i}`)).toHaveProperty('attempt');
      time += minute;
    }
    // Other addresses, same account (any spelling of its email).
    expect(throttle.begin(' A@Example.com ', '10.0.1.1')).toEqual({ retryAfterSeconds: 5 * 60 });
    time = 15 * minute;
    expect(throttle.begin('a@example.com', '10.0.1.1')).toHaveProperty('attempt');
  });

  it('refuses an address after 10 failures across accounts; other addresses go on', () => {
    const throttle = createSignInThrottle({ now: () => 0 });
    for (let i = 0; i < 10; i++) throttle.begin(`user${i}@example.com`, '10.0.0.1');
    expect(throttle.begin('fresh@example.com', '10.0.0.1')).toEqual({ retryAfterSeconds: 900 });
    expect(throttle.begin('fresh@example.com', '10.0.0.2')).toHaveProperty('attempt');
  });

  it('counts a try from its start, so parallel guesses cannot pass the limit', () => {
    const throttle = createSignInThrottle({ now: () => 0 });
    const started = Array.from({ length: 20 }, () => throttle.begin('a@example.com', '10.0.0.1'));
    expect(started.filter((check) => 'attempt' in check)).toHaveLength(10);
  });

  it('forgets a forgiven try, and a success forgets the account’s failures but not the address’s', () => {
    const throttle = createSignInThrottle({ now: () => 0 });
    for (let i = 0; i < 9; i++) throttle.begin('a@example.com', '10.0.0.1');
    const busy = throttle.begin('a@example.com', '10.0.0.1');
    if (!('attempt' in busy)) throw new Error('expected a try');
    busy.attempt.forgive();
    const success = throttle.begin('a@example.com', '10.0.0.2');
    if (!('attempt' in success)) throw new Error('expected a try');
    success.attempt.succeeded();
    for (let i = 0; i < 9; i++) expect(throttle.begin('a@example.com', `10.0.1.${i}`)).toHaveProperty('attempt');
    // 10.0.0.1 has its 9 failures: one more try, then it waits.
    expect(throttle.begin('b@example.com', '10.0.0.1')).toHaveProperty('attempt');
    expect(throttle.begin('c@example.com', '10.0.0.1')).toHaveProperty('retryAfterSeconds');
  });

  it('keeps at most maxKeys keys', () => {
    const throttle = createSignInThrottle({ now: () => 0, maxKeys: 4 });
    for (let i = 0; i < 10; i++) throttle.begin('a@example.com', `10.0.0.${i}`);
    // The account key was used last each time and stays; the throttle still refuses it at its limit.
    expect(throttle.begin('a@example.com', '10.0.9.9')).toHaveProperty('retryAfterSeconds');
  });
});
