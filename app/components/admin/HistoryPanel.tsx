import { useId } from 'react';
import { useLoaderData } from 'react-router';
import { cx } from '#app/components/ui/cx';
import {
  actorLabel,
  entrySummary,
  formatWhen,
  type FieldChange,
  type HistoryEntryRow,
} from '#app/domain/history/history';
import { changesOf, formatValue } from '#app/domain/history/fields';

/**
 * An item's history (a listing, a post, a lead, a stay), newest first: who (a member's name at the time,
 * 'Visitor' or the system job), when, what happened, and each changed field with its before → after (a long
 * text as 'changed', its before and after folded in a <details>). Self-contained: the route's loader gives it
 * `loadItemHistory(…)` (app/server/history/history.server.ts); `null` means the history could not be read.
 */
export function HistoryPanel({
  entries,
  title = 'Change history',
  framed = true,
}: {
  entries: readonly HistoryEntryRow[] | null;
  title?: string;
  /** A card of its own (a page's section), or a part of the card it sits in (a lead's detail). */
  framed?: boolean;
}) {
  const headingId = useId();
  const Heading = framed ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cx('flex flex-col gap-4', framed ? 'card p-5 sm:p-7' : 'border-t border-line pt-5')}
      data-testid="history-panel"
    >
      <Heading id={headingId} className={cx('font-display text-fg', framed ? 'text-3xl' : 'text-2xl')}>
        {title}
      </Heading>
      {entries === null ? (
        <p className="text-sm text-fg-muted">The history could not be loaded. Try again in a moment.</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-fg-muted">No changes recorded yet.</p>
      ) : (
        <ol className="relative flex flex-col gap-5 border-l border-line pl-5">
          {entries.map((entry) => (
            <li key={entry.id} className="relative min-w-0 text-sm">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[calc(1.5625rem+0.5px)] size-2.5 rounded-full border-2 border-surface bg-accent"
              />
              <HistoryEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The panel of the route it sits in, whose loader returned `history` (loadItemHistory): one line in a
 * route's component.
 */
export function RouteHistoryPanel({ framed }: { framed?: boolean }) {
  const data = useLoaderData() as { history?: readonly HistoryEntryRow[] | null } | undefined;
  return data && data.history !== undefined ? <HistoryPanel entries={data.history} framed={framed} /> : null;
}

/** One entry: what happened (and to which part, e.g. a season), who and when, then its changes. */
export function HistoryEntry({ entry }: { entry: HistoryEntryRow }) {
  const changes = changesOf(entry);
  return (
    <>
      <p className="font-medium [overflow-wrap:anywhere] text-fg">{entrySummary(entry)}</p>
      <p className="mt-0.5 text-fg-muted">
        <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
        {' · '}
        <span className="break-words text-fg">{actorLabel(entry)}</span>
      </p>
      {changes.length ? <ChangeList changes={changes} action={entry.action} /> : null}
    </>
  );
}

/** The changed fields: 'Price: 1,000,000 → 1,200,000'; long ones folded. */
export function ChangeList({
  changes,
  action,
}: {
  changes: ReturnType<typeof changesOf>;
  action: HistoryEntryRow['action'];
}) {
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-fg-muted">
      {changes.map(({ column, label, change, long }) => (
        <div key={column} className="contents">
          <dt className="font-medium text-fg">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            <ChangeValue change={change} long={long} action={action} label={label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ChangeValue({
  change,
  long,
  action,
  label,
}: {
  change: FieldChange;
  long: boolean;
  action: HistoryEntryRow['action'];
  label: string;
}) {
  if (change.hidden) return <>changed (not shown)</>;
  if (long) {
    return (
      <details className="group">
        <summary className="cursor-pointer text-fg underline-offset-2 hover:underline">
          {action === 'update' ? 'changed' : action === 'insert' ? 'set' : 'was set'}
          <span className="sr-only">: show {label}</span>
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          {action !== 'insert' ? <LongValue caption="Before" value={change.before} /> : null}
          {action !== 'delete' ? <LongValue caption="After" value={change.after} /> : null}
        </div>
      </details>
    );
  }
  if (action === 'insert') return <>{formatValue(change.after)}</>;
  if (action === 'delete') return <>{formatValue(change.before)}</>;
  return (
    <>
      <span>{formatValue(change.before)}</span>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> changed to </span>
      <span className="text-fg">{formatValue(change.after)}</span>
    </>
  );
}

function LongValue({ caption, value }: { caption: string; value: unknown }) {
  return (
    <div>
      <p className="label mb-1">{caption}</p>
      <pre className="max-h-64 overflow-y-auto rounded-sm border border-line bg-surface-muted p-2 text-xs break-all whitespace-pre-wrap">
        {formatValue(value)}
      </pre>
    </div>
  );
}
