import { Buffer } from '@/demo/replacements/buffer';

// What the server's code expects of Node's globals, in the service worker.
// Buffer: the `buffer` package's, taught base64url.
Object.assign(globalThis, { Buffer });

// Timers: Node's return a handle whose unref() lets the process end while the timer waits; the server calls it on
// its background timers. Here a timer's id gets those methods (a Number object, which clearTimeout reads as the id).
type Timer = (...args: unknown[]) => number;
const withHandle = (set: Timer): Timer =>
  ((...args: unknown[]) =>
    Object.assign(Object(set(...args)) as number, {
      unref() {
        return this;
      },
      ref() {
        return this;
      },
    })) as Timer;
Object.assign(globalThis, {
  setTimeout: withHandle(globalThis.setTimeout.bind(globalThis) as unknown as Timer),
  setInterval: withHandle(globalThis.setInterval.bind(globalThis) as unknown as Timer),
});
