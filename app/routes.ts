import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

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

  // Staff sign-in
  route('login', 'routes/auth/login.tsx'),
  route('logout', 'routes/auth/logout.ts'),

  // Back office: the layout's middleware requires a staff session for everything below it.
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('properties', 'routes/admin/properties.tsx'),
      route('properties/:id', 'routes/admin/property-editor.tsx'),
      route('rentals', 'routes/admin/rentals.tsx'),
      route('rentals/:id', 'routes/admin/rental-editor.tsx'),
      route('blogs', 'routes/admin/blogs.tsx'),
      route('blogs/:id', 'routes/admin/blog-editor.tsx'),
      route('inquiries', 'routes/admin/inquiries.tsx', [route(':id', 'routes/admin/inquiry.tsx')]),
    ]),
  ]),

  // Resources
  route('healthz', 'routes/resources/healthz.ts'),
  route('_img', 'routes/resources/image.ts'),

  // The benchmark's framework floor: only in builds made by `npm run bench`.
  ...(process.env.BENCH_FLOOR === '1' ? [route('_bench/floor', 'routes/resources/bench-floor.tsx')] : []),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
