import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonStyleProps as StyleProps } from './button-class';
import { cx } from './cx';
import { Spinner } from './Spinner';

export { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';

/**
 * A <button>. `type` defaults to "button" so it never submits a form by accident; pass
 * type="submit" explicitly. `pending` disables it, shows a spinner and sets aria-busy; pair it
 * with a `pendingLabel` such as 'Sending...' or 'Saving...'.
 */
export function Button({
  variant,
  size,
  block,
  pending = false,
  pendingLabel,
  className,
  children,
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { pending?: boolean; pendingLabel?: ReactNode }) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx(buttonClass({ variant, size, block }), className)}
      {...props}
    >
      {pending ? <Spinner size="sm" label={null} /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A router <Link> styled as a button (e.g. 'Return Home', 'View Properties'). */
export function LinkButton({ variant, size, block, className, ...props }: LinkProps & StyleProps) {
  return <Link className={cx(buttonClass({ variant, size, block }), className)} {...props} />;
}
