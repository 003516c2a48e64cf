import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The route table, in the order of SPEC §2. */
export default [
  index('routes/public/home.tsx'),

  route('healthz', 'routes/resources/healthz.ts'),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
