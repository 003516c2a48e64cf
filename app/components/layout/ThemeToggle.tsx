import { useSyncExternalStore } from 'react';
import { useTexts } from '#app/components/i18n/locale';
import { MoonIcon, SunIcon } from '#app/components/ui/icons';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';

export type Theme = 'dark' | 'light';

/** localStorage key and values are fixed by SPEC §3: `theme` = 'dark' | 'light'. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs inline in <head> before first paint (see root.tsx): a saved choice wins, otherwise the
 * system preference, otherwise dark; it sets `.dark` or `.light` on <html> and `.js`, which shows
 * the toggle. Without JavaScript none of them is set: the page follows the system (app.css) and the
 * toggle, which could not work, is not shown. Kept tiny and dependency-free; `try` guards private
 * modes where localStorage throws.
 */
export const THEME_INIT_SCRIPT = `(function(){var d=document.documentElement,t;d.classList.add('js');try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(t!=='dark'&&t!=='light'){t=window.matchMedia&&window.matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}d.classList.toggle('dark',t==='dark');d.classList.toggle('light',t==='light')})()`;

/** Sets the theme's class on <html>: exactly one of `.dark` and `.light`. */
function setThemeClass(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.classList.toggle('light', theme === 'light');
}

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme) {
  setThemeClass(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable (private mode, quota): the choice still applies for this page view.
  }
}

/**
 * The theme lives on <html class="dark">, outside React. Subscribe to that class (and to other
 * tabs changing the saved choice) so every toggle instance stays in step.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY && (event.newValue === 'dark' || event.newValue === 'light')) {
      setThemeClass(event.newValue);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

/** The current theme; `null` on the server and during hydration (it is unknown there). */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribe, readTheme, () => null);
}

/**
 * Switches between dark and light. The icon is chosen by CSS (`dark:`), so server and client
 * markup agree whatever the pre-paint script decided; the label is refined once hydrated.
 * Without JavaScript it is hidden (`.js` on <html> shows it): the page follows the system's theme.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const theme = useTheme();
  const t = useTexts(chromeTexts);

  const label = theme === null ? t.themeToggle : theme === 'dark' ? t.themeToLight : t.themeToDark;

  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(readTheme() === 'dark' ? 'light' : 'dark');
      }}
      aria-label={label}
      title={label}
      className={`hidden size-11 cursor-pointer items-center justify-center rounded-full text-fg-muted transition-colors duration-300 hover:bg-surface-muted hover:text-accent in-[.js]:inline-flex ${className}`}
    >
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="block dark:hidden" />
    </button>
  );
}
