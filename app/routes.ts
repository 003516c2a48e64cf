import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The route table, in the order of SPEC §2. */
export default [
  // Public site
  index('routes/public/home.tsx'),
  route('properties', 'routes/public/properties.tsx'),
  route('properties/:id', 'routes/public/property.tsx'),
  route('rentals', 'routes/public/rentals.tsx'),
  route('rentals/:id', 'routes/public/rental.tsx'),
  route('property-management', 'routes/public/property-management.tsx'),
  route('investment', 'routes/public/investment.tsx'),
  route('blog', 'routes/public/blog.tsx'),
  route('blog/:slug', 'routes/public/blog-post.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('saved', 'routes/public/saved.tsx'),

  // Resources
  route('healthz', 'routes/resources/healthz.ts'),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
