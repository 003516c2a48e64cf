import type { ReactNode } from 'react';

/** The key numbers of a listing, as a definition list. */
export function ListingFacts({ facts }: { facts: readonly { label: string; value: ReactNode; detail?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col gap-1 bg-surface p-5">
          <dt className="text-xs tracking-[0.16em] text-fg-muted uppercase">{fact.label}</dt>
          <dd className="text-xl font-medium text-fg">
            {fact.value}
            {fact.detail ? <span className="mt-0.5 block text-sm font-normal text-fg-muted">{fact.detail}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
