import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes';

/** The route table, in the order of SPEC §2. */
export default [
  // Public site, in English at the root and in French under /fr (the same modules; docs/decisions/009-i18n.md)
  ...publicRoutes('en'),
  ...prefix('fr', publicRoutes('fr')),

  // Staff sign-in
  route('login', 'routes/auth/login.tsx'),
  // The second step of sign-in (and a step-up): a code from the authenticator app, or a recovery code.
  route('login/verify', 'routes/auth/login-verify.tsx'),
  route('login/recovery', 'routes/auth/login-recovery.tsx'),
  route('logout', 'routes/auth/logout.ts'),
  // A one-time link from an invitation or a password reset (?token=…).
  route('set-password', 'routes/auth/set-password.tsx'),

  // Back office: the layout's middleware requires a staff session for everything below it.
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('properties', 'routes/admin/properties.tsx'),
      route('properties/:id', 'routes/admin/property-editor.tsx'),
      route('rentals', 'routes/admin/rentals.tsx'),
      route('rentals/:id', 'routes/admin/rental-editor.tsx'),
      route('rentals/:id/calendar', 'routes/admin/rental-calendar.tsx'),
      // A villa's arrival information for guests paid in full (issue 28, item 6).
      route('rentals/:id/arrival', 'routes/admin/rental-arrival.tsx'),
      route('bookings', 'routes/admin/bookings.tsx'),
      route('bookings/terms', 'routes/admin/booking-terms.tsx'),
      // The bookings list as CSV, with its filters.
      route('bookings/export.csv', 'routes/admin/bookings-export.ts'),
      route('bookings/:id', 'routes/admin/booking.tsx'),
      // A stay's pro-forma, invoice and payment receipts as PDFs.
      route('bookings/:id/documents/:file', 'routes/admin/booking-document.ts'),
      // Every stay's payments: due, overdue, received, to refund; totals per currency; as CSV with its filters.
      route('payments', 'routes/admin/payments.tsx'),
      route('payments/export.csv', 'routes/admin/payments-export.ts'),
      // Bank statements: upload one (camt.053 or CSV), review its credits matched to stays, accept them as payments.
      route('payments/imports', 'routes/admin/payment-imports.tsx'),
      route('payments/imports/:id', 'routes/admin/payment-import.tsx'),
      route('blogs', 'routes/admin/blogs.tsx'),
      route('blogs/:id', 'routes/admin/blog-editor.tsx'),
      // The editors' photo uploads with JavaScript (JSON, one file a request).
      route('media/upload', 'routes/admin/media-upload.ts'),
      route('media', 'routes/admin/media.tsx'),
      // The leads as CSV, with the inbox’s filters (a static path, so it ranks above `inquiries/:id`).
      route('inquiries/export.csv', 'routes/admin/inquiries-export.ts'),
      route('inquiries', 'routes/admin/inquiries.tsx', [route(':id', 'routes/admin/inquiry.tsx')]),
      route('outbox', 'routes/admin/outbox.tsx'),
      // Saved searches with e-mail alerts (issue 31, item 1): every member reads them and turns one into a lead.
      route('saved-searches', 'routes/admin/saved-searches.tsx'),
      // Homeowners (issue 29): every member reads them; owners and admins add and change them.
      route('homeowners', 'routes/admin/homeowners.tsx'),
      // Monthly statements (issue 29, items 4 and 7): a month's run (draft all, review, issue, send), one
      // statement (issue, send, pay), its lines as CSV and its PDF. Static paths, above `homeowners/:id`.
      route('homeowners/statements', 'routes/admin/homeowner-statements.tsx'),
      route('homeowners/statements/:id', 'routes/admin/homeowner-statement.tsx'),
      route('homeowners/statements/:id/lines.csv', 'routes/admin/homeowner-statement-csv.ts'),
      route('homeowners/statements/:id/statement.pdf', 'routes/admin/homeowner-statement-pdf.ts'),
      route('homeowners/:id', 'routes/admin/homeowner.tsx'),
      // Turnovers (issue 30): the field team's tasks of today, tomorrow or the week, by villa or by person.
      route('tasks', 'routes/admin/tasks.tsx'),
      // A photo an inspection took (issue 30, item 6), from the private media store, for staff.
      route('tasks/:id/photos/:key', 'routes/admin/task-photo.ts'),
      // Each villa's task templates and the vendors (owners and admins).
      route('tasks/setup', 'routes/admin/task-setup.tsx'),
      // One day's tasks for paper, by villa or by person, in English or French (every member).
      route('tasks/sheet', 'routes/admin/task-sheet.tsx'),
      // The settings' own page: one entry in the menu for the pages below.
      route('settings', 'routes/admin/settings.tsx'),
      // A management agreement's signed mandate (a PDF from the private media store), for staff.
      route('agreements/:id/mandate', 'routes/admin/agreement-mandate.ts'),
      // What the agency spent on each villa, with the receipts (every member records them; `new` is an id).
      route('expenses', 'routes/admin/expenses.tsx'),
      route('expenses/:id', 'routes/admin/expense.tsx'),
      // An expense's receipt (a photo or a PDF from the private media store), for staff.
      route('expenses/:id/receipt', 'routes/admin/expense-receipt.ts'),
      // The EUR/USD rate visitors' converted prices and euro filters use.
      route('settings/currency', 'routes/admin/currency-settings.tsx'),
      // The WhatsApp number listings' "WhatsApp us" opens a chat with (owners change it).
      route('settings/contact', 'routes/admin/contact-settings.tsx'),
      // The portal feeds' addresses: owners and admins copy them, turn a feed off, renew its token (issue 32).
      route('settings/feeds', 'routes/admin/feed-settings.tsx'),
      // The privacy notice's and the legal notice's texts in English and French (owners only; issue 32, item 2).
      route('settings/legal-pages', 'routes/admin/legal-pages.tsx'),
      // The accounts guests pay into: owners change them with a fresh second factor; every owner is e-mailed.
      route('settings/bank-accounts', 'routes/admin/bank-accounts.tsx'),
      // The companies that issue the invoices, pro-formas and receipts (one per island, or one for all), each
      // numbering its invoices in its own series (owners and admins).
      route('settings/legal-entities', 'routes/admin/legal-entities.tsx'),
      // The rental agreement guests accept before paying: versions in English and French (owners publish).
      route('settings/rental-agreement', 'routes/admin/rental-agreement.tsx'),
      // How long leads without activity and e-mails are kept before the retention job anonymises them (owners).
      route('settings/retention', 'routes/admin/retention-settings.tsx'),
      // A person's data (issue 32): owners and admins look it up and download it as JSON; owners erase it.
      route('privacy', 'routes/admin/privacy.tsx'),
      route('privacy/export.json', 'routes/admin/privacy-export.ts'),
      // The team and their roles (owners change it, admins see it), and one's own password.
      route('staff', 'routes/admin/staff.tsx'),
      route('account', 'routes/admin/account.tsx'),
      // One's authenticator and recovery codes; owners and admins without one can open nothing else.
      route('account/two-factor', 'routes/admin/two-factor.tsx'),
      // Every change, by whom and when (owners and admins).
      route('history', 'routes/admin/history.tsx'),
    ]),
  ]),

  // Resources
  route('healthz', 'routes/resources/healthz.ts'),
  // Search engines and feed readers (docs/decisions/011-search-engines.md).
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('sitemaps/:file', 'routes/resources/sitemap.ts', { id: 'sitemap-part' }),
  route('blog/feed.xml', 'routes/resources/blog-feed.ts'),
  route('fr/blog/feed.xml', 'routes/resources/blog-feed.ts', { id: 'fr/blog-feed' }),
  route('_img', 'routes/resources/image.ts'),
  // Stored images' variants from the embedded media store (MEDIA_DIR), cached forever by hash.
  route('media/:hash/:file', 'routes/resources/media.ts'),
  // A villa's calendar for Airbnb, Vrbo and Booking.com (iCal, behind a secret token).
  route('rentals/:id/calendar.ics', 'routes/resources/rental-calendar-ics.ts'),
  // A vendor's tasks as a private iCal feed, behind their page's private link (issue 30, item 5).
  route('vendors/:token/tasks.ics', 'routes/resources/vendor-calendar-ics.ts'),
  // A saved search's one-click unsubscribe (RFC 8058): every alert's List-Unsubscribe address (issue 31, item 1).
  route('alerts/:token/unsubscribe', 'routes/resources/alert-unsubscribe.ts'),
  // The luxury portals' feeds, each behind its own token, and their photos as JPEG (issue 32, item 1).
  route('feeds/photos/*', 'routes/resources/feed-photo.ts'),
  route('feeds/:file', 'routes/resources/portal-feed.ts'),

  // The bare route: no data, the document and chrome every page has; `npm run bench` measures the server's fixed
  // cost per request with it (issue 33). An ordinary route of every build.
  route('_bench/floor', 'routes/resources/bench-floor.tsx'),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;

