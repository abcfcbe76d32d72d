import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON lines on stdout; every request line carries its request id (see http/request-log.ts). */
export function createLogger(level: LogLevel): Logger {
  // Buffered writes (4 KiB) instead of one write per line; main.ts flushes before it exits.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // A quiet server still shows its lines within a quarter second.
  setInterval(() => destination.flush(), 250).unref();
  return pino({ level, base: undefined, timestamp: isoTime }, destination);
}

let lastMs = Number.NaN;
let lastTime = '';

/** pino's isoTime, formatted once per millisecond: a busy server writes many lines in the same one. */
function isoTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/** A child logger with `bindings`, made only when something logs through it. */
export function lazyChild(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  return new Proxy(logger, {
    get(_target, property) {
      child ??= logger.child(bindings);
      const value: unknown = Reflect.get(child, property, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}
