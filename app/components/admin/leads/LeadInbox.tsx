import { Link } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { isOverdue, leadListSearch, NO_LEAD_FILTERS, type LeadListState } from '#app/domain/leads/filters';
import type { LeadRow } from '#app/domain/leads/lead';
import { LEAD_TEXTS } from '#app/domain/leads/stages';
import { OverdueBadge, StageBadge } from './LeadBadges';

/**
 * Above the inbox's filters: the views 'All leads' and 'My leads' (?assignee=me), how many follow-ups are
 * overdue in the list (a link to just those), and the CSV download of the list as filtered.
 */
export function LeadInboxViews({ state, overdue }: { state: LeadListState; overdue: number }) {
  const base = '/admin/inquiries';
  const mine = state.assignee === 'me';
  const all = !mine && state.assignee === 'all';
  const view = (active: boolean) =>
    cx(
      'inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm transition-colors',
      active
        ? 'border-accent bg-accent-soft text-fg'
        : 'border-line text-fg-muted hover:border-line-strong hover:text-fg',
    );
  const exportSearch = leadListSearch({ ...state, page: 1 });

  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Lead views" className="flex flex-wrap items-center gap-2">
        <Link to={base} className={view(all)} aria-current={all ? 'page' : undefined}>
          All leads
        </Link>
        <Link
          to={`${base}${leadListSearch({ ...NO_LEAD_FILTERS, assignee: 'me' })}`}
          className={view(mine)}
          aria-current={mine ? 'page' : undefined}
        >
          My leads
        </Link>
        <a
          href={`/admin/inquiries/export.csv${exportSearch}`}
          download
          className={cx(buttonClass({ variant: 'ghost', size: 'sm' }), 'ml-auto')}
        >
          Export CSV<span className="sr-only"> of the leads as filtered</span>
        </a>
      </nav>
      {overdue > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
          <OverdueBadge />
          <span>
            {overdue} overdue follow-up{overdue === 1 ? '' : 's'}
            {state.overdue ? ' shown' : ''}
          </span>
          {state.overdue ? null : (
            <Link to={`${base}${leadListSearch({ ...state, overdue: true, page: 1 })}`} className="link">
              Show them
            </Link>
          )}
        </p>
      ) : null}
    </div>
  );
}

/** A row's pipeline in the inbox: stage, assignee, and the follow-up day — 'Overdue' in words when it is. */
export function LeadRowMeta({ lead, today, userId }: { lead: LeadRow; today: string; userId: string }) {
  const overdue = isOverdue(lead, today as CalendarDate);
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
      <StageBadge stage={lead.stage} />
      {overdue ? <OverdueBadge /> : null}
      <span>
        {lead.assigned_to === null
          ? LEAD_TEXTS.unassigned
          : lead.assigned_to === userId
            ? 'Assigned to me'
            : `Assigned to ${lead.assignee_name ?? LEAD_TEXTS.formerStaff}`}
      </span>
      {lead.follow_up_on ? (
        <span className={cx(overdue && 'font-semibold text-danger')}>
          · Follow up {formatCalendarDate(lead.follow_up_on as CalendarDate, 'short')}
        </span>
      ) : null}
    </span>
  );
}
