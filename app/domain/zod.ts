import { z } from 'zod';

/**
 * zod, configured once for the whole app: without the JIT, zod never probes `new Function`, which the
 * Content-Security-Policy forbids (no 'unsafe-eval') and browsers would report as a violation.
 */
z.config({ jitless: true });

export { z };
