import { ListingFacts } from '#app/components/listings/ListingFacts';
import { Price } from '#app/components/listings/Price';
import type { RentalYieldView } from '#app/domain/listings/rental-yield';

/**
 * A sale property's rental income (issue 31, item 6): its own villa's last twelve months, or an estimate from
 * comparable villas — always said which, with the method in one sentence. The words come made from the loader
 * (`rentalYieldView`); only the income is drawn here, in the visitor's currency like every price.
 */
export default function RentalYieldSection({ view }: { view: RentalYieldView }) {
  return (
    <section aria-labelledby="yield-heading" className="flex flex-col gap-4">
      <h2 id="yield-heading" className="section-title">
        {view.heading}
        {view.badge ? (
          <span className="ml-3 inline-block rounded-full border border-accent px-2.5 py-0.5 align-middle font-sans text-xs font-semibold tracking-[0.12em] text-fg uppercase">
            {view.badge}
          </span>
        ) : null}
      </h2>
      <p className="text-fg-muted">{view.lead}</p>
      <ListingFacts
        facts={view.facts.map((fact) => ({
          label: fact.label,
          value: fact.money ? <Price amount={fact.money.amount} currency={fact.money.currency} /> : fact.text,
          detail: fact.detail,
        }))}
      />
      <p className="text-sm text-fg-muted">{view.method}</p>
    </section>
  );
}
