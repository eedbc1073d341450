import { config } from 'zod/v4/core';

/*
 * zod compiles fast object parsers with `new Function` when it can, and probes for that the
 * first time a schema is built. Our Content-Security-Policy forbids eval, so the probe is
 * refused and the browser reports a violation. Telling zod up front skips the probe; this
 * module must be imported before any module that builds a schema.
 */
config({ jitless: true });
