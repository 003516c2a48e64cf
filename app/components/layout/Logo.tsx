import { Link } from 'react-router';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { SITE_NAME } from '#app/domain/constants';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';

/**
 * The brand mark: two island peaks above a swell, in a brass ring. Drawn inline so it inherits
 * `currentColor` — the ring/peaks take the accent, the wordmark the text colour. That gives the two
 * variants the spec asks for without swapping files:
 *   - light theme: ink wordmark, deep-brass mark (`text-fg`/`text-accent` on sand)
 *   - dark theme:  sand wordmark, bright-brass mark (same tokens, flipped by `.dark`)
 * `tone="inverse"` pins the dark-background variant for always-dark bands (the footer).
 */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="20" cy="20" r="18.5" />
      <path d="M7.5 26.5 15.5 14l5 7.5 3.5-4.5 8.5 9.5" />
      <path d="M10 30.5c1.7-1.2 3.3-1.2 5 0s3.3 1.2 5 0 3.3-1.2 5 0 3.3 1.2 5 0" />
    </svg>
  );
}

export function Logo({
  tone = 'theme',
  showTagline = true,
  className = '',
}: {
  tone?: 'theme' | 'inverse';
  showTagline?: boolean;
  className?: string;
}) {
  const word = tone === 'inverse' ? 'text-sand-50' : 'text-fg';
  const mark = tone === 'inverse' ? 'text-brass-300' : 'text-accent';
  const tag = tone === 'inverse' ? 'text-ink-300' : 'text-fg-muted';
  const t = useTexts(chromeTexts);
  const localized = useLocalizedPath();
  return (
    // Named by its visible words (WCAG 2.5.3, label in name), with where it leads for screen readers.
    <Link to={localized('/')} className={`group inline-flex min-w-0 items-center gap-2.5 sm:gap-3 ${className}`}>
      <LogoMark
        className={`size-8 shrink-0 transition-transform duration-700 ease-luxe group-hover:rotate-[8deg] sm:size-10 ${mark}`}
      />
      <span className="flex flex-col leading-none">
        <span
          className={`font-display text-[1.0625rem] font-medium tracking-[0.12em] whitespace-nowrap uppercase sm:text-[1.45rem] sm:tracking-[0.14em] ${word}`}
        >
          {SITE_NAME}
        </span>
        {showTagline ? (
          <span
            className={`mt-1.5 text-[0.5rem] font-semibold tracking-[0.24em] whitespace-nowrap uppercase sm:text-[0.6rem] sm:tracking-[0.3em] ${tag}`}
          >
            St Barth · Sint Maarten
          </span>
        ) : null}
      </span>
      <span className="sr-only">{t.logoHome}</span>
    </Link>
  );
}
