import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

/**
 * The class string behind every button-looking thing (also usable on plain <a>). A module of its own: a page that
 * only styles links as buttons does not load the Button component and its spinner.
 */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonStyleProps = {}) {
  return cx('btn', `btn-${variant}`, size === 'sm' && 'btn-sm', size === 'lg' && 'btn-lg', block && 'btn-block');
}
