import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keyHistoryEntry } from '#app/components/layout/ScrollRestoration';

// React Router's default entry, with the history entry named first (the inline scroll script no longer does it).
keyHistoryEntry();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
