import fs from 'node:fs';
import path from 'node:path';
import * as nodeCrypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Buffer as PackageBuffer } from '@/demo/replacements/buffer';
import * as shim from '@/demo/replacements/node-crypto';

/** The error Node throws, or undefined. */
function thrown(action: () => unknown): (Error & { code?: string }) | undefined {
  try {
    action();
  } catch (error) {
    return error as Error & { code?: string };
  }
  return undefined;
}

/** Throws what Node throws: the same class, code and message. */
function expectSameError(node: () => unknown, demo: () => unknown) {
  const expected = thrown(node);
  const actual = thrown(demo);
  expect(expected).toBeDefined();
  expect(actual?.constructor).toBe(expected?.constructor);
  expect(actual?.code).toBe(expected?.code);
  return { expected: expected!, actual: actual! };
}

/** Every name src/server (tests aside) imports from node:crypto. */
function namesTheServerImports(): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
        for (const [, list] of fs
          .readFileSync(file, 'utf8')
          .matchAll(/import\s*\{([^}]*)\}\s*from\s*'node:crypto'/g))
          for (const name of list!.split(','))
            if (name.trim() && !name.trim().startsWith('type ')) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  };
  visit(path.resolve(import.meta.dirname, '../../server'));
  return [...names].sort();
}

describe('node:crypto for the browser', () => {
  it('exports every name the server imports from node:crypto', () => {
    const names = namesTheServerImports();
    expect(names).toEqual(
      expect.arrayContaining([
        'createHash',
        'createSecretKey',
        'randomBytes',
        'randomInt',
        'randomUUID',
        'timingSafeEqual',
      ]),
    );
    for (const name of names) expect(shim, name).toHaveProperty(name, expect.any(Function));
  });

  describe('randomUUID', () => {
    it('gives distinct version 4 UUIDs', () => {
      const ids = Array.from({ length: 100 }, () => shim.randomUUID());
      for (const id of ids)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  describe('randomBytes', () => {
    it('gives Buffers of the length asked, beyond what getRandomValues fills at once', () => {
      for (const size of [0, 1, 4, 16, 18, 32, 48, 65_536, 100_000]) {
        const bytes = shim.randomBytes(size);
        expect(bytes).toBeInstanceOf(PackageBuffer);
        expect(bytes.length).toBe(size);
      }
      // The tail past the first 64 KiB is random too, not left at zero.
      expect(
        shim
          .randomBytes(100_000)
          .subarray(65_536)
          .some((byte) => byte !== 0),
      ).toBe(true);
    });

    it('encodes as the server uses them, as Node would those bytes', () => {
      for (const size of [4, 16, 18, 32, 48]) {
        const bytes = shim.randomBytes(size);
        const same = Buffer.from(bytes);
        expect(bytes.toString('base64url')).toBe(same.toString('base64url'));
        expect(bytes.toString('hex')).toBe(same.toString('hex'));
        expect(bytes.toString('base64url')).toHaveLength(
          nodeCrypto.randomBytes(size).toString('base64url').length,
        );
      }
      expect(new Set(Array.from({ length: 50 }, () => shim.randomBytes(18).toString('base64url'))).size).toBe(
        50,
      );
    });

    it('refuses a size Node refuses', () => {
      expectSameError(
        () => nodeCrypto.randomBytes(-1),
        () => shim.randomBytes(-1),
      );
      expectSameError(
        () => nodeCrypto.randomBytes('8' as unknown as number),
        () => shim.randomBytes('8' as unknown as number),
      );
    });
  });

  describe('randomInt', () => {
    it('draws integers in [min, max), each of them', () => {
      const seen = new Set<number>();
      for (let draw = 0; draw < 2000; draw += 1) {
        const value = shim.randomInt(3, 13);
        expect(Number.isInteger(value) && value >= 3 && value < 13).toBe(true);
        seen.add(value);
      }
      expect(seen.size).toBe(10);
      for (let draw = 0; draw < 200; draw += 1) expect(shim.randomInt(0, 10 ** 8)).toBeLessThan(10 ** 8);
    });

    it('takes max alone, from 0', () => {
      const values = Array.from({ length: 200 }, () => shim.randomInt(2));
      expect(new Set(values)).toEqual(new Set([0, 1]));
    });

    it('reaches the widest range Node allows', () => {
      const max = 2 ** 48 - 1;
      const value = shim.randomInt(0, max);
      expect(value >= 0 && value < max).toBe(true);
    });

    it('refuses what Node refuses', () => {
      expectSameError(
        () => nodeCrypto.randomInt(5, 5),
        () => shim.randomInt(5, 5),
      );
      expectSameError(
        () => nodeCrypto.randomInt(1.5, 5),
        () => shim.randomInt(1.5, 5),
      );
      expectSameError(
        () => nodeCrypto.randomInt(0, 2 ** 48),
        () => shim.randomInt(0, 2 ** 48),
      );
    });
  });

  describe('createHash', () => {
    const inputs: (string | Uint8Array)[] = [
      '',
      'abc',
      'sha256:a key longer than the stored limit '.repeat(8),
      'Grüße, 世界 🎤',
      'line one\nline two',
      new Uint8Array([0, 1, 2, 253, 254, 255]),
      Buffer.from('a Node Buffer'),
      new Uint8Array(200).fill(7).subarray(10, 150),
    ];

    for (const algorithm of ['sha1', 'sha256'])
      it(`digests ${algorithm} as Node does, in every encoding the server asks for`, () => {
        for (const input of inputs) {
          for (const encoding of ['hex', 'base64', 'base64url'] as const)
            expect(shim.createHash(algorithm).update(input).digest(encoding)).toBe(
              nodeCrypto.createHash(algorithm).update(input).digest(encoding),
            );
          const bytes = shim.createHash(algorithm).update(input).digest();
          expect(bytes).toBeInstanceOf(PackageBuffer);
          expect([...bytes]).toEqual([...nodeCrypto.createHash(algorithm).update(input).digest()]);
        }
      });

    it('takes text in the encoding given, UTF-8 by default, over several updates', () => {
      const text = 'Grüße\r\nwelt';
      expect(shim.createHash('sha256').update(text, 'utf8').digest('base64')).toBe(
        nodeCrypto.createHash('sha256').update(text, 'utf8').digest('base64'),
      );
      expect(shim.createHash('sha256').update('00ff10', 'hex').digest('hex')).toBe(
        nodeCrypto.createHash('sha256').update('00ff10', 'hex').digest('hex'),
      );
      expect(
        shim
          .createHash('sha1')
          .update('one, ')
          .update(new Uint8Array([116, 119, 111]))
          .digest('hex'),
      ).toBe(nodeCrypto.createHash('sha1').update('one, two').digest('hex'));
    });

    it('matches the server’s own uses: ETags, CSP hashes, token and key hashes', () => {
      const script = 'window.__data = {"a":1};';
      expect(shim.createHash('sha1').update(script).digest('base64url').slice(0, 16)).toBe(
        nodeCrypto.createHash('sha1').update(script).digest('base64url').slice(0, 16),
      );
      expect(shim.createHash('sha256').update(script, 'utf8').digest('base64')).toBe(
        nodeCrypto.createHash('sha256').update(script, 'utf8').digest('base64'),
      );
      expect(shim.createHash('sha256').update('user-id:123456').digest('hex')).toBe(
        nodeCrypto.createHash('sha256').update('user-id:123456').digest('hex'),
      );
    });

    it('digests once, as Node', () => {
      const node = nodeCrypto.createHash('sha1');
      node.digest();
      const demo = shim.createHash('sha1');
      demo.digest();
      expectSameError(
        () => node.digest('hex'),
        () => demo.digest('hex'),
      );
      expectSameError(
        () => node.update('more'),
        () => demo.update('more'),
      );
    });

    it('refuses a digest it does not have', () => {
      expect(() => shim.createHash('md4')).toThrow('Digest method not supported');
    });
  });

  describe('timingSafeEqual', () => {
    it('compares bytes as Node does', () => {
      const cases: [Uint8Array, Uint8Array][] = [
        [new Uint8Array([]), new Uint8Array([])],
        [Buffer.from('same'), Buffer.from('same')],
        [Buffer.from('same'), Buffer.from('sane')],
        [new Uint8Array([0, 0, 0, 1]), new Uint8Array([0, 0, 0, 0])],
        [PackageBuffer.from('abc'), Buffer.from('abc')],
      ];
      for (const [a, b] of cases) expect(shim.timingSafeEqual(a, b)).toBe(nodeCrypto.timingSafeEqual(a, b));
      const words = new Uint16Array([1, 2]);
      const bytes = new Uint8Array(words.buffer.slice(0));
      expect(shim.timingSafeEqual(words, bytes)).toBe(nodeCrypto.timingSafeEqual(words, bytes));
    });

    it('throws for inputs of different lengths, as Node', () => {
      const { expected, actual } = expectSameError(
        () => nodeCrypto.timingSafeEqual(Buffer.from('abc'), Buffer.from('abcd')),
        () => shim.timingSafeEqual(Buffer.from('abc'), Buffer.from('abcd')),
      );
      expect(actual).toBeInstanceOf(RangeError);
      expect(actual.message).toBe(expected.message);
    });
  });

  describe('createSecretKey', () => {
    const secret = 'a-secret-of-the-installation-'.repeat(2);
    const claims = async (token: string, key: Uint8Array | nodeCrypto.KeyObject) =>
      (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
    const sign = (key: Uint8Array | nodeCrypto.KeyObject) =>
      new SignJWT({ sid: 'session' }).setProtectedHeader({ alg: 'HS256' }).setSubject('user').sign(key);

    it('gives jose the secret’s bytes, which sign and verify as Node’s KeyObject does', async () => {
      const demoKey = shim.createSecretKey(Buffer.from(secret, 'utf8'));
      const nodeKey = nodeCrypto.createSecretKey(Buffer.from(secret, 'utf8'));
      expect(demoKey).toBeInstanceOf(Uint8Array);
      expect(await sign(demoKey)).toBe(await sign(nodeKey));
      expect(await claims(await sign(nodeKey), demoKey)).toMatchObject({ sub: 'user', sid: 'session' });
      expect(await claims(await sign(demoKey), nodeKey)).toMatchObject({ sub: 'user', sid: 'session' });
      await expect(
        claims(await sign(shim.createSecretKey(Buffer.from('another secret'))), nodeKey),
      ).rejects.toThrow();
    });

    it('copies the bytes, and takes text with its encoding', () => {
      const source = Buffer.from('secret');
      const key = shim.createSecretKey(source);
      source[0] = 0;
      expect(Buffer.from(key).toString()).toBe('secret');
      expect(Buffer.from(shim.createSecretKey('736563726574', 'hex')).toString()).toBe('secret');
    });
  });
});
