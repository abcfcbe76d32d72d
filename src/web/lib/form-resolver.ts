import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` when it may, and probes for that with an eval that the
// page's Content-Security-Policy (script-src without 'unsafe-eval') refuses and reports as a violation.
// Form validation needs no compiled parsers, so zod is told not to try before any form's schema runs.
config({ jitless: true });

/** react-hook-form's resolver for a contract schema; every form of the web app takes it from here. */
export { zodResolver };
