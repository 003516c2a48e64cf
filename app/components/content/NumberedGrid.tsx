import { cx } from '#app/components/ui/cx';

export interface NumberedItem {
  title: string;
  text: string;
}

/**
 * Titled items with a serif ordinal (01, 02, …) above a hairline — services, reasons, steps. Rendered
 * as an ordered list when the order means something (`ordered`), otherwise as a plain list.
 */
export function NumberedGrid({
  items,
  columns = 4,
  ordered = false,
  headingLevel = 'h3',
  className,
}: {
  items: readonly NumberedItem[];
  columns?: 2 | 3 | 4;
  ordered?: boolean;
  headingLevel?: 'h3' | 'h4';
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  const Heading = headingLevel;
  return (
    <List
      className={cx(
        'grid gap-x-8 gap-y-12 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {items.map((item, index) => (
        <li key={item.title} className="flex flex-col border-t border-line pt-6">
          <span aria-hidden="true" className="font-display text-3xl leading-none text-accent lining-nums tabular-nums">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Heading className="mt-5 font-display text-2xl leading-tight font-medium text-fg">{item.title}</Heading>
          <p className="mt-3 text-[0.9375rem] leading-relaxed text-fg-muted">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
