import { Link } from 'react-router';
import { CallToAction } from '#app/components/content/content-parts';
import { ImageHero } from '#app/components/content/ImageHero';
import { NumberedGrid, type NumberedItem } from '#app/components/content/NumberedGrid';
import { useLocalizedPath } from '#app/components/i18n/locale';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { investmentTexts, type InvestmentTranslation } from '#app/domain/i18n/texts/investment';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import type { Route } from './+types/investment';

/** A static page (SPEC §1 and §2 Investment): its loader only sends its texts in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const { metaTitle, ...texts } = investmentTexts[localeFromPath(new URL(request.url).pathname)];
  return { t: texts, title: metaTitle(SITE_NAME) };
}

type Texts = Omit<InvestmentTranslation, 'metaTitle'>;

const statistics = (t: Texts) =>
  [
    { value: t.visitorsValue, label: t.visitorsLabel },
    { value: t.taxValue, label: t.taxLabel },
    { value: t.yieldValue, label: t.yieldLabel },
  ] as const;

/** The nine selling points of SPEC §1 are the nine reasons. */
const reasons = (t: Texts): readonly NumberedItem[] => [
  { title: t.reason1Title, text: t.reason1Text },
  { title: t.reason2Title, text: t.reason2Text },
  { title: t.reason3Title, text: t.reason3Text },
  { title: t.reason4Title, text: t.reason4Text },
  { title: t.reason5Title, text: t.reason5Text },
  { title: t.reason6Title, text: t.reason6Text },
  { title: t.reason7Title, text: t.reason7Text },
  { title: t.reason8Title, text: t.reason8Text },
  { title: t.reason9Title, text: t.reason9Text },
];

const journey = (t: Texts): readonly NumberedItem[] => [
  { title: t.step1Title, text: t.step1Text },
  { title: t.step2Title, text: t.step2Text },
  { title: t.step3Title, text: t.step3Text },
  { title: t.step4Title, text: t.step4Text },
];

export default function Investment({ loaderData: { t } }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  return (
    <>
      <ImageHero
        size="medium"
        image={{
          src: '/images/demo/island-sint-maarten.webp',
          alt: t.heroAlt,
          width: 1200,
          height: 800,
        }}
        eyebrow={t.eyebrow}
        title={t.title}
        lead={t.lead}
      >
        <Link
          to={localized('/properties?island=Sint+Maarten')}
          className="btn btn-lg bg-brass-300 text-ink-950 hover:bg-brass-200"
        >
          {t.viewProperties}
        </Link>
        <Link to={localized('/contact?topic=investment#contact-form')} className="btn btn-lg btn-inverse">
          {t.speakToAdvisor}
        </Link>
      </ImageHero>

      <section aria-labelledby="statistics-heading" className="border-b border-line">
        <div className="container-page">
          <h2 id="statistics-heading" className="sr-only">
            {t.statisticsHeading}
          </h2>
          <dl className="grid divide-y divide-line sm:grid-cols-3 sm:divide-x sm:divide-y-0">
            {statistics(t).map((stat) => (
              <div key={stat.label} className="flex flex-col items-center gap-3 py-10 text-center sm:py-14">
                <dt className="order-2 text-[0.6875rem] font-semibold tracking-[0.18em] text-fg-muted uppercase">{stat.label}</dt>
                <dd className="order-1 font-display text-6xl leading-none text-accent lining-nums sm:text-7xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="reasons-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">{t.reasonsEyebrow}</p>
            <h2 id="reasons-heading" className="section-title">
              {t.reasonsTitle}
            </h2>
            <p className="section-lead">{t.reasonsLead}</p>
          </div>
          <NumberedGrid items={reasons(t)} columns={3} className="mt-14" />
        </div>
      </section>

      <section aria-labelledby="market-heading" className="bg-surface-muted py-20 sm:py-28">
        <div className="container-page grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <p className="eyebrow">{t.marketEyebrow}</p>
            <h2 id="market-heading" className="section-title mt-5">
              {t.marketTitle}
            </h2>
            <p className="section-lead mt-6">{t.marketLead}</p>
          </div>
          <div className="flex flex-col gap-12 lg:col-span-7">
            <figure className="card p-6 sm:p-8">
              <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-display text-2xl text-fg lining-nums">{t.touristsPerYear}</span>
                <span className="text-sm text-fg-muted">{t.visitorsByArrival}</span>
              </figcaption>
              <ul className="mt-8 flex flex-col gap-6">
                <VisitorBar label={t.cruisePassengers} value={t.cruiseValue} share={72} />
                <VisitorBar label={t.stayOverGuests} value={t.stayOverValue} share={28} />
              </ul>
            </figure>
            <dl className="grid gap-6 sm:grid-cols-2">
              <div className="card p-6 sm:p-8">
                <dt className="text-sm text-fg-muted">{t.valueIncrease}</dt>
                <dd className="mt-4 font-display text-5xl leading-none text-fg lining-nums">{t.valueIncreaseValue}</dd>
              </div>
              <div className="card p-6 sm:p-8">
                <dt className="text-sm text-fg-muted">{t.gdpGrowth}</dt>
                <dd className="mt-4 font-display text-5xl leading-none text-fg lining-nums">{t.gdpGrowthValue}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col items-center gap-5 text-center">
            <p className="eyebrow">{t.journeyEyebrow}</p>
            <h2 id="journey-heading" className="section-title">
              {t.journeyTitle}
            </h2>
            <p className="section-lead mx-auto">{t.journeyLead}</p>
          </div>
          <NumberedGrid items={journey(t)} columns={4} ordered className="mt-14" />
        </div>
      </section>

      <CallToAction
        id="cta-heading"
        eyebrow={t.ctaEyebrow}
        title={t.ctaTitle}
        primary={{ to: localized('/properties'), label: t.viewProperties }}
        secondary={{ to: localized('/contact'), label: t.contactUs }}
        image={{ src: '/images/demo/cove-05.webp', width: 1200, height: 800 }}
      >
        <p>{t.ctaText}</p>
      </CallToAction>
    </>
  );
}

function VisitorBar({ label, value, share }: { label: string; value: string; share: number }) {
  return (
    <li>
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-[0.9375rem] text-fg">{label}</span>
        <span className="font-display text-3xl leading-none text-fg lining-nums">{value}</span>
      </p>
      <div aria-hidden="true" className="mt-3 h-2 w-full overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
      </div>
    </li>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    origin: rootOrigin(matches),
    title: loaderData?.title ?? SITE_NAME,
    description: loaderData?.t.metaDescription ?? '',
    path: localizedPath('/investment', locale),
    image: '/images/demo/island-sint-maarten.webp',
  });
};
