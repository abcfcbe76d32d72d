import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Buffer as PackageBuffer } from '@/demo/replacements/buffer';
import { createHashingThread, type ScryptJob } from '@/demo/replacements/hashing-thread';

const APP_OPTIONS = { N: 2 ** 15, r: 8, p: 1, maxmem: 128 * 1024 * 1024 };

const job = (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptJob['options'],
): ScryptJob => ({
  password,
  salt,
  keyLength,
  options,
});

const nodeKey = ({ password, salt, keyLength, options }: ScryptJob) =>
  scryptSync(password, salt, keyLength, options);

describe('the demo hashing thread', () => {
  const thread = createHashingThread();

  it('derives RFC 7914’s test vectors', async () => {
    const empty = await thread.derive(
      job('', Buffer.from(''), 64, { N: 16, r: 1, p: 1, maxmem: 32 * 1024 * 1024 }),
    );
    expect(empty.toString('hex')).toBe(
      '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906',
    );
    const nacl = await thread.derive(
      job('password', Buffer.from('NaCl'), 64, { N: 1024, r: 8, p: 16, maxmem: 32 * 1024 * 1024 }),
    );
    expect(nacl.toString('hex')).toBe(
      'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640',
    );
  });

  it('derives the app’s keys as Node’s scryptSync, byte for byte', async () => {
    const salt = Buffer.from('3q2-7w8YbW9uZXlzYWx0', 'base64url');
    const jobs = [
      job('correct horse battery staple', salt, 64, APP_OPTIONS),
      // password.ts hands over the NFKC form: the full-width letters and the ligature become plain ones.
      job('Ｐäßwörd ﬁx 世界 🎤'.normalize('NFKC'), salt, 64, APP_OPTIONS),
      job('short key', Buffer.from([0, 255, 1, 254]), 32, {
        N: 2 ** 10,
        r: 8,
        p: 2,
        maxmem: 32 * 1024 * 1024,
      }),
    ];
    for (const each of jobs) {
      const key = await thread.derive(each);
      expect(key).toBeInstanceOf(PackageBuffer);
      expect(key.toString('base64url')).toBe(nodeKey(each).toString('base64url'));
    }
  });

  it('runs the jobs given together one after another, each getting its own key', async () => {
    const options = { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };
    const jobs = ['one', 'two', 'three'].map((password) => job(password, Buffer.from('salt'), 16, options));
    const keys = await Promise.all(jobs.map((each) => thread.derive(each)));
    expect(keys.map((key) => key.toString('hex'))).toEqual(jobs.map((each) => nodeKey(each).toString('hex')));
  });

  it('rejects parameters scrypt refuses, and goes on with the next job', async () => {
    const maxmem = 32 * 1024 * 1024;
    await expect(
      thread.derive(job('pw', Buffer.from('salt'), 16, { N: 1000, r: 8, p: 1, maxmem })),
    ).rejects.toThrow(Error);
    expect(() => nodeKey(job('pw', Buffer.from('salt'), 16, { N: 1000, r: 8, p: 1, maxmem }))).toThrow();
    const next = job('pw', Buffer.from('salt'), 16, { N: 16, r: 1, p: 1, maxmem });
    expect((await thread.derive(next)).toString('hex')).toBe(nodeKey(next).toString('hex'));
  });
});
