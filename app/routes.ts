import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/** The route table, in the order of SPEC §2. */
export default [
  // Public site
  index('routes/public/home.tsx'),
  route('properties', 'routes/public/properties.tsx'),
  route('properties/:id', 'routes/public/property.tsx'),
  route('rentals', 'routes/public/rentals.tsx'),
  route('rentals/:id', 'routes/public/rental.tsx'),
  // Booking a villa: the request form, then the guest's receipt.
  route('rentals/:id/request', 'routes/public/booking-request.tsx'),
  route('rentals/:id/requests/:requestId', 'routes/public/booking-receipt.tsx'),
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
      route('rentals/:id/calendar', 'routes/admin/rental-calendar.tsx'),
      route('bookings', 'routes/admin/bookings.tsx'),
      route('bookings/terms', 'routes/admin/booking-terms.tsx'),
      route('bookings/:id', 'routes/admin/booking.tsx'),
      route('blogs', 'routes/admin/blogs.tsx'),
      route('blogs/:id', 'routes/admin/blog-editor.tsx'),
      // The editors' photo uploads with JavaScript (JSON, one file a request).
      route('media/upload', 'routes/admin/media-upload.ts'),
      route('media', 'routes/admin/media.tsx'),
      route('inquiries', 'routes/admin/inquiries.tsx', [route(':id', 'routes/admin/inquiry.tsx')]),
      route('outbox', 'routes/admin/outbox.tsx'),
      // The EUR/USD rate visitors' converted prices and euro filters use.
      route('settings/currency', 'routes/admin/currency-settings.tsx'),
    ]),
  ]),

  // Resources
  route('healthz', 'routes/resources/healthz.ts'),
  route('_img', 'routes/resources/image.ts'),
  // Stored images' variants from the embedded media store (MEDIA_DIR), cached forever by hash.
  route('media/:hash/:file', 'routes/resources/media.ts'),
  // A villa's calendar for Airbnb, Vrbo and Booking.com (iCal, behind a secret token).
  route('rentals/:id/calendar.ics', 'routes/resources/rental-calendar-ics.ts'),

  // The benchmark's framework floor: only in builds made by `npm run bench`.
  ...(process.env.BENCH_FLOOR === '1' ? [route('_bench/floor', 'routes/resources/bench-floor.tsx')] : []),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
