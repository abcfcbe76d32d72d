// The browser build takes `zod` from this module (vite.config.ts aliases it), so it runs before any schema is
// built. zod compiles object schemas with `new Function` when it may, and probes for that with an eval when the
// first object schema is built; the page's Content-Security-Policy (script-src without 'unsafe-eval') refuses the
// probe and reports a violation. The browser needs no compiled parsers, so zod is told not to try.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
