import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';

/**
 * Labelled form controls with hint and error wiring (aria-invalid, aria-describedby).
 * They accept Conform's prop getters directly, e.g.
 *   <Field label="Email Address" inputProps={getInputProps(fields.email, { type: 'email' })}
 *          errors={fields.email.errors} />
 * An id is generated when the props carry none.
 */
type Errors = string | readonly string[] | null | undefined;

type CommonProps = {
  label: ReactNode;
  hint?: ReactNode;
  errors?: Errors;
  /** Shows a decorative '*' after the label; also set `required` on the control itself. */
  requiredMark?: boolean;
  className?: string;
};

function errorList(errors: Errors): string[] {
  if (!errors) return [];
  return (typeof errors === 'string' ? [errors] : [...errors]).filter(Boolean);
}

function useFieldIds(explicitId: string | undefined, hint: ReactNode, errors: string[]) {
  const fallback = useId();
  const id = explicitId ?? fallback;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The ids a control is described by, each once (Conform names the error too): undefined for none. */
function describedBy(...lists: (string | undefined)[]): string | undefined {
  const ids = [...new Set(lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean))];
  return ids.length ? ids.join(' ') : undefined;
}

function Label({ htmlFor, children, requiredMark }: { htmlFor: string; children: ReactNode; requiredMark?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="label">
      {children}
      {requiredMark ? (
        <span aria-hidden="true" className="ml-1 text-accent">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A field's hint and its error messages, under the control (shared with the back office's list fields). */
export function FieldMessages({
  hint,
  hintId,
  errors,
  errorId,
}: {
  hint: ReactNode;
  hintId?: string;
  errors: string[];
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <p id={errorId} className="field-error">
          {errors.join(', ')}
        </p>
      ) : null}
    </>
  );
}

export function Field({
  label,
  hint,
  errors,
  requiredMark,
  className,
  inputProps,
}: CommonProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const list = errorList(errors);
  const ids = useFieldIds(inputProps.id, hint, list);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} requiredMark={requiredMark}>
        {label}
      </Label>
      <input
        {...inputProps}
        id={ids.id}
        aria-invalid={list.length ? true : inputProps['aria-invalid']}
        aria-describedby={describedBy(inputProps['aria-describedby'], ids.describedBy)}
        className={cx('input', inputProps.className)}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} errors={list} errorId={ids.errorId} />
    </div>
  );
}

/**
 * A labelled textarea. With `maxLength` and `lengthHint`, the hint says how much may be written — "Up to 5,000
 * characters" as served, the characters left once the visitor types — so the limit is known before it is met
 * (the browser enforces it with or without JavaScript).
 */
export function TextareaField({
  label,
  hint: givenHint,
  errors,
  requiredMark,
  className,
  textareaProps,
  lengthHint,
}: CommonProps & {
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>;
  lengthHint?: (left: number, max: number) => ReactNode;
}) {
  const max = textareaProps.maxLength;
  const [typed, setTyped] = useState<number | null>(null);
  const hint =
    lengthHint && max !== undefined ? (
      <>
        {givenHint ? <>{givenHint} </> : null}
        <span aria-live={typed !== null && max - typed <= 200 ? 'polite' : undefined}>
          {lengthHint(typed === null ? max : max - typed, max)}
        </span>
      </>
    ) : (
      givenHint
    );
  const list = errorList(errors);
  const ids = useFieldIds(textareaProps.id, hint, list);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} requiredMark={requiredMark}>
        {label}
      </Label>
      <textarea
        {...textareaProps}
        onInput={(event) => {
          if (lengthHint) setTyped(event.currentTarget.value.length);
          textareaProps.onInput?.(event);
        }}
        id={ids.id}
        aria-invalid={list.length ? true : textareaProps['aria-invalid']}
        aria-describedby={describedBy(textareaProps['aria-describedby'], ids.describedBy)}
        className={cx('textarea', textareaProps.className)}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} errors={list} errorId={ids.errorId} />
    </div>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** A labelled native <select>; give `options`, or `children` for <optgroup>s. */
export function SelectField({
  label,
  hint,
  errors,
  requiredMark,
  className,
  selectProps,
  options,
  children,
}: CommonProps & {
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
  options?: readonly SelectOption[];
  children?: ReactNode;
}) {
  const list = errorList(errors);
  const ids = useFieldIds(selectProps.id, hint, list);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} requiredMark={requiredMark}>
        {label}
      </Label>
      <select
        {...selectProps}
        id={ids.id}
        aria-invalid={list.length ? true : selectProps['aria-invalid']}
        aria-describedby={describedBy(selectProps['aria-describedby'], ids.describedBy)}
        className={cx('select', selectProps.className)}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} errors={list} errorId={ids.errorId} />
    </div>
  );
}

/** A checkbox with its label to the right and an optional hint below (e.g. 'Featured'). */
export function CheckboxField({
  label,
  hint,
  errors,
  className,
  inputProps,
}: Omit<CommonProps, 'requiredMark'> & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const list = errorList(errors);
  const ids = useFieldIds(inputProps.id, hint, list);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...inputProps}
          type="checkbox"
          id={ids.id}
          aria-invalid={list.length ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy(inputProps['aria-describedby'], ids.describedBy)}
          className={cx('checkbox mt-0.5', inputProps.className)}
        />
        <label htmlFor={ids.id} className="text-[0.9375rem] leading-snug text-fg">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldMessages hint={hint} hintId={ids.hintId} errors={list} errorId={ids.errorId} />
      </div>
    </div>
  );
}
