import type { ReactNode } from 'react';

/** The calm title band at the top of inner pages. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="container-page pt-16 pb-10 sm:pt-24">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="display-title mt-3">{title}</h1>
      {lead ? <p className="section-lead mt-5 max-w-2xl">{lead}</p> : null}
      {children}
    </header>
  );
}
