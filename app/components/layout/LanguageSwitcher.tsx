import { Link, useLocation } from 'react-router';
import { cx } from '#app/components/ui/cx';
import { useLanguageHref, useTexts } from '#app/components/i18n/locale';
import { LOCALES, localeFromPath } from '#app/domain/i18n/locale';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';

/**
 * EN | FR: plain links to the same page in the other language, query string (filters, page, currency) kept,
 * so it works without JavaScript. Never a redirect: the URL alone says the language. With JavaScript too it
 * loads the whole document, which brings that language's texts.
 */
export function LanguageSwitcher({ className, size = 'sm' }: { className?: string; size?: 'sm' | 'lg' }) {
  const t = useTexts(chromeTexts);
  const location = useLocation();
  const current = localeFromPath(location.pathname);
  const languageHref = useLanguageHref();
  return (
    <div role="group" aria-label={t.language} className={cx('flex items-center', className)}>
      {LOCALES.map((locale, index) => (
        <span key={locale} className="flex items-center">
          {index > 0 ? (
            <span aria-hidden="true" className="px-0.5 text-fg-muted">
              |
            </span>
          ) : null}
          <Link
            to={languageHref(locale)}
            // A full page load: a document's texts are in its language only (scripts/vite/page-texts.ts).
            reloadDocument
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            title={locale === 'en' ? t.readInEnglish : t.readInFrench}
            className={cx(
              'inline-flex items-center justify-center rounded-full font-semibold tracking-[0.14em] text-fg-muted uppercase transition-colors hover:text-accent aria-[current=true]:text-fg',
              size === 'sm' ? 'h-11 min-w-11 px-1.5 text-[0.7rem]' : 'h-11 min-w-14 px-3 text-sm',
            )}
          >
            {locale}
          </Link>
        </span>
      ))}
    </div>
  );
}
