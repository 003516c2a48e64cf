import { Link } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { OneOffTaskForm } from '#app/components/tasks/OneOffTaskForm';
import { TaskGroups } from '#app/components/tasks/TaskGroups';
import { VendorLinks } from '#app/components/tasks/VendorLinkControl';
import { LinkButton } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { formatCalendarDate } from '#app/domain/booking/dates';
import { BOARD_GROUPINGS, BOARD_RANGES, boardSearch, type BoardView } from '#app/domain/tasks/board';
import { can } from '#app/domain/staff/roles';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { actOnTask, loadTaskBoard } from '#app/server/tasks/board.server';
import { isVendorLinkPost, loadVendorLinks, vendorLinkAction } from '#app/server/tasks/vendor-link-admin.server';
import type { Route } from './+types/tasks';

const text = taskTexts.board;

/** The tasks of today, tomorrow or the week (`?range=`), by villa or by person (`?by=`), and the overdue ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, capabilities } = getStaffSession(request, context, 'tasks');
  const [board, vendorLinks] = await Promise.all([
    loadTaskBoard(capabilities, new URL(request.url)),
    loadVendorLinks(capabilities, user.role),
  ]);
  return { ...board, vendorLinks, canSetUp: can(user.role, 'tasks.setup') };
}

/**
 * One button (taskId, seen, action; inspectionNote to send a task back; on a finished task, photos: multipart),
 * or the assign form (intent `assign`,
 * taskId, assignee): every member moves tasks along and gives them out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A vendor's private link (owners and admins): given anew, or every one revoked (issue 30, item 5).
  if (await isVendorLinkPost(request)) {
    const { user, capabilities } = await requireStaff(request, context, 'tasks.setup');
    return vendorLinkAction(capabilities, request, user.id);
  }
  const { user, capabilities } = await requireStaff(request, context, 'tasks');
  return actOnTask(capabilities, request, user.id);
}

export default function Tasks({ loaderData, actionData }: Route.ComponentProps) {
  const { view, today, days, overdue, overdueCount, assignees, villas, photos, failed, vendorLinks, canSetUp } =
    loaderData;
  const linkAnswer = actionData && 'vendorId' in actionData ? actionData : null;
  const boardAnswer = actionData && 'result' in actionData ? actionData : undefined;
  const taskAnswer = boardAnswer?.intent === 'add-task' ? undefined : boardAnswer;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title}>
        <LinkButton to={`/admin/tasks/sheet?day=${days[0]?.day ?? today}`} variant="secondary">
          {text.printSheet}
        </LinkButton>
        {canSetUp ? (
          <LinkButton to="/admin/tasks/setup" variant="ghost">
            {taskSetupTexts.link}
          </LinkButton>
        ) : null}
      </AdminPageHeader>
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      <ViewLinks view={view} />
      {failed ? <AdminAlert>{text.loadFailed}</AdminAlert> : null}

      {overdueCount > 0 ? (
        <section aria-labelledby="overdue-title" className="flex flex-col gap-4">
          <div>
            <h2 id="overdue-title" className="font-display text-2xl text-danger">
              {text.overdueTitle} · {text.taskCount(overdueCount)}
            </h2>
            <p className="text-sm text-fg-muted">{text.overdueLead}</p>
          </div>
          <TaskGroups groups={overdue} today={today} answer={taskAnswer} assignees={assignees} photos={photos} />
        </section>
      ) : null}

      {days.map(({ day, count, groups }) => (
        <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-4">
          <h2 id={`day-${day}`} className="font-display text-2xl">
            {formatCalendarDate(day, 'weekday')} · {text.taskCount(count)}
          </h2>
          {count === 0 ? (
            <p className="text-fg-muted">{text.empty}</p>
          ) : (
            <TaskGroups groups={groups} today={today} answer={taskAnswer} assignees={assignees} photos={photos} />
          )}
        </section>
      ))}

      <OneOffTaskForm
        villas={villas}
        today={today}
        lastResult={boardAnswer?.intent === 'add-task' ? boardAnswer.result : undefined}
      />
      {vendorLinks.length > 0 || linkAnswer ? <VendorLinks vendors={vendorLinks} answer={linkAnswer} /> : null}
    </div>
  );
}

/** Plain links: which days, and how to group them (the current choice marked). */
function ViewLinks({ view }: { view: BoardView }) {
  const link = (next: BoardView, label: string, current: boolean) => (
    <Link
      key={label}
      to={`/admin/tasks${boardSearch(next)}`}
      aria-current={current ? 'page' : undefined}
      className={cx(
        'inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm transition-colors',
        current
          ? 'border-accent bg-accent-soft text-fg'
          : 'border-line text-fg-muted hover:border-line-strong hover:text-fg',
      )}
    >
      {label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
      <nav aria-label={text.rangeLabel} className="flex flex-wrap gap-2">
        {BOARD_RANGES.map((range) => link({ ...view, range }, text.ranges[range], view.range === range))}
      </nav>
      <nav aria-label={text.groupingLabel} className="flex flex-wrap gap-2">
        {BOARD_GROUPINGS.map((by) => link({ ...view, by }, text.groupings[by], view.by === by))}
      </nav>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
