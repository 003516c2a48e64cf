import { data, type RouterContextProvider } from 'react-router';
import { alertFormSchema, type AlertFormMessage } from '#app/domain/alerts/alert-form';
import { savedFiltersOf, type SavedSearchKind } from '#app/domain/alerts/saved-filters';
import { localeFromPath } from '#app/domain/i18n/locale';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { submissionLimit } from '#app/server/leads/lead-action.server';
import { log } from '#app/server/log.server';
import { alertQueries } from './queries.server';

/**
 * "Alert me" on /properties and /rentals (issue 31, item 1): the list page's action. The address and frequency are
 * validated with the form's schema (Conform); the filters come from the form's hidden fields, read with the list
 * pages' own schema (a bad one means "Any", as on the page). Saved unconfirmed, with its confirmation e-mail queued
 * in the search's language (the page's); nothing else is sent until the link confirms it, no one is notified, no
 * inquiry is made. Held to the public forms' rate limit (INQUIRY_RATE_LIMIT) like the inquiry form; a honeypot
 * post is answered as saved and stores nothing.
 */

export interface AlertAnswer {
  alert: {
    result: ReturnType<ReturnType<typeof parseSubmission>['reply']>;
    saved: boolean;
  };
}

/** What the list page's loader gives the form: the current filters a saved search keeps, the honeypot's name. */
export function alertFormOf(kind: SavedSearchKind, filters: Record<string, unknown>) {
  return { filters: savedFiltersOf(kind, filters), honeypot: HONEYPOT_FIELD };
}

export async function saveAlert(request: Request, context: Readonly<RouterContextProvider>, kind: SavedSearchKind) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const formData = await request.formData();
  const submission = parseSubmission(formData, alertFormSchema);
  const answer = (status: number, saved: boolean, formError?: AlertFormMessage, headers?: HeadersInit) =>
    data<AlertAnswer>(
      {
        alert: {
          result: formError ? submission.reply({ formErrors: [formError] }) : submission.reply({ resetForm: saved }),
          saved,
        },
      },
      { status, headers },
    );
  const limit = submissionLimit(request);
  const checked = await limit.check();
  if (!checked.allowed) return answer(429, false, 'tooMany', { 'Retry-After': String(checked.retryAfterSeconds) });
  if (submission.status !== 'success') return answer(400, false);
  const accepted = await limit.accept();
  if (!accepted.allowed) return answer(429, false, 'tooMany', { 'Retry-After': String(accepted.retryAfterSeconds) });
  const { email, frequency } = submission.value;
  if (submission.value[HONEYPOT_FIELD]) {
    log.info('alert honeypot filled; not stored', { kind });
    return answer(200, true);
  }
  const filters = savedFiltersOf(kind, Object.fromEntries(formData));
  try {
    await getServices(context).capabilities.use(alertQueries).saveSearch({ kind, filters, email, locale, frequency });
  } catch (error) {
    await limit.release();
    log.error('saved search not stored', { kind, error });
    return answer(503, false, 'failed');
  }
  log.info('saved search stored, awaiting confirmation', { kind, frequency });
  return answer(200, true);
}
