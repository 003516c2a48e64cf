import { Link } from 'react-router';
import { NumberedGrid, type NumberedItem } from '#app/components/content/NumberedGrid';
import { CallToAction, Testimonials } from '#app/components/content/content-parts';
import type { Testimonial } from '#app/components/content/Testimonials';
import { PageHero } from '#app/components/layout/PageHero';
import { LinkButton } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { useLocalizedPath } from '#app/components/i18n/locale';
import { MANAGEMENT_PACKAGES, SITE_NAME } from '#app/domain/constants';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { managementTexts } from '#app/domain/i18n/texts/management';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import type { Route } from './+types/property-management';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';

/**
 * A static page: its loader only sends its texts in the page's language, the ones with values already written
 * (each package's name and labels, the site's name).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { metaTitle, packageName, percent, includedIn, choosePackage, whyEyebrow, ...texts } =
    managementTexts[localeFromPath(new URL(request.url).pathname)];
  const packages = MANAGEMENT_PACKAGES.map((pkg) => {
    const name = packageName(pkg.name);
    return { key: pkg.name, name, percent: percent(pkg.percent), includedIn: includedIn(name), choose: choosePackage(name) };
  });
  return { t: { ...texts, whyEyebrow: whyEyebrow(SITE_NAME) }, packages, title: metaTitle(SITE_NAME) };
}

type Texts = Route.ComponentProps['loaderData']['t'];

const overview = (t: Texts) =>
  [
    { title: t.point1Title, text: t.point1Text },
    { title: t.point2Title, text: t.point2Text },
    { title: t.point3Title, text: t.point3Text },
  ] as const;

const services = (t: Texts): readonly NumberedItem[] => [
  { title: t.service1Title, text: t.service1Text },
  { title: t.service2Title, text: t.service2Text },
  { title: t.service3Title, text: t.service3Text },
  { title: t.service4Title, text: t.service4Text },
  { title: t.service5Title, text: t.service5Text },
  { title: t.service6Title, text: t.service6Text },
  { title: t.service7Title, text: t.service7Text },
  { title: t.service8Title, text: t.service8Text },
];

type PackageName = (typeof MANAGEMENT_PACKAGES)[number]['name'];

const packageDetails = (
  t: Texts,
): Record<PackageName, { summary: string; includes: readonly string[]; featured?: boolean }> => ({
  Essential: {
    summary: t.essentialSummary,
    includes: [t.essential1, t.essential2, t.essential3, t.essential4, t.essential5],
  },
  Premium: {
    summary: t.premiumSummary,
    featured: true,
    includes: [t.premium1, t.premium2, t.premium3, t.premium4, t.premium5],
  },
  Luxury: {
    summary: t.luxurySummary,
    includes: [t.luxury1, t.luxury2, t.luxury3, t.luxury4, t.luxury5],
  },
});

const reasons = (t: Texts): readonly NumberedItem[] => [
  { title: t.reason1Title, text: t.reason1Text },
  { title: t.reason2Title, text: t.reason2Text },
  { title: t.reason3Title, text: t.reason3Text },
  { title: t.reason4Title, text: t.reason4Text },
  { title: t.reason5Title, text: t.reason5Text },
  { title: t.reason6Title, text: t.reason6Text },
];

const testimonials = (t: Texts): readonly Testimonial[] => [
  { quote: t.quote1, name: 'Henrik Lindqvist', detail: t.quote1Detail },
  { quote: t.quote2, name: 'Nadia & Omar Haddad', detail: t.quote2Detail },
  { quote: t.quote3, name: 'Laurence Martin', detail: t.quote3Detail },
];

const consultationHref = (packageName?: PackageName) =>
  `/contact?${new URLSearchParams({ topic: 'management', ...(packageName ? { package: packageName } : {}) })}#contact-form`;

export default function PropertyManagement({ loaderData: { t, packages } }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  const details = packageDetails(t);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
          <LinkButton to={localized(consultationHref())} size="lg">
            {t.scheduleConsultation}
          </LinkButton>
          <LinkButton to="#packages" variant="secondary" size="lg">
            {t.viewPackages}
          </LinkButton>
        </div>
      </PageHero>

      <div className="container-page mt-6 sm:mt-10">
        <ResponsiveImage
          src="/images/demo/villa-05.webp"
          alt={t.heroAlt}
          width={1200}
          height={800}
          sizes="(min-width: 1280px) 1200px, 100vw"
          maxDisplayWidth={1200}
          priority
          className="aspect-[4/3] w-full bg-surface-muted object-cover sm:aspect-[21/9]"
        />
      </div>

      <section aria-labelledby="overview-heading" className="py-16 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <p className="eyebrow">{t.overviewEyebrow}</p>
            <h2 id="overview-heading" className="section-title mt-5">
              {t.overviewTitle}
            </h2>
            <span aria-hidden="true" className="rule-accent mt-8" />
          </div>
          <div className="flex flex-col gap-10 lg:col-span-7">
            <p className="text-lg leading-relaxed text-fg sm:text-xl">{t.overviewText}</p>
            <dl className="grid gap-8 sm:grid-cols-3 sm:gap-6">
              {overview(t).map((point) => (
                <div key={point.title} className="border-t border-line pt-5">
                  <dt className="font-display text-xl leading-snug font-medium text-fg">{point.title}</dt>
                  <dd className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{point.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-surface-muted py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">{t.servicesEyebrow}</p>
            <h2 id="services-heading" className="section-title">
              {t.servicesTitle}
            </h2>
            <p className="section-lead">{t.servicesLead}</p>
          </div>
          <NumberedGrid items={services(t)} columns={4} className="mt-14" />
        </div>
      </section>

      <section id="packages" aria-labelledby="packages-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col items-center gap-5 text-center">
            <p className="eyebrow">{t.packagesEyebrow}</p>
            <h2 id="packages-heading" className="section-title">
              {t.packagesTitle}
            </h2>
            <p className="section-lead mx-auto">{t.packagesLead}</p>
          </div>
          <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-stretch lg:gap-8">
            {packages.map((pkg) => {
              const pkgDetails = details[pkg.key];
              return (
                <li
                  key={pkg.key}
                  className={cx(
                    // Visible overflow: the featured package's badge sits across the card's top edge.
                    'card relative flex flex-col overflow-visible p-8 sm:p-10',
                    pkgDetails.featured && 'border-accent shadow-[0_32px_64px_-32px_rgb(11_17_24/0.45)]',
                  )}
                >
                  {pkgDetails.featured ? (
                    <p className="absolute top-0 right-8 -translate-y-1/2 bg-primary px-3 py-1.5 text-[0.625rem] font-semibold tracking-[0.16em] text-primary-fg uppercase">
                      {t.mostChosen}
                    </p>
                  ) : null}
                  <h3 className="font-display text-3xl text-fg">{pkg.name}</h3>
                  <p className="mt-2 min-h-12 text-[0.9375rem] leading-relaxed text-fg-muted lg:min-h-19">{pkgDetails.summary}</p>
                  <p className="mt-8 flex items-baseline gap-3 border-t border-line pt-8">
                    <span className="font-display text-6xl leading-none text-fg lining-nums">{pkg.percent}</span>
                    <span className="text-sm text-fg-muted">{t.ofRentalIncome}</span>
                  </p>
                  <h4 className="sr-only">{pkg.includedIn}</h4>
                  <ul className="mt-8 flex flex-1 flex-col gap-3">
                    {pkgDetails.includes.map((item) => (
                      <li key={item} className="flex gap-3 text-[0.9375rem] leading-snug text-fg">
                        <CheckMark />
                        {item}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={localized(consultationHref(pkg.key))}
                    className={cx('btn btn-block mt-10', pkgDetails.featured ? 'btn-primary' : 'btn-secondary')}
                  >
                    {pkg.choose}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="reasons-heading" className="border-t border-line py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">{t.whyEyebrow}</p>
            <h2 id="reasons-heading" className="section-title">
              {t.whyTitle}
            </h2>
            <p className="section-lead">{t.whyLead}</p>
          </div>
          <NumberedGrid items={reasons(t)} columns={3} className="mt-14" />
        </div>
      </section>

      <Testimonials
        id="testimonials-heading"
        eyebrow={t.testimonialsEyebrow}
        title={t.testimonialsTitle}
        items={testimonials(t)}
      />

      <CallToAction
        id="consultation-heading"
        eyebrow={t.ctaEyebrow}
        title={t.ctaTitle}
        primary={{ to: localized(consultationHref()), label: t.scheduleConsultation }}
        secondary={{ to: localized('/rentals'), label: t.seeRentals }}
      >
        <p>{t.ctaText}</p>
      </CallToAction>
    </>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    origin: rootOrigin(matches),
    title: loaderData?.title ?? SITE_NAME,
    description: loaderData?.t.metaDescription ?? '',
    path: localizedPath('/property-management', locale),
  });
};
