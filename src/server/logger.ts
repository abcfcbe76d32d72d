import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON lines on stdout; every request line carries its request id (see http/request-log.ts). */
export function createLogger(level: LogLevel): Logger {
  // Buffered writes (4 KiB) instead of one write per line; main.ts flushes before it exits.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // A quiet server still shows its lines within a quarter second.
  setInterval(() => destination.flush(), 250).unref();
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}
