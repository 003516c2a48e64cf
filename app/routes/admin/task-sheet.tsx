import { Form, Link } from 'react-router';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { DaySheetTables } from '#app/components/tasks/DaySheet';
import { Button } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { useHydrated } from '#app/components/ui/useHydrated';
import { formatCalendarDate } from '#app/domain/booking/dates';
import { LOCALES } from '#app/domain/i18n/locale';
import { BOARD_GROUPINGS } from '#app/domain/tasks/board';
import { sheetPath } from '#app/domain/tasks/sheet';
import { taskSheetTexts } from '#app/domain/tasks/texts/sheet';
import { getStaffSession } from '#app/server/admin-context.server';
import { loadDaySheet } from '#app/server/tasks/sheet.server';
import type { Route } from './+types/task-sheet';

/**
 * One day's tasks for paper (`?day=`, `?by=villa|person`, `?lang=en|fr`): every member (`tasks`). Printed, only
 * the sheet shows, black on white — the site's header, the back office's menu, the footer and the sheet's own
 * controls are left off.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'tasks');
  return loadDaySheet(capabilities, new URL(request.url));
}

// Scoped to this page (the style goes with it): printing shows the sheet alone, black on white.
const PRINT_STYLE = `@media print {
  @page { margin: 12mm; }
  body > header, body > footer, .skip-link, #main > * > :not([data-day-sheet]), [data-screen-only] { display: none !important; }
  #main > * { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  html, body, [data-day-sheet], [data-day-sheet] * { background: #fff !important; color: #000 !important; box-shadow: none !important; }
}`;

export default function TaskSheet({ loaderData }: Route.ComponentProps) {
  const { view, groups, count, addresses, failed } = loaderData;
  const t = taskSheetTexts[view.lang];
  const day = formatCalendarDate(view.day, 'weekday', view.lang);
  return (
    <div data-day-sheet lang={view.lang} className="bg-bg flex flex-col gap-6 text-fg">
      <style>{PRINT_STYLE}</style>
      <SheetControls view={view} />
      <header className="flex flex-col gap-1">
        <p className="eyebrow print:text-black">{t.title}</p>
        <h1 className="font-display text-4xl print:text-2xl">{`${t.heading(day)} · ${t.count(count)}`}</h1>
        <p className="text-fg-muted">{t.lead}</p>
      </header>
      {failed ? <AdminAlert>{t.loadFailed}</AdminAlert> : null}
      {!failed && count === 0 ? <p>{t.empty}</p> : null}
      <DaySheetTables groups={groups} addresses={addresses} t={t} />
    </div>
  );
}

/** The screen's controls, never printed: back, the day, grouping and language, and Print (with JavaScript). */
function SheetControls({ view }: { view: Route.ComponentProps['loaderData']['view'] }) {
  const t = taskSheetTexts[view.lang];
  // The button prints through the browser, so it appears once JavaScript runs; without it, the hint says how.
  const scripted = useHydrated();
  const pill = (to: string, label: string, current: boolean) => (
    <Link
      key={label}
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cx(
        'inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm',
        current ? 'border-accent bg-accent-soft text-fg' : 'border-line text-fg-muted hover:text-fg',
      )}
    >
      {label}
    </Link>
  );
  return (
    <div data-screen-only className="flex flex-col gap-4">
      <Link to="/admin/tasks" className="link w-fit text-sm">
        {t.back}
      </Link>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t.dayLabel}
            <input type="date" name="day" defaultValue={view.day} key={view.day} className="input" required />
          </label>
          {view.by !== 'villa' ? <input type="hidden" name="by" value={view.by} /> : null}
          {view.lang !== 'en' ? <input type="hidden" name="lang" value={view.lang} /> : null}
          <Button type="submit" variant="secondary">
            {t.show}
          </Button>
        </Form>
        {scripted ? (
          <Button type="button" onClick={() => window.print()}>
            {t.print}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-fg-muted">{scripted ? t.printHint : t.printHintNoScript}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        <nav aria-label={t.groupingLabel} className="flex flex-wrap gap-2">
          {BOARD_GROUPINGS.map((by) =>
            pill(sheetPath({ ...view, by }), by === 'villa' ? t.groupingVilla : t.groupingPerson, view.by === by),
          )}
        </nav>
        <nav aria-label={t.languageLabel} className="flex flex-wrap gap-2">
          {LOCALES.map((lang) =>
            pill(sheetPath({ ...view, lang }), lang === 'en' ? t.languageEn : t.languageFr, view.lang === lang),
          )}
        </nav>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(taskSheetTexts[loaderData?.view.lang ?? 'en'].title);
