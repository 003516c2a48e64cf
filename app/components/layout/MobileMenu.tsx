import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CONTACT_EMAIL, CONTACT_PHONE } from '#app/domain/constants';
import { CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '#app/components/ui/page-icons';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';
import { CurrencySelector } from './CurrencySelector';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PRIMARY_NAV } from './nav';
import { telHref } from './contact-links';

/**
 * The small-screen menu is a native <details> disclosure, so it opens and closes without
 * JavaScript and the browser exposes the expanded state of its <summary> to assistive tech.
 * With JavaScript it also closes on navigation, on Escape and on a tap outside the panel.
 * The panel is positioned against the sticky <header> (its nearest positioned ancestor).
 */
export function MobileMenu({ className = '' }: { className?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const t = useTexts(chromeTexts);
  const localized = useLocalizedPath();

  // Close whenever the location changes (link followed, form submitted, back/forward) — not when the menu
  // hydrates: it hydrates after the page (app/components/ui/hydrate-later.tsx), and may have been opened by then.
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (openedAt.current === location.key) return;
    openedAt.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  return (
    <details ref={ref} className={`group ${className}`}>
      <summary className="inline-flex size-11 list-none items-center justify-center rounded-full text-fg transition-colors duration-300 hover:bg-surface-muted hover:text-accent [&::-webkit-details-marker]:hidden">
        <MenuIcon size={22} className="block group-open:hidden" />
        <CloseIcon size={22} className="hidden group-open:block" />
        <span className="sr-only">{t.menu}</span>
      </summary>

      <div className="absolute inset-x-0 top-full h-[calc(100dvh-var(--chrome-h,4.5rem))] overflow-y-auto overscroll-contain border-t border-line bg-canvas">
        <nav aria-label={t.mainNav} className="container-page pt-4 pb-8">
          <ul className="divide-y divide-line">
            {PRIMARY_NAV.map((item, index) => (
              <li key={item.to}>
                <NavLink
                  to={localized(item.to)}
                  end={item.end}
                  onClick={close}
                  className="group/link flex items-baseline gap-4 py-4 font-display text-[1.75rem] leading-tight text-fg transition-colors hover:text-accent aria-[current=page]:text-accent sm:text-3xl"
                >
                  <span
                    aria-hidden="true"
                    className="w-6 font-sans text-[0.65rem] font-semibold tracking-[0.2em] text-fg-subtle tabular-nums"
                  >
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {t[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex items-center gap-3 border-t border-line pt-4 text-sm text-fg-muted">
            <span>{t.currency}</span>
            <CurrencySelector size="lg" />
          </div>
          <div className="mt-4 flex items-center gap-3 border-t border-line pt-4 text-sm text-fg-muted">
            <span>{t.language}</span>
            <LanguageSwitcher size="lg" />
          </div>
          <div className="mt-4 flex flex-col gap-3 border-t border-line pt-6 text-sm text-fg-muted sm:flex-row sm:gap-8">
            <a href={telHref(CONTACT_PHONE)} className="inline-flex items-center gap-2.5 hover:text-accent">
              <PhoneIcon size={16} className="text-accent" />
              {CONTACT_PHONE}
            </a>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-flex items-center gap-2.5 break-all hover:text-accent"
            >
              <MailIcon size={16} className="text-accent" />
              {CONTACT_EMAIL}
            </a>
          </div>
        </nav>
      </div>
    </details>
  );
}
