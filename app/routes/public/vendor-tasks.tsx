import { isRouteErrorResponse } from 'react-router';
import { NotFoundPanel } from '#app/components/listings/NotFoundPanel';
import { useLocale } from '#app/components/i18n/locale';
import { VendorTaskCard } from '#app/components/tasks/VendorTaskCard';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { PRIVATE_PAGE_ROBOTS } from '#app/domain/booking/private-links';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath } from '#app/domain/i18n/locale';
import { vendorTexts } from '#app/domain/tasks/texts/vendor';
import type { VendorTask } from '#app/domain/tasks/vendor';
import { loadVendorPage, vendorPageAction } from '#app/server/tasks/vendor-page.server';
import type { Route } from './+types/vendor-tasks';

/**
 * A vendor's own tasks for the next 14 days behind their private link, `/vendors/{token}` (or under /fr), with a
 * button to start or finish each (issue 30, item 5; app/server/tasks/vendor-page.server.ts). Works without
 * JavaScript; nothing about any guest.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadVendorPage(request, context, params.token);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders);

export async function action({ request, params, context }: Route.ActionArgs) {
  return vendorPageAction(request, context, params.token);
}

export default function VendorTasksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, calendarPath, saved } = loaderData;
  const locale = useLocale();
  const t = vendorTexts[locale];
  const today = list.today;
  const overdue = list.tasks.filter((task) => task.dueOn < today);
  const days = [...new Set(list.tasks.filter((task) => task.dueOn >= today).map((task) => task.dueOn))];
  const card = (task: VendorTask) => (
    <li key={task.id}>
      <VendorTaskCard
        task={task}
        locale={locale}
        overdue={task.dueOn < today}
        message={actionData && actionData.taskId === task.id ? actionData.message : null}
        saved={saved === task.id}
      />
    </li>
  );
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p className="eyebrow">{t.eyebrow}</p>
      <h1 className="display-title mt-2 break-words">{t.title(list.vendor.name)}</h1>
      <p className="section-lead mt-3">
        {t.lead(formatCalendarDate(today, 'long', locale), formatCalendarDate(list.until, 'long', locale))}
      </p>
      <p className="mt-2 text-sm text-fg-muted">{t.privacy}</p>

      {overdue.length > 0 ? (
        <section aria-labelledby="overdue" className="mt-10 flex flex-col gap-4">
          <h2 id="overdue" className="font-display text-2xl text-danger">
            {t.overdue}
          </h2>
          <ul className="flex flex-col gap-4">{overdue.map(card)}</ul>
        </section>
      ) : null}

      {days.length === 0 && overdue.length === 0 ? <p className="mt-10 text-fg-muted">{t.empty}</p> : null}
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`} className="mt-10 flex flex-col gap-4">
          <h2 id={`day-${day}`} className="font-display text-2xl">
            {formatCalendarDate(day as CalendarDate, 'long', locale)}
          </h2>
          <ul className="flex flex-col gap-4">{list.tasks.filter((task) => task.dueOn === day).map(card)}</ul>
        </section>
      ))}

      <section aria-labelledby="calendar" className="mt-12 border-t border-line pt-6">
        <h2 id="calendar" className="font-display text-xl">
          <a className="underline" href={calendarPath}>
            {t.calendar}
          </a>
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t.calendarHint}</p>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${vendorTexts[localeFromPath(location.pathname)].eyebrow} | ${SITE_NAME}` },
  PRIVATE_PAGE_ROBOTS,
];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = vendorTexts[useLocale()];
  return (
    <NotFoundPanel
      title={t.notFoundTitle}
      text={isRouteErrorResponse(error) && error.status === 404 ? t.notFoundLead : t.unavailable}
      backTo="/contact"
      backLabel={t.contact}
    />
  );
}
