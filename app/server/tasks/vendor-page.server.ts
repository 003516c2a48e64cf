import { data, redirect, type RouterContextProvider } from 'react-router';
import { SITE_NAME } from '#app/domain/constants';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { localeFromPath } from '#app/domain/i18n/locale';
import { vendorTexts } from '#app/domain/tasks/texts/vendor';
import { vendorActionSchema, vendorCalendarPath, vendorTasksPath } from '#app/domain/tasks/vendor';
import { privateLinkHeaders } from '#app/server/bookings/private-links.server';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { buildVendorCalendar } from './vendor-calendar.server';
import { vendorLinkQueries, type VendorActOutcome } from './vendor-links.server';

/**
 * A vendor's page behind their private link, `/vendors/{token}` (or under /fr), its buttons and their iCal feed
 * (issue 30, item 5; docs/decisions/019-private-links.md). The token is the only credential: the database reads
 * the vendor's tasks by it (vendor_tasks, no guest data) and changes one of them only for that vendor, along their
 * two transitions, from the state they saw (vendor_task_act). A token that opens nothing is a bare 404. Every
 * answer is a private link's: never cached, never indexed, its address never sent on (the page posts to itself:
 * same-origin).
 */

/** What a refused button gets back: which task, and why in the vendor's words. */
export interface VendorActionAnswer {
  taskId: string | null;
  message: string;
}

const notFound = () => data(null, { status: 404, headers: privateLinkHeaders({ postsForms: true }) });

export async function loadVendorPage(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  if (!isPrivateLinkToken(token)) throw notFound();
  const list = await getServices(context).capabilities.use(vendorLinkQueries).vendorTasks(token);
  if (!list) throw notFound();
  const saved = new URL(request.url).searchParams.get('saved');
  return data(
    { list, calendarPath: vendorCalendarPath(token), saved: saved && /^[0-9a-f-]{36}$/.test(saved) ? saved : null },
    { headers: privateLinkHeaders({ postsForms: true }) },
  );
}

/**
 * One button: start or finish a task. Done: back to the page at the task (post/redirect/get). Someone else changed
 * it first, or the action is no longer offered: 409 with the page as it now stands. Not this vendor's task, or a
 * token that opens nothing: 404.
 */
export async function vendorPageAction(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  if (!isPrivateLinkToken(token)) throw notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = vendorTexts[locale];
  const formData = await request.formData();
  const submission = parseSubmission(formData, vendorActionSchema);
  const taskId = typeof formData.get('taskId') === 'string' ? String(formData.get('taskId')) : null;
  const headers = privateLinkHeaders({ postsForms: true });
  if (submission.status !== 'success') {
    return data<VendorActionAnswer>({ taskId, message: t.refused }, { status: 400, headers });
  }
  const { action, seen } = submission.value;
  let outcome: VendorActOutcome;
  try {
    outcome = await getServices(context)
      .capabilities.use(vendorLinkQueries)
      .act(token, submission.value.taskId, action, seen);
  } catch (error) {
    log.error('vendor task change failed', { taskId, error });
    return data<VendorActionAnswer>({ taskId, message: t.failed }, { status: backendFailureStatus(error), headers });
  }
  if (outcome === 'not-found') throw notFound();
  if (outcome !== 'changed') {
    return data<VendorActionAnswer>(
      { taskId, message: outcome === 'stale' ? t.stale : t.refused },
      { status: 409, headers },
    );
  }
  log.info('vendor task changed', { taskId, action });
  const page = vendorTasksPath(token, locale);
  return redirect(`${page}?saved=${submission.value.taskId}#task-${submission.value.taskId}`, { headers });
}

/** `/vendors/{token}/tasks.ics`: the same list as the page, as a calendar (in the vendor's language). */
export async function loadVendorCalendar(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  const headers = privateLinkHeaders();
  if (!isPrivateLinkToken(token)) return new Response('Not found', { status: 404, headers });
  const list = await getServices(context).capabilities.use(vendorLinkQueries).vendorTasks(token);
  if (!list) return new Response('Not found', { status: 404, headers });
  const origin = new URL(request.url).origin;
  const locale = list.vendor.language === 'fr' ? 'fr' : 'en';
  const body = buildVendorCalendar(list, {
    locale,
    pageUrl: `${origin}${vendorTasksPath(token, locale)}`,
    agency: SITE_NAME,
  });
  return new Response(body, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="tasks.ics"',
    },
  });
}
