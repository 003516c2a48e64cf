import type { ReactNode } from 'react';

/** Columns from `sm` up: four, or three when that fills every row (six facts are two rows of three). */
const SM_COLUMNS = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;
/** How many columns the last fact spans from `sm` up, so the last row has no empty cell. */
const SM_LAST_SPAN = ['', 'sm:col-span-1', 'sm:col-span-2', 'sm:col-span-3', 'sm:col-span-4'] as const;

/** A listing's key facts as a grid of label and value, every row full on a phone and on a desktop. */
export function ListingFacts({ facts }: { facts: readonly { label: string; value: ReactNode; detail?: string }[] }) {
  const columns = facts.length % 4 !== 0 && facts.length % 3 === 0 ? 3 : 4;
  const smRemainder = facts.length % columns;
  const lastSpan = [
    facts.length % 2 === 1 ? 'col-span-2' : '',
    SM_LAST_SPAN[smRemainder === 0 ? 1 : columns - smRemainder + 1],
  ].join(' ');
  return (
    <dl className={`grid grid-cols-2 gap-px overflow-hidden rounded-sm border border-line bg-line ${SM_COLUMNS[columns]}`}>
      {facts.map((fact, index) => (
        <div
          key={fact.label}
          className={`flex flex-col gap-1 bg-surface p-5 ${index === facts.length - 1 ? lastSpan : ''}`}
        >
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
