import { Worker } from 'node:worker_threads';

// The worker's code, run as CommonJS: scrypt runs synchronously on the worker's own thread (not on libuv's
// pool, which file reads and compression share), and that thread asks Linux for the lowest priority
// (nice 19, for this thread alone: /proc/thread-self names it), so that answering requests always comes first
// and sign-ins take only the CPU time left over. Elsewhere the priority stays as it is.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, salt, keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

type Reply = { id: number; key?: Uint8Array; error?: string };

/** One low-priority thread that derives scrypt keys, one job after another, started on first use. */
export function createHashingThread() {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (key: Buffer) => void; reject: (error: Error) => void }>();

  const start = () => {
    const thread = new Worker(WORKER_SOURCE, { eval: true });
    thread.on('message', ({ id, key, error }: Reply) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) thread.unref();
      if (!job) return;
      if (key) job.resolve(Buffer.from(key));
      else job.reject(new Error(error ?? 'scrypt failed'));
    });
    thread.on('error', (error) => {
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
      worker = undefined;
    });
    return thread;
  };

  return {
    derive(job: ScryptJob): Promise<Buffer> {
      worker ??= start();
      // While a job runs the thread keeps the process alive; idle, it never does.
      worker.ref();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ id, ...job });
      });
    },
  };
}
