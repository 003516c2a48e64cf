import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useRouteLoaderData } from 'react-router';
import interLatinWoff2 from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import cormorantLatinWoff2 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url';
import cormorantRegularLatinWoff2 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2?url';
import { Header } from '#app/components/layout/Header';
import type { ChromeUser } from '#app/components/layout/nav';
import { ScrollRestoration } from '#app/components/layout/ScrollRestoration';
import { THEME_INIT_SCRIPT } from '#app/components/layout/ThemeToggle';
import { MoneyProvider } from '#app/components/listings/Price';
import { useTexts } from '#app/components/i18n/locale';
import { hydrateLater } from '#app/components/ui/hydrate-later';
import { LanguageAlternates } from '#app/components/i18n/LanguageAlternates';
import { localeFromPath } from '#app/domain/i18n/locale';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';
import { errorsTexts } from '#app/domain/i18n/texts/errors';
import { SITE_NAME } from '#app/domain/constants';
import { DOLLAR_VIEW, type MoneyView } from '#app/domain/currency/currency';
import { NOINDEX } from '#app/domain/seo/meta';
import { getStaffUser, staffContext } from '#app/server/auth/auth.server';
import { requestServicesMiddleware } from '#app/server/context.server';
import { visitorCurrencyMiddleware, visitorMoney } from '#app/server/currency/visitor.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { pageCacheMiddleware } from '#app/server/http/page-cache.server';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';

// Below the fold on every page, and the error screens on none but an error page: chunks of their own
// (app/components/ui/hydrate-later.tsx).
const Footer = hydrateLater(() => import('#app/components/layout/Footer').then((module) => module.Footer));
const NotFoundScreen = hydrateLater(() =>
  import('#app/components/layout/ErrorScreens').then((module) => module.NotFoundScreen),
);
const ServiceUnavailableScreen = hydrateLater(() =>
  import('#app/components/layout/ErrorScreens').then((module) => module.ServiceUnavailableScreen),
);
const UnexpectedErrorScreen = hydrateLater(() =>
  import('#app/components/layout/ErrorScreens').then((module) => module.UnexpectedErrorScreen),
);

/**
 * Root loader contract (read by the chrome and the document shell):
 *   user  — the signed-in staff member or null; drives Admin/Logout vs 'Admin Login'.
 *   origin — the site's origin, for absolute links (sharing, Open Graph).
 *   money — the visitor's currency and the exchange rate, for every price on the page.
 */
export type RootLoaderData = { user: ChromeUser; origin: string; money: MoneyView };

/**
 * Anonymous public pages may come straight from the page cache; otherwise every request gets its backend
 * before any loader or action runs. (Each document's Content-Security-Policy is made in entry.server.tsx,
 * from the inline scripts it actually holds.)
 */
export const middleware: Route.MiddlewareFunction[] = [
  pageCacheMiddleware,
  requestServicesMiddleware,
  visitorCurrencyMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The header only needs to know whether someone is signed in; an outage must not break every page. On the
  // back office the admin layout's middleware has just read the session: its member is the one.
  const session = context.get(staffContext);
  const [staff, money] = await Promise.all([
    session ? session.user : getStaffUser(request).catch(() => null),
    visitorMoney(context, localeFromPath(new URL(request.url).pathname)),
  ]);
  const data: RootLoaderData = {
    money,
    user: staff ? { email: staff.email } : null,
    // The site's own origin, for absolute links (canonical and hreflang links, sharing, Open Graph).
    origin: requestOrigin(request),
  };
  return data;
}

export const links: Route.LinksFunction = () => [
  // The three faces every page paints with (Inter, the logo's Cormorant 500, the footer's Cormorant 400); the rest
  // load on demand via unicode-range. Without its preload Cormorant's regular weight was found only by the first
  // layout, arrived after it, and swapping it in laid the whole page out again: 14–25 ms of Chromium's main thread
  // on this machine, about four times that on Lighthouse's phone, and a visible change of face in the headings.
  { rel: 'preload', href: interLatinWoff2, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: cormorantLatinWoff2, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: cormorantRegularLatinWoff2, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ error, location }) => {
  const t = errorsTexts[localeFromPath(location.pathname)];
  const title =
    error === undefined
      ? t.siteMetaTitle(SITE_NAME)
      : isRouteErrorResponse(error) && error.status === 404
        ? t.notFoundMetaTitle(SITE_NAME)
        : t.errorMetaTitle(SITE_NAME);
  return [
    { title },
    { name: 'description', content: t.siteMetaDescription },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    // An error page (a 404 that reached the root, a 500) is never a page to index.
    ...(error === undefined ? [] : [NOINDEX]),
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  // The language is the URL's (`/fr/…`), for every page including the error pages.
  const locale = localeFromPath(useLocation().pathname);
  const origin = useRouteLoaderData<typeof loader>('root')?.origin;
  return (
    // No theme class: the system's theme, until the inline script sets the visitor's choice (`.dark` or `.light`,
    // and `.js`) before paint — hence the warning opt-out. One document for every visitor (the page cache).
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#0b1118" media="(prefers-color-scheme: dark)" />
        <meta name="theme-color" content="#faf7f2" media="(prefers-color-scheme: light)" />
        {/* The server's alone: it has run before the browser's React sees it, which keeps the element as it is. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? THEME_INIT_SCRIPT : '' }}
        />
        <Meta />
        <LanguageAlternates origin={origin} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <MoneyProvider value={loaderData.money}>
      <SiteChrome user={loaderData.user}>
        <Outlet />
      </SiteChrome>
    </MoneyProvider>
  );
}

/** Skip link, header, main landmark and footer: shared by the app and the root error page. */
function SiteChrome({ user, children }: { user: ChromeUser; children: ReactNode }) {
  const t = useTexts(chromeTexts);
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipLink}
      </a>
      <Header user={user} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <Footer user={user} />
    </>
  );
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTexts(errorsTexts);
  const rootData = useRouteLoaderData<typeof loader>('root');
  const user = rootData?.user ?? null;
  const money = rootData?.money ?? DOLLAR_VIEW;

  let content: ReactNode;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      content = <NotFoundScreen />;
    } else if (error.status === 503) {
      content = <ServiceUnavailableScreen />;
    } else {
      const text = error.statusText || STATUS_TEXT[error.status] || '';
      // React Router's own refusals (a POST to a page without an action) carry an Error's text naming its
      // route modules: the status says enough to a visitor.
      const shown = typeof error.data === 'string' && error.data && !error.data.startsWith('Error: ');
      const message = shown ? ` — ${error.data as string}` : '';
      content = <UnexpectedErrorScreen detail={`${error.status} ${text}`.trim() + message} />;
    }
  } else if (error instanceof Error) {
    // In production React Router already replaces server error messages with a generic one;
    // the stack is only ever shown in development.
    content = <UnexpectedErrorScreen detail={error.message} stack={import.meta.env.DEV ? error.stack : undefined} />;
  } else {
    content = <UnexpectedErrorScreen detail={t.unknownError} />;
  }

  return (
    <MoneyProvider value={money}>
      <SiteChrome user={user}>{content}</SiteChrome>
    </MoneyProvider>
  );
}
