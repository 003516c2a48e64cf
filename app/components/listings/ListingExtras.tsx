import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Parts of a listing's page that need no script before the page is used — the rental income (rarely there) and
 * "WhatsApp us" (a plain link) — in chunks of their own: rendered on the server with the page, hydrated once their
 * chunk has loaded, so the pages' first-load JavaScript does not carry them (as the similar homes).
 */
const LazyRentalYieldSection = lazy(() => import('./RentalYieldSection'));
const LazyWhatsAppLink = lazy(() => import('./WhatsAppLink'));

export function RentalYieldSection(props: ComponentProps<typeof LazyRentalYieldSection>) {
  return (
    <Suspense>
      <LazyRentalYieldSection {...props} />
    </Suspense>
  );
}

export function WhatsAppLink(props: ComponentProps<typeof LazyWhatsAppLink>) {
  return (
    <Suspense>
      <LazyWhatsAppLink {...props} />
    </Suspense>
  );
}
