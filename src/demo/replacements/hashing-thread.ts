import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bufferOf } from '@/demo/replacements/buffer';
import { oneAtATime } from '@/demo/replacements/one-at-a-time';

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

/**
 * Derives scrypt keys one job after another, as the server's low-priority thread does, in JavaScript on the
 * service worker's own thread: scryptAsync hands the event loop back every few milliseconds, so requests are
 * still answered while a sign-in hashes. The password string is UTF-8 encoded, as scryptSync does, so the keys
 * are Node's byte for byte. `maxmem` only bounds OpenSSL's memory and never changes a key: it is not passed on
 * (@noble/hashes keeps its own 1 GiB bound).
 */
export function createHashingThread() {
  const run = oneAtATime();
  return {
    derive({ password, salt, keyLength, options: { N, r, p } }: ScryptJob): Promise<Buffer> {
      return run(async () => bufferOf(await scryptAsync(password, salt, { N, r, p, dkLen: keyLength })));
    },
  };
}
