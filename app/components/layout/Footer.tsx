import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_EMAIL, CONTACT_PHONE, OFFICES, SITE_NAME } from '#app/domain/constants';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon } from '#app/components/ui/page-icons';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';
import { LEGAL_PAGE_PATHS } from '#app/domain/privacy/pages';
import { privacyLinksTexts } from '#app/domain/privacy/texts/privacy-links';
import { telHref } from './contact-links';
import { Logo } from './Logo';
import { PRIMARY_NAV, type ChromeUser } from './nav';

const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/islandestates.sbh/', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/islandestates.caribbean', Icon: FacebookIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/island-estates-caribbean/', Icon: LinkedInIcon },
] as const;

/** Quick links: everything but Home (the logo already goes home). */
const QUICK_LINKS = PRIMARY_NAV.filter((item) => item.to !== '/');

/** The footer is an always-dark band in both themes; it uses raw palette colours on bg-inverse. */
/** The office hours' rows, as catalogue keys (the English texts are SPEC §9's OFFICE_HOURS). */
const HOURS = [
  { days: 'mondayFriday', hours: 'weekdayHours' },
  { days: 'saturday', hours: 'saturdayHours' },
  { days: 'sunday', hours: 'closed' },
] as const;

export function Footer({ user }: { user: ChromeUser }) {
  const t = useTexts(chromeTexts);
  const localized = useLocalizedPath();
  return (
    <footer className="border-t border-line bg-inverse text-inverse-fg">
      <div className="container-page pt-16 pb-10 sm:pt-20 lg:pt-24">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-4">
            <Logo tone="inverse" />
            <p className="mt-7 max-w-sm text-[0.9375rem] leading-relaxed text-ink-300">{t.footerBlurb}</p>
            <ul className="mt-8 flex items-center gap-2" aria-label={t.socialMedia}>
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.socialLink(SITE_NAME, label)}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-ink-700 text-sand-100 transition-colors duration-300 hover:border-brass-300 hover:text-brass-300"
                  >
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label={t.quickLinks} className="lg:col-span-2">
            <FooterHeading>{t.explore}</FooterHeading>
            <ul className="mt-5 space-y-3">
              {QUICK_LINKS.map((item) => (
                <li key={item.to}>
                  <Link
                    to={localized(item.to)}
                    className="text-[0.9375rem] text-sand-100 transition-colors hover:text-brass-300"
                  >
                    {t[item.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="lg:col-span-3">
            <FooterHeading>{t.offices}</FooterHeading>
            <ul className="mt-5 space-y-6">
              {OFFICES.map((office) => (
                <li key={office.city}>
                  <p className="font-display text-2xl leading-none text-sand-50">{office.city}</p>
                  <address className="mt-2 text-sm leading-relaxed text-ink-300 not-italic">{office.address}</address>
                </li>
              ))}
            </ul>
          </div>

          <div className="lg:col-span-3">
            <FooterHeading>{t.contact}</FooterHeading>
            <ul className="mt-5 space-y-3 text-[0.9375rem]">
              <li>
                <a
                  href={telHref(CONTACT_PHONE)}
                  className="inline-flex items-center gap-3 text-sand-100 transition-colors hover:text-brass-300"
                >
                  <PhoneIcon size={16} className="text-brass-300" />
                  {CONTACT_PHONE}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="inline-flex items-center gap-3 break-all text-sand-100 transition-colors hover:text-brass-300"
                >
                  <MailIcon size={16} className="shrink-0 text-brass-300" />
                  {CONTACT_EMAIL}
                </a>
              </li>
            </ul>
            <dl className="mt-7 space-y-1.5 text-sm text-ink-300">
              {HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 border-b border-ink-800 pb-1.5 last:border-0">
                  <dt>{t[row.days]}</dt>
                  <dd className="text-sand-100">{t[row.hours]}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <div className="mt-16 flex flex-col-reverse gap-4 border-t border-ink-800 pt-8 text-xs tracking-[0.06em] text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <p>
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE_NAME}. {t.rights}
            </p>
            <LegalLinks />
          </div>
          {user ? null : (
            <Link
              to="/login"
              className="self-start font-semibold tracking-[0.16em] text-sand-100 uppercase transition-colors hover:text-brass-300 sm:self-auto"
            >
              {t.adminLogin}
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}

/** The privacy notice and the legal notice, in the page's language (issue 32, item 2). */
function LegalLinks() {
  const t = useTexts(privacyLinksTexts);
  const localized = useLocalizedPath();
  return (
    <ul className="flex gap-5" aria-label={`${t.footerPrivacy} · ${t.footerLegal}`}>
      <li>
        <Link to={localized(LEGAL_PAGE_PATHS.privacy)} className="text-sand-100 transition-colors hover:text-brass-300">
          {t.footerPrivacy}
        </Link>
      </li>
      <li>
        <Link to={localized(LEGAL_PAGE_PATHS.legal)} className="text-sand-100 transition-colors hover:text-brass-300">
          {t.footerLegal}
        </Link>
      </li>
    </ul>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="font-sans text-[0.6875rem] font-semibold tracking-[0.22em] text-brass-300 uppercase">{children}</h2>
  );
}
