import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The browser's entry: as React Router's default, except that a French page first loads the French texts
 * (app/domain/i18n/messages/fr), so English pages carry none of them. The language switcher reloads the
 * document, so a page never changes language after hydration.
 */
async function hydrate() {
  if (document.documentElement.lang === 'fr') await import('#app/domain/i18n/messages/fr');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
