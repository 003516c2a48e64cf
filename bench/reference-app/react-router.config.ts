import type { Config } from '@react-router/dev/config';

/**
 * The bench's reference (scripts/lib/bench-reference.ts): React Router's own starting point, server rendering on,
 * with the site's future flags (../../react-router.config.ts) so both run the same request pipeline.
 */
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
