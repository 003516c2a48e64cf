import { useId, useRef, type ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { rowButtonClass } from '#app/components/admin/RowActions';
import { Button, buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import type { ConfirmStep } from '#app/domain/booking/staff-calendar';
import { usePendingIntent } from './intent-form';

const text = staffBookingTexts.staffCalendar.confirm;

/**
 * A button whose action needs a second thought (remove a block, delete a season, a new export address).
 * It posts `intent` (and `id`). With JavaScript it first opens a modal <dialog> whose confirm button
 * posts again with confirm=yes; without it the action answers with the confirmation step (ConfirmPanel).
 */
export function ConfirmButton({
  intent,
  id,
  label,
  srLabel,
  step,
  tone = 'danger',
  className,
}: {
  intent: string;
  id?: string;
  label: ReactNode;
  /** Said after the label to screen readers: which row ('Homeowner block, Dec 20 – Dec 27, 2026'). */
  srLabel?: string;
  step: Omit<ConfirmStep, 'intent' | 'id'>;
  tone?: 'default' | 'danger';
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const submit = useSubmit();
  const pending = usePendingIntent(intent);
  return (
    <>
      <Form
        method="post"
        preventScrollReset
        onSubmit={(event) => {
          if (!dialog.current?.showModal) return; // no <dialog>: the server asks instead
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <button type="submit" disabled={pending} className={className ?? rowButtonClass(tone)}>
          {label}
          {srLabel ? <span className="sr-only">: {srLabel}</span> : null}
        </button>
      </Form>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-sm border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-ink-950/60 backdrop:backdrop-blur-[2px]"
      >
        <div className="flex flex-col gap-4 p-6">
          <h2 id={headingId} className="font-display text-2xl text-fg">
            {step.heading}
          </h2>
          <p className="text-sm leading-relaxed text-fg-muted">{step.text}</p>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <form method="dialog">
              <Button type="submit" variant="secondary" size="sm" autoFocus>
                {text.cancel}
              </Button>
            </form>
            <Button
              size="sm"
              className={cx(tone === 'danger' && 'bg-danger text-surface hover:bg-danger/90')}
              onClick={() => {
                dialog.current?.close();
                void submit(
                  { intent, ...(id ? { id } : {}), confirm: 'yes' },
                  { method: 'post', preventScrollReset: true },
                );
              }}
            >
              {step.button}
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}

/** The confirmation step the action answers without JavaScript: the question, confirm, and Cancel. */
export function ConfirmPanel({ step }: { step: ConfirmStep }) {
  const location = useLocation();
  return (
    <section
      data-confirm=""
      aria-labelledby="confirm-heading"
      aria-describedby="confirm-text"
      className="card border-danger/50 p-6"
    >
      <h2 id="confirm-heading" className="font-display text-2xl text-fg">
        {step.heading}
      </h2>
      <p id="confirm-text" className="mt-2 text-sm text-fg-muted">
        {step.text}
      </p>
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={step.intent} />
        {step.id ? <input type="hidden" name="id" value={step.id} /> : null}
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={cx(buttonClass({ size: 'sm' }), 'bg-danger text-surface hover:bg-danger/90')}>
          {step.button}
        </button>
        <Link
          to={`${location.pathname}${location.search}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {text.cancel}
        </Link>
      </Form>
    </section>
  );
}