/**
 * The public pages of one language. English keeps React Router's default ids (the file paths, which tests
 * and `useRouteLoaderData` use); French reuses the same modules under ids of its own.
 */
function publicRoutes(locale: 'en' | 'fr'): RouteConfigEntry[] {
  const id = (name: string) => (locale === 'en' ? {} : { id: `${locale}/${name}` });
  const page = (path: string, file: string) => route(path, `routes/public/${file}.tsx`, id(file));
  return [
    index('routes/public/home.tsx', id('home')),
    page('properties', 'properties'),
    page('properties/:id', 'property'),
    // A private listing behind a recipient's share link (issue 31, item 3).
    page('properties/shared/:token', 'property-shared'),
    page('rentals', 'rentals'),
    page('rentals/:id', 'rental'),
    // A listing's brochure as a PDF in the address's language (issue 31, item 4).
    route('properties/:id/brochure.pdf', 'routes/resources/listing-brochure.ts', { id: `${locale}/property-brochure` }),
    route('rentals/:id/brochure.pdf', 'routes/resources/listing-brochure.ts', { id: `${locale}/rental-brochure` }),
    // Booking a villa: the request form, then the guest's receipt.
    page('rentals/:id/request', 'booking-request'),
    // "WhatsApp us" on a listing's page: the click counted, then wa.me (issue 31, item 7).
    route('properties/:id/whatsapp', 'routes/resources/listing-whatsapp.ts', { id: `${locale}/property-whatsapp` }),
    route('rentals/:id/whatsapp', 'routes/resources/listing-whatsapp.ts', { id: `${locale}/rental-whatsapp` }),
    page('rentals/:id/requests/:requestId', 'booking-receipt'),
    // The guest's documents (PDFs) and their stay as an .ics, behind the same private link.
    route(
      'rentals/:id/requests/:requestId/documents/:file',
      'routes/resources/guest-document.ts',
      id('guest-document'),
    ),
    page('property-management', 'property-management'),
    page('investment', 'investment'),
    page('blog', 'blog'),
    page('blog/:slug', 'blog-post'),
    page('contact', 'contact'),
    // The privacy notice (with every cookie the site sets) and the legal notice (issue 32, item 2).
    page('privacy', 'privacy'),
    page('legal', 'legal'),
    page('saved', 'saved'),
    // The homeowner's own page (issue 29, item 5): their sign-in, their invitation's one-time link, their page.
    page('owners', 'owners'),
    page('owners/login', 'owners-login'),
    page('owners/set-password', 'owners-set-password'),
    // One of the signed-in homeowner's issued statements as a PDF in the page's language (anyone else's: 404).
    route('owners/statements/:id/statement.pdf', 'routes/resources/owner-statement-pdf.ts', id('owner-statement-pdf')),
    // A vendor's own tasks behind their private link (issue 30, item 5): start or finish each.
    page('vendors/:token', 'vendor-tasks'),
    // A saved search's own page behind its private link (issue 31, item 1): confirm, how often, unsubscribe.
    page('alerts/:token', 'alert'),
    // A French address that matches nothing gets the not-found page in French.
    ...(locale === 'en' ? [] : [page('*', 'not-found')]),
  ];
}
