import { cx } from '#app/components/ui/cx';

export interface Testimonial {
  quote: string;
  name: string;
  /** Who they are to us, e.g. 'Villa owner, Gustavia'. */
  detail: string;
}

/**
 * Three client voices side by side (stacked on phones): a serif quotation, a hairline, the name.
 * Static content (SPEC §2), so plain markup: <figure>/<blockquote>/<figcaption>.
 */
export function Testimonials({
  id,
  eyebrow = 'Testimonials',
  title,
  lead,
  items,
  tone = 'muted',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  items: readonly Testimonial[];
  tone?: 'default' | 'muted';
}) {
  return (
    <section aria-labelledby={id} className={cx('py-20 sm:py-28', tone === 'muted' && 'bg-surface-muted')}>
      <div className="container-page">
        <div className="flex flex-col items-center gap-5 text-center">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className="section-title">
            {title}
          </h2>
          {lead ? <p className="section-lead mx-auto">{lead}</p> : null}
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3 lg:gap-8">
          {items.map((item) => (
            <li key={item.name} className="flex">
              <figure className="flex w-full flex-col border border-line border-t-accent/60 bg-surface px-6 pt-8 pb-7 sm:px-8">
                <span aria-hidden="true" className="font-display text-6xl leading-[0.6] text-accent">
                  &ldquo;
                </span>
                <blockquote className="mt-4 flex-1 font-display text-[1.375rem] leading-snug text-fg italic sm:text-2xl">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-8 border-t border-line pt-5">
                  <p className="text-sm font-semibold tracking-[0.08em] text-fg">{item.name}</p>
                  <p className="mt-1 text-sm text-fg-muted">{item.detail}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
