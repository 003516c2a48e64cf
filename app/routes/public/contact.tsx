import type { ReactNode } from 'react';
import { z } from '#app/domain/zod';
import { telHref } from '#app/components/layout/contact-links';
import { PageHero } from '#app/components/layout/PageHero';
import { LeadForm } from '#app/components/listings/listing-parts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '#app/components/ui/page-icons';
import { useTexts } from '#app/components/i18n/locale';
import { CONTACT_EMAIL, CONTACT_PHONE, MANAGEMENT_PACKAGES, OFFICES, SITE_NAME } from '#app/domain/constants';
import { localeFromPath, localizedPath, type Locale } from '#app/domain/i18n/locale';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';
import { contactTexts } from '#app/domain/i18n/texts/contact';
import { contactTopicsTexts } from '#app/domain/i18n/texts/contact-topics';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { pageDescriptionTexts } from '#app/domain/i18n/texts/page-descriptions';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { documentHeaders } from '#app/server/http/document-headers.server';
import { newSubmissionId, submitLead } from '#app/server/leads/lead-action.server';
import { listingMap } from '#app/server/maps/island-maps.server';
import { islandMapMarkup } from '#app/components/maps/island-map-markup.server';
import type { Route } from './+types/contact';

/**
 * Links from the service pages say what the visitor wants to talk about (`?topic=management&package=Premium`,
 * `?topic=investment`); the message starts with that sentence, in the page's language. Anything unknown is
 * ignored.
 */
const contactTopicSchema = z.object({
  topic: z.enum(['management', 'investment']).optional().catch(undefined),
  package: z.enum(MANAGEMENT_PACKAGES.map((p) => p.name)).optional().catch(undefined),
});

function openingMessage(params: URLSearchParams, locale: Locale): string {
  const { topic, package: packageName } = contactTopicSchema.parse(Object.fromEntries(params));
  const t = contactTopicsTexts[locale];
  if (topic === 'management') return packageName ? t.managementPackage(packageName) : t.management;
  if (topic === 'investment') return t.investment;
  return '';
}

/** The office hours' rows, as the chrome's catalogue keys (the English texts are SPEC §9's OFFICE_HOURS). */
const HOURS = [
  { days: 'mondayFriday', hours: 'weekdayHours' },
  { days: 'saturday', hours: 'saturdayHours' },
  { days: 'sunday', hours: 'closed' },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  return {
    submissionId: newSubmissionId(),
    description: pageDescriptionTexts[locale].contact(SITE_NAME),
    defaultMessage: openingMessage(url.searchParams, locale),
    // Each office on its island's map, at its door (an office is meant to be found: never approximate), drawn
    // as finished markup so no map code comes with the page.
    officeMaps: OFFICES.map((office, i) => {
      const map = listingMap({ ...office, id: office.city, approximate_location: false }, office.city);
      return (
        map &&
        islandMapMarkup(map, {
          id: `office-map-${i}`,
          locale,
          className: 'border-b border-line p-4 sm:p-6',
          caption: contactTexts[locale].officeMap(office.city),
        })
      );
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context, { source: 'contact' });
}

/** With its action's headers: a refused form's Retry-After reaches a browser without JavaScript too. */
export const headers: Route.HeadersFunction = documentHeaders;

export default function Contact({ loaderData: { submissionId, defaultMessage, officeMaps } }: Route.ComponentProps) {
  const t = useTexts(contactTexts);
  const forms = useTexts(leadFormTexts);
  const chrome = useTexts(chromeTexts);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <div className="container-page grid gap-14 pb-20 sm:pb-28 lg:grid-cols-12 lg:gap-16">
        <section id="contact-form" aria-labelledby="form-heading" className="lg:col-span-7">
          <div className="card p-6 sm:p-10">
            <h2 id="form-heading" className="font-display text-3xl text-fg sm:text-4xl">
              {t.formHeading}
            </h2>
            <p className="mt-2 mb-8 text-[0.9375rem] text-fg-muted">
              {t.requiredBefore}
              <span className="text-accent">*</span>
              {t.requiredAfter}
            </p>
            <LeadForm
              // A different opening message (another service page's link) starts a fresh form.
              key={defaultMessage}
              id="contact"
              action="/contact"
              formName="contact"
              submissionId={submissionId}
              defaultMessage={defaultMessage}
              successMode="replace"
              successText={forms.contactSuccess}
            />
          </div>
        </section>

        <aside aria-label={t.detailsLabel} className="flex flex-col gap-12 lg:col-span-5 lg:pt-4">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="eyebrow font-sans">
              {t.details}
            </h2>
            <ul className="mt-6 flex flex-col divide-y divide-line border-y border-line">
              <li>
                <a href={telHref(CONTACT_PHONE)} className="group flex items-center gap-5 py-5">
                  <IconBadge>
                    <PhoneIcon size={18} />
                  </IconBadge>
                  <span className="flex flex-col">
                    <span className="text-xs tracking-[0.14em] text-fg-muted uppercase">{t.phone}</span>
                    <span className="mt-1 text-lg text-fg transition-colors group-hover:text-accent">{CONTACT_PHONE}</span>
                  </span>
                </a>
              </li>
              <li>
                <a href={`mailto:${CONTACT_EMAIL}`} className="group flex items-center gap-5 py-5">
                  <IconBadge>
                    <MailIcon size={18} />
                  </IconBadge>
                  <span className="flex min-w-0 flex-col">
                    <span className="text-xs tracking-[0.14em] text-fg-muted uppercase">{t.email}</span>
                    <span className="mt-1 text-lg break-all text-fg transition-colors group-hover:text-accent">
                      {CONTACT_EMAIL}
                    </span>
                  </span>
                </a>
              </li>
            </ul>
          </section>

          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="eyebrow flex items-center gap-2 font-sans">
              <ClockIcon size={14} />
              {t.officeHours}
            </h2>
            <dl className="mt-6 flex flex-col divide-y divide-line border-y border-line">
              {HOURS.map((row) => (
                <div key={row.days} className="flex items-baseline justify-between gap-4 py-4">
                  <dt className="text-fg">{chrome[row.days]}</dt>
                  <dd className={row.hours === 'closed' ? 'text-fg-muted' : 'text-fg tabular-nums'}>{chrome[row.hours]}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-fg-muted">{t.timeZoneNote}</p>
          </section>
        </aside>
      </div>

      <section aria-labelledby="offices-heading" className="bg-surface-muted py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">{t.visitUs}</p>
            <h2 id="offices-heading" className="section-title">
              {t.ourOffices}
            </h2>
            <p className="section-lead">{t.officesLead}</p>
          </div>
          <ul className="mt-12 grid gap-8 md:grid-cols-2">
            {OFFICES.map((office, i) => (
              <li key={office.city} className="card flex flex-col">
                {officeMaps[i] ? <div dangerouslySetInnerHTML={{ __html: officeMaps[i] }} /> : null}
                <div className="flex flex-col gap-2 p-6 sm:p-8">
                  <p className="eyebrow">{office.island}</p>
                  <h3 className="font-display text-3xl text-fg">{office.city}</h3>
                  <address className="mt-1 flex gap-3 text-fg-muted not-italic">
                    <MapPinIcon size={18} className="mt-0.5 shrink-0 text-accent" />
                    {office.address}
                  </address>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong text-accent transition-colors group-hover:border-accent">
      {children}
    </span>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const t = contactTexts[locale];
  return pageMeta({
    origin: rootOrigin(matches),
    title: t.metaTitle(SITE_NAME),
    description: loaderData?.description ?? '',
    path: localizedPath('/contact', locale),
  });
};
