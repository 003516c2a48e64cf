import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useFetcher, useLocation, type FetcherWithComponents } from 'react-router';
import { Badge, type BadgeTone } from '#app/components/ui/Badge';
import { Button, buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { STATUS_ACTIONS, STATUS_LABELS, type RowActionData } from '#app/domain/admin/rows';
import type { Status } from '#app/domain/constants';

/**
 * The per-row controls of the admin lists. Each is a small POST form with an `intent`; with JavaScript
 * it goes through its own fetcher and the row shows the new state at once (optimistic), without it the
 * page posts and re-renders. See app/server/admin/lists.server.ts for what the action accepts.
 */

export type RowFetcher = FetcherWithComponents<RowActionData>;

const STATUS_TONES: Record<Status, BadgeTone> = {
  published: 'success',
  private: 'accent',
  draft: 'accent',
  archived: 'neutral',
};

export function StatusBadge({ status }: { status: Status }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** The small outlined buttons of a row (Publish, Set as Draft, Featured, Delete): app.css's .row-btn. */
export const rowButtonClass = (tone: 'default' | 'danger' = 'default') =>
  tone === 'danger' ? 'row-btn row-btn-danger' : 'row-btn';

/** The three row fetchers and what they imply for the row while they run. */
export function useRowFetchers(row: { status?: Status; featured?: boolean }) {
  const status = useFetcher<RowActionData>();
  const featured = useFetcher<RowActionData>();
  const remove = useFetcher<RowActionData>();
  const pendingStatus = status.formData?.get('status');
  const pendingFeatured = featured.formData?.get('featured');
  const errors = [status, featured, remove]
    .map((fetcher) => (fetcher.state === 'idle' ? fetcher.data?.error : undefined))
    .filter((error): error is string => Boolean(error));
  return {
    status,
    featured,
    remove,
    /** The status to show: the one being set, else the row's. */
    shownStatus: (typeof pendingStatus === 'string' ? pendingStatus : row.status) as Status,
    shownFeatured: typeof pendingFeatured === 'string' ? pendingFeatured === 'true' : Boolean(row.featured),
    /** A confirmed delete is on its way: the row is hidden meanwhile (it returns if the delete fails). */
    deleting: remove.state !== 'idle' && remove.formData?.get('confirm') === 'yes',
    errors: [...new Set(errors)],
  };
}

/** Publish / Set as Draft / Archive, the current status's button hidden. */
export function StatusButtons({
  fetcher,
  id,
  status,
  title,
}: {
  fetcher: RowFetcher;
  id: string;
  status: Status;
  title: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const hadFocus = useRef(false);
  // The pressed button disappears with the status it set; keep keyboard focus among this row's buttons.
  useEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    if (!form.current?.contains(document.activeElement)) form.current?.querySelector('button')?.focus();
  }, [status]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      preventScrollReset
      className="flex gap-1.5"
      onSubmit={(event) => {
        hadFocus.current = event.currentTarget.contains(document.activeElement);
      }}
    >
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      {STATUS_ACTIONS.filter((action) => action.status !== status).map((action) => (
        <button key={action.status} type="submit" name="status" value={action.status} className={rowButtonClass()}>
          {action.label}
          <span className="sr-only">: {title}</span>
        </button>
      ))}
    </fetcher.Form>
  );
}

/** The featured switch: a toggle button that posts the opposite of what it shows. */
export function FeaturedToggle({
  fetcher,
  id,
  featured,
  title,
}: {
  fetcher: RowFetcher;
  id: string;
  featured: boolean;
  title: string;
}) {
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="featured" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="featured" value={featured ? 'false' : 'true'} />
      <button
        type="submit"
        aria-pressed={featured}
        className={cx(rowButtonClass(), featured && 'border-accent/60 bg-accent-soft text-accent hover:bg-accent-soft')}
      >
        <StarIcon filled={featured} />
        Featured
        <span className="sr-only">: {title}</span>
      </button>
    </fetcher.Form>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Delete with the spec's confirmation. With JavaScript the button opens a modal <dialog> (Escape or
 * Cancel closes it) whose Delete posts intent=delete&confirm=yes. Without JavaScript the button posts
 * intent=delete alone and the action answers with the confirmation step (see ConfirmDeletePanel).
 */
export function DeleteButton({
  fetcher,
  id,
  title,
  confirmText,
  label = 'Delete',
  action,
  className,
}: {
  fetcher: RowFetcher;
  id: string;
  title: string;
  confirmText: string;
  label?: ReactNode;
  /** The action to post to; the current route's by default. */
  action?: string;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = `delete-${id}-heading`;
  return (
    <>
      <fetcher.Form
        method="post"
        action={action}
        preventScrollReset
        onSubmit={(event) => {
          if (!dialog.current?.showModal) return; // no <dialog> support: the server asks instead
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={className ?? rowButtonClass('danger')}>
          {label}
          <span className="sr-only">: {title}</span>
        </button>
      </fetcher.Form>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-sm border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-ink-950/60 backdrop:backdrop-blur-[2px]"
      >
        <div className="flex flex-col gap-4 p-6">
          <h2 id={headingId} className="font-display text-2xl text-fg">
            Delete “{title}”?
          </h2>
          <p className="text-sm leading-relaxed text-fg-muted">{confirmText}</p>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <form method="dialog">
              <Button type="submit" variant="secondary" size="sm" autoFocus>
                Cancel
              </Button>
            </form>
            <Button
              size="sm"
              className="bg-danger text-surface hover:bg-danger/90"
              onClick={() => {
                dialog.current?.close();
                void fetcher.submit(
                  { intent: 'delete', id, confirm: 'yes' },
                  { method: 'post', action, preventScrollReset: true },
                );
              }}
            >
              Delete
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}

/**
 * The confirmation step of a delete posted without JavaScript: the spec's question, a Delete that posts
 * confirm=yes, and Cancel back to the page.
 */
export function ConfirmDeletePanel({
  id,
  title,
  confirmText,
  cancelTo,
}: {
  id: string;
  title: string;
  confirmText: string;
  cancelTo?: string;
}) {
  const location = useLocation();
  return (
    <section
      data-confirm-delete=""
      aria-labelledby="confirm-delete-heading"
      aria-describedby="confirm-delete-text"
      className="card border-danger/50 p-6"
    >
      <h2 id="confirm-delete-heading" className="font-display text-2xl text-fg">
        Delete “{title}”?
      </h2>
      <p id="confirm-delete-text" className="mt-2 text-sm text-fg-muted">
        {confirmText}
      </p>
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={cx(buttonClass({ size: 'sm' }), 'bg-danger text-surface hover:bg-danger/90')}>
          Delete
        </button>
        <Link
          to={cancelTo ?? `${location.pathname}${location.search}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Cancel
        </Link>
      </Form>
    </section>
  );
}
