import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { BinaryLike, BinaryToTextEncoding, Encoding, UUID } from 'node:crypto';
import { Buffer as PackageBuffer, bufferOf } from '@/demo/replacements/buffer';

/**
 * What the server takes from node:crypto, for the browser: randomness from Web Crypto, hashes from
 * @noble/hashes (createHash is synchronous, Web Crypto's digest is not), Buffers from the buffer package.
 * Errors carry Node's classes and codes where the server or a test could tell them apart.
 */

function nodeError<E extends Error>(Kind: new (message: string) => E, code: string, message: string) {
  return Object.assign(new Kind(message), { code });
}

/** The bytes a view covers (no copy). */
const bytesOf = (view: NodeJS.ArrayBufferView) =>
  new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

/** getRandomValues fills at most this many bytes a call. */
const MAX_RANDOM_VALUES = 65_536;

function fillRandom(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  for (let start = 0; start < bytes.length; start += MAX_RANDOM_VALUES)
    crypto.getRandomValues(bytes.subarray(start, start + MAX_RANDOM_VALUES));
  return bytes;
}

export function randomUUID(_options?: { disableEntropyCache?: boolean }): UUID {
  return crypto.randomUUID();
}

/** Synchronous only: the server never passes a callback. */
export function randomBytes(size: number): Buffer {
  if (typeof size !== 'number')
    throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "size" argument must be of type number.');
  if (!Number.isInteger(size) || size < 0 || size > 2 ** 31 - 1)
    throw nodeError(RangeError, 'ERR_OUT_OF_RANGE', `The value of "size" is out of range. Received ${size}`);
  return bufferOf(fillRandom(new Uint8Array(size)));
}

/** Node's bound on max - min: 48 random bits are drawn. */
const RAND_MAX = 0xffff_ffff_ffff;

/** An integer in [min, max) (min 0 when only max is given), every value equally likely; synchronous only. */
export function randomInt(max: number): number;
export function randomInt(min: number, max: number): number;
export function randomInt(minOrMax: number, maybeMax?: number): number {
  const [min, max] = maybeMax === undefined ? [0, minOrMax] : [minOrMax, maybeMax];
  for (const [name, value] of [
    ['min', min],
    ['max', max],
  ] as const)
    if (!Number.isSafeInteger(value))
      throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be a safe integer.`);
  if (max <= min)
    throw nodeError(
      RangeError,
      'ERR_OUT_OF_RANGE',
      `The value of "max" is out of range. It must be greater than the value of "min" (${min}). Received ${max}`,
    );
  const range = max - min;
  if (range > RAND_MAX)
    throw nodeError(
      RangeError,
      'ERR_OUT_OF_RANGE',
      `The value of "max - min" is out of range. It must be <= ${RAND_MAX}. Received ${range}`,
    );
  // As Node: a draw from the incomplete last run of `range` values is drawn again, so no value is favoured.
  const limit = RAND_MAX - (RAND_MAX % range);
  for (;;) {
    const draw = fillRandom(new Uint8Array(6)).reduce((value, byte) => value * 256 + byte, 0);
    if (draw < limit) return min + (draw % range);
  }
}

interface Digester {
  update(bytes: Uint8Array): unknown;
  digest(): Uint8Array;
}

const digesters: Record<string, () => Digester> = {
  sha1: () => sha1.create(),
  sha256: () => sha256.create(),
};

export class Hash {
  readonly #state: Digester;
  #finalized = false;

  constructor(state: Digester) {
    this.#state = state;
  }

  update(data: BinaryLike, inputEncoding?: Encoding): this {
    if (this.#finalized) throw nodeError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    const bytes =
      typeof data === 'string' ? PackageBuffer.from(data, inputEncoding ?? 'utf8') : bytesOf(data);
    this.#state.update(bytes);
    return this;
  }

  digest(): Buffer;
  digest(encoding: BinaryToTextEncoding): string;
  digest(encoding?: BinaryToTextEncoding): Buffer | string {
    if (this.#finalized) throw nodeError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    this.#finalized = true;
    const digest = bufferOf(this.#state.digest());
    return encoding === undefined ? digest : digest.toString(encoding);
  }
}

/** SHA-1 and SHA-256, the digests the server takes. */
export function createHash(algorithm: string): Hash {
  const digester = digesters[algorithm.toLowerCase()];
  if (!digester) throw new Error('Digest method not supported');
  return new Hash(digester());
}

export function timingSafeEqual(a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView): boolean {
  const [left, right] = [bytesOf(a), bytesOf(b)];
  if (left.length !== right.length)
    throw nodeError(
      RangeError,
      'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH',
      'Input buffers must have the same byte length',
    );
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= left[index]! ^ right[index]!;
  return difference === 0;
}

/**
 * The secret's bytes, not a KeyObject (browsers have none): jose takes a Uint8Array for HS256 and imports it
 * into Web Crypto for each sign and verify, as it does with the bytes it exports from a secret KeyObject.
 */
export function createSecretKey(key: NodeJS.ArrayBufferView | string, encoding?: BufferEncoding): Uint8Array {
  return typeof key === 'string' ? new Uint8Array(PackageBuffer.from(key, encoding)) : bytesOf(key).slice();
}
