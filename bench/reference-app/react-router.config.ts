import type { Config } from '@react-router/dev/config';
import site from '../../react-router.config';

/**
 * The bench's reference (scripts/lib/bench-reference.ts): React Router's own starting point, server rendering on,
 * with the site's future flags so both run the same request pipeline.
 */
export default { ssr: true, future: site.future } satisfies Config;
