import type { ReactNode } from 'react';
import { cx } from '#app/components/ui/cx';

/** A titled group of fields: a fieldset whose legend is the section's h2. */
export function EditorSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cx('card min-w-0 p-5 sm:p-7', className)}>
      <legend className="contents">
        <h2 className="font-display text-2xl text-fg sm:text-[1.75rem]">{title}</h2>
      </legend>
      {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
