import { isUuid } from '#app/domain/admin/rows';
import { seasonFormSchema, seasonInTheWay, seasonOverlapMessage } from '#app/domain/booking/season-form';
import { BackendError } from '#app/server/backend/query';
import { parseSubmission } from '#app/server/forms.server';
import { answer, askFirst, t, type CalendarAnswer, type CalendarIntentArgs } from './shared.server';
import { bookingQueries } from '#app/server/bookings/queries.server';

/** The staff calendar's seasons: save-season (add or edit) and delete-season. */

/** save-season: a season that overlaps another is refused (409) naming it, whether seen here or by the database. */
export async function saveSeason({
  capabilities,
  rental,
  formData,
  back,
}: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'save-season';
  const submission = parseSubmission(formData, seasonFormSchema);
  if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
  const { id: seasonId, ...season } = submission.value;
  const seasons = await capabilities.use(bookingQueries).listSeasons(rental.id);
  if (seasonId && !seasons.some((existing) => existing.id === seasonId)) {
    return answer({ intent, result: submission.reply({ formErrors: [t.season.notFound] }) }, 404);
  }
  const overlap = (list: typeof seasons) => {
    const other = seasonInTheWay(list, submission.value);
    return other
      ? answer({ intent, result: submission.reply({ fieldErrors: { startDate: [seasonOverlapMessage(other)] } }) }, 409)
      : null;
  };
  const refused = overlap(seasons);
  if (refused) return refused;
  try {
    await capabilities.use(bookingQueries).saveSeason(rental.id, seasonId ?? null, season);
  } catch (error) {
    if (!(error instanceof BackendError && error.code === 'overlap')) throw error;
    // Another season was saved meanwhile: name it from a fresh list.
    return (
      overlap(await capabilities.use(bookingQueries).listSeasons(rental.id)) ??
      answer({ intent, result: submission.reply({ formErrors: [t.failed] }) }, 409)
    );
  }
  return back(seasonId ? 'season-saved' : 'season-added');
}

/** delete-season: after the confirmation step. */
export async function deleteSeason({
  capabilities,
  rental,
  targetId,
  confirmed,
  back,
}: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'delete-season';
  const season = isUuid(targetId)
    ? (await capabilities.use(bookingQueries).listSeasons(rental.id)).find((candidate) => candidate.id === targetId)
    : undefined;
  if (!season) return answer({ intent, error: t.season.notFound }, 404);
  if (!confirmed) {
    return askFirst({
      intent,
      id: season.id,
      heading: t.confirm.deleteSeason(season.name),
      text: t.season.deleteConfirm,
      button: t.confirm.delete,
    });
  }
  if (!(await capabilities.use(bookingQueries).deleteSeason(rental.id, season.id)))
    return answer({ intent, error: t.season.notFound }, 404);
  return back('season-deleted');
}
