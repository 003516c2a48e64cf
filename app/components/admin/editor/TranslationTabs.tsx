import type { FieldMetadata } from '@conform-to/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from '#app/components/ui/Badge';
import { cx } from '#app/components/ui/cx';
import { useHydrated } from '#app/components/ui/useHydrated';

/**
 * The English texts of a record and their French beside them (issue 14, item 3). Without JavaScript both
 * panels show, side by side on wide screens (one below the other on narrow ones), each under its language's
 * name. With JavaScript they become tabs "English | Français" (role=tablist; the arrow keys, Home and End move
 * between them); a tab whose panel holds an error says so, and a failed save opens the panel with the error.
 * The panels stay in the form either way, so a save always sends both languages.
 */
export function TranslationTabs({
  english,
  french,
  errors,
  frenchMissing,
}: {
  english: ReactNode;
  french: ReactNode;
  /** Whether each panel holds a field with an error. */
  errors: { en: boolean; fr: boolean };
  /** No French yet: the French tab says it needs a translation. */
  frenchMissing: boolean;
}) {
  const hydrated = useHydrated();
  const [active, setActive] = useState<'en' | 'fr'>(errors.fr && !errors.en ? 'fr' : 'en');
  const id = useId();
  const tabId = (lang: 'en' | 'fr') => `${id}-tab-${lang}`;
  const panelId = (lang: 'en' | 'fr') => `${id}-panel-${lang}`;
  // A save refused for a field of the hidden panel: show that panel (adjusted while rendering, when the
  // errors change).
  const errorKey = `${errors.en}-${errors.fr}`;
  const [shownErrors, setShownErrors] = useState(errorKey);
  if (shownErrors !== errorKey) {
    setShownErrors(errorKey);
    if (errors.fr && !errors.en) setActive('fr');
    else if (errors.en && !errors.fr) setActive('en');
  }

  const tabs = [
    { lang: 'en' as const, label: 'English', note: null },
    { lang: 'fr' as const, label: 'Français', note: frenchMissing ? 'To translate' : null },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowLeft'
        ? active === 'en'
          ? 'fr'
          : 'en'
        : event.key === 'Home'
          ? 'en'
          : event.key === 'End'
            ? 'fr'
            : null;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="sm:col-span-2">
      <div
        role="tablist"
        aria-label="Language of the texts"
        hidden={!hydrated}
        className="mb-5 flex gap-1 border-b border-line"
      >
        {tabs.map((tab) => (
          <button
            key={tab.lang}
            id={tabId(tab.lang)}
            type="button"
            role="tab"
            aria-selected={active === tab.lang}
            aria-controls={panelId(tab.lang)}
            tabIndex={active === tab.lang ? 0 : -1}
            onClick={() => setActive(tab.lang)}
            onKeyDown={onKeyDown}
            className={cx(
              '-mb-px inline-flex min-h-11 cursor-pointer items-center gap-2 border-b-2 px-4 text-sm font-medium transition-colors',
              active === tab.lang ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            <span lang={tab.lang}>{tab.label}</span>
            {errors[tab.lang] ? (
              <span className="text-danger">
                <span aria-hidden="true">!</span>
                <span className="sr-only">(has errors)</span>
              </span>
            ) : tab.note ? (
              <Badge tone="neutral">{tab.note}</Badge>
            ) : null}
          </button>
        ))}
      </div>
      <div className={cx('grid grid-cols-1 gap-8', !hydrated && 'lg:grid-cols-2')}>
        {tabs.map((tab) => (
          <div
            key={tab.lang}
            id={panelId(tab.lang)}
            lang={tab.lang}
            role={hydrated ? 'tabpanel' : 'group'}
            aria-labelledby={hydrated ? tabId(tab.lang) : `${panelId(tab.lang)}-heading`}
            hidden={hydrated && active !== tab.lang}
            className="flex min-w-0 flex-col gap-5"
          >
            <h3
              id={`${panelId(tab.lang)}-heading`}
              hidden={hydrated}
              className="eyebrow flex min-h-6 items-center gap-2"
            >
              {tab.label}
              {tab.note ? (
                <span lang="en">
                  <Badge tone="neutral">{tab.note}</Badge>
                </span>
              ) : null}
            </h3>
            {tab.lang === 'en' ? english : french}
          </div>
        ))}
      </div>
    </div>
  );
}

export type TextFieldMetadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** Whether any of these fields shows an error (TranslationTabs marks the tab of its panel). */
export const hasErrors = (...fields: TextFieldMetadata[]) => fields.some((field) => Boolean(field.errors?.length));
export const isBlank = (field: TextFieldMetadata) => !String(field.value ?? '').trim();
