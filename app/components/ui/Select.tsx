import type { SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import type { SelectOption } from './Field';

/**
 * A bare styled <select> for places where the label lives elsewhere (filter bars with a visually
 * hidden label, table toolbars). Always give it an accessible name (`aria-label` or a <label>).
 */
export function Select({
  options,
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options?: readonly SelectOption[] }) {
  return (
    <select className={cx('select', className)} {...props}>
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
