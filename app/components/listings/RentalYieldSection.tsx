import { useLocale, useTexts } from '#app/components/i18n/locale';
import { ListingFacts } from '#app/components/listings/ListingFacts';
import { Price } from '#app/components/listings/Price';
import { formatShare, grossYield, occupancy, type RentalYield } from '#app/domain/listings/rental-yield';
import { propertyTexts } from '#app/domain/listings/texts/property';

/**
 * A sale property's rental income (issue 31, item 6): its own villa's last twelve months, or an estimate from
 * comparable villas — always said which, with the method in one sentence.
 */
export function RentalYieldSection({
  figures,
  price,
  bedrooms,
  island,
}: {
  figures: RentalYield;
  price: number;
  bedrooms: number;
  island: string;
}) {
  const t = useTexts(propertyTexts);
  const locale = useLocale();
  const estimate = figures.basis === 'estimate';
  const yieldShare = grossYield(figures.income, price);
  return (
    <section aria-labelledby="yield-heading" className="flex flex-col gap-4">
      <h2 id="yield-heading" className="section-title">
        {t.yieldHeading}
        {estimate ? (
          <span className="ml-3 inline-block rounded-full border border-accent px-2.5 py-0.5 align-middle font-sans text-xs font-semibold tracking-[0.12em] text-fg uppercase">
            {t.estimate}
          </span>
        ) : null}
      </h2>
      <p className="text-fg-muted">{estimate ? t.yieldEstimateLead : t.yieldOwnLead}</p>
      <ListingFacts
        facts={[
          { label: t.nightsBooked, value: t.nights(figures.nights) },
          { label: t.occupancy, value: formatShare(occupancy(figures), locale) },
          { label: t.grossIncome, value: <Price amount={figures.income} currency={figures.currency} /> },
          ...(yieldShare === null
            ? []
            : [{ label: t.grossYield, value: formatShare(yieldShare, locale, 1), detail: t.ofAskingPrice }]),
        ]}
      />
      <p className="text-sm text-fg-muted">
        {estimate ? t.yieldEstimateMethod(figures.comparables, t.bedroomCount(bedrooms), island) : t.yieldOwnMethod}
      </p>
    </section>
  );
}
