import { Form, NavLink } from 'react-router';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { LogoutIcon } from '#app/components/ui/icons';
import { hydrateLater } from '#app/components/ui/hydrate-later';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';
import { CurrencySelector } from './CurrencySelector';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { PRIMARY_NAV, type ChromeUser } from './nav';
import { ThemeToggle } from './ThemeToggle';

/** A native disclosure that opens without JavaScript: its own chunk (app/components/ui/hydrate-later.tsx). */
const MobileMenu = hydrateLater(() => import('./MobileMenu').then((module) => module.MobileMenu));

/**
 * Sticky site header. Desktop navigation from `xl` up; below that the disclosure menu (works
 * without JavaScript). Staff see a slim bar with Admin and Logout above the header proper, so
 * the main navigation never has to squeeze to make room for them.
 */
export function Header({ user }: { user: ChromeUser }) {
  const t = useTexts(chromeTexts);
  const localized = useLocalizedPath();
  return (
    <header
      className={`sticky top-0 z-50 border-b border-line bg-canvas/90 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/80 ${
        // Total header height, read by the mobile menu panel to fill the rest of the viewport.
        user ? '[--chrome-h:7rem] lg:[--chrome-h:8rem]' : '[--chrome-h:4.5rem] lg:[--chrome-h:5.5rem]'
      }`}
    >
      {user ? <StaffBar user={user} /> : null}
      <div className="container-page flex h-18 items-center justify-between gap-3 lg:h-22">
        <Logo />
        <nav aria-label={t.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-3 2xl:gap-8">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localized(item.to)}
                  end={item.end}
                  prefetch="intent"
                  className="relative inline-block py-2 text-[0.7rem] font-medium tracking-[0.1em] whitespace-nowrap text-fg-muted uppercase transition-colors duration-300 after:absolute after:inset-x-0 after:bottom-0 after:h-px after:origin-left after:scale-x-0 after:bg-accent after:transition-transform after:duration-500 after:ease-luxe hover:text-fg hover:after:scale-x-100 aria-[current=page]:text-fg aria-[current=page]:after:scale-x-100 2xl:text-[0.72rem] 2xl:tracking-[0.16em]"
                >
                  {t[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="-mr-2 flex items-center gap-1">
          <LanguageSwitcher className="hidden sm:flex" />
          <CurrencySelector className="mr-1 hidden sm:flex" />
          <ThemeToggle />
          <MobileMenu className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}

function StaffBar({ user }: { user: NonNullable<ChromeUser> }) {
  const t = useTexts(chromeTexts);
  return (
    <div className="bg-inverse text-inverse-fg">
      <div className="container-page flex h-10 items-center justify-between gap-4 text-xs">
        <p className="min-w-0 truncate text-ink-300">
          <span className="hidden sm:inline">{t.signedInAs}</span>
          {/* One's own account (password, authenticator): the back office's menu leaves it to this link. */}
          <NavLink
            to="/admin/account"
            className="text-sand-100 underline decoration-sand-100/40 underline-offset-4 transition-colors hover:text-brass-300 hover:decoration-brass-300 aria-[current=page]:text-brass-300"
          >
            {user.email}
          </NavLink>
        </p>
        <div className="flex shrink-0 items-center gap-1">
          <NavLink
            to="/admin"
            className="inline-flex h-8 items-center px-3 font-semibold tracking-[0.14em] text-sand-100 uppercase transition-colors hover:text-brass-300 aria-[current=page]:text-brass-300"
          >
            {t.admin}
          </NavLink>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="inline-flex h-8 cursor-pointer items-center gap-1.5 px-3 font-semibold tracking-[0.14em] text-sand-100 uppercase transition-colors hover:text-brass-300"
            >
              <LogoutIcon size={14} />
              {t.logout}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
