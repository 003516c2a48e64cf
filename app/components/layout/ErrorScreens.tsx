import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { LinkButton } from '#app/components/ui/Button';
import { errorsTexts } from '#app/domain/i18n/texts/errors';
import { LogoMark } from './Logo';

/**
 * Full-page error states rendered inside the site chrome: the catch-all route, route-level 404s
 * that bubble to the root, and the root ErrorBoundary all use these. In the URL's language (`/fr/…`).
 */

export function NotFoundScreen() {
  const t = useTexts(errorsTexts);
  const localized = useLocalizedPath();
  return (
    <section
      aria-labelledby="not-found-title"
      className="container-page flex min-h-[70dvh] flex-col items-center justify-center py-24 text-center sm:py-32"
    >
      {/* Decoration, hidden from screen readers (the heading says it); still text on screen, so a muted brass
          that keeps the 3:1 of large text in both themes (brass-500 on sand 3.3:1, brass-600 on ink 3.9:1). */}
      <p
        aria-hidden="true"
        className="font-display text-[6.5rem] leading-none font-normal text-brass-500 italic select-none sm:text-[9rem] dark:text-brass-600"
      >
        404
      </p>
      <span className="rule-accent mt-6" aria-hidden="true" />
      <h1 id="not-found-title" className="display-title mt-8">
        {t.notFoundTitle}
      </h1>
      <p className="section-lead mx-auto mt-6">{t.notFoundText}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LinkButton to={localized('/')} size="lg">
          {t.returnHome}
        </LinkButton>
      </div>
    </section>
  );
}

export function UnexpectedErrorScreen({ detail, stack }: { detail?: string; stack?: string }) {
  const t = useTexts(errorsTexts);
  const localized = useLocalizedPath();
  return (
    <section
      aria-labelledby="error-title"
      className="container-page flex min-h-[70dvh] flex-col items-center justify-center py-24 text-center sm:py-32"
    >
      <LogoMark className="size-14 text-accent" />
      <p className="eyebrow mt-8">{t.somethingWentWrong}</p>
      <h1 id="error-title" className="section-title mt-5">
        {t.unexpectedError}
      </h1>
      {detail ? <p className="section-lead mx-auto mt-6 break-words">{detail}</p> : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LinkButton to={localized('/')} size="lg">
          {t.returnHome}
        </LinkButton>
      </div>
      {stack ? (
        <pre className="mt-12 w-full max-w-4xl overflow-x-auto rounded-[2px] border border-line bg-surface p-5 text-left font-mono text-xs leading-relaxed text-fg-muted">
          <code>{stack}</code>
        </pre>
      ) : null}
    </section>
  );
}

/** The backend is unreachable (HTTP 503): a calm note that the site is back shortly. */
export function ServiceUnavailableScreen() {
  const t = useTexts(errorsTexts);
  return (
    <section
      aria-labelledby="unavailable-title"
      className="container-page flex min-h-[70dvh] flex-col items-center justify-center py-24 text-center sm:py-32"
    >
      <LogoMark className="size-14 text-accent" />
      <p className="eyebrow mt-8">{t.backShortly}</p>
      <h1 id="unavailable-title" className="section-title mt-5">
        {t.rightBack}
      </h1>
      <p className="section-lead mx-auto mt-6">{t.unavailableText}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LinkButton to="." reloadDocument size="lg">
          {t.tryAgain}
        </LinkButton>
      </div>
    </section>
  );
}
