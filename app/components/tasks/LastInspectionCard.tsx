import { AdminAlert } from '#app/components/admin/AdminPage';
import { InspectionPhotos } from './InspectionPhotos';
import { formatCalendarDate, parseCalendarDate } from '#app/domain/booking/dates';
import type { Locale } from '#app/domain/i18n/locale';
import { formatLongDate } from '#app/domain/i18n/date-format';
import type { TaskInspectionRow, TaskPhotoRow } from '#app/domain/tasks/inspections';
import { inspectionTexts } from '#app/domain/tasks/texts/inspections';

export type LastInspectionData =
  { last: { inspection: TaskInspectionRow; photos: TaskPhotoRow[] } | null } | { failed: true };

/**
 * The villa's last inspection before a stay's arrival (issue 30, item 6), on the stay's page: which task, its
 * day, who inspected it and when, the note, the photos and the outcome in words; "No inspection yet." when the
 * villa has none on or before the arrival day. In the back office's English unless told otherwise.
 */
export function LastInspectionCard({ data, locale = 'en' }: { data: LastInspectionData; locale?: Locale }) {
  const text = inspectionTexts[locale];
  if ('failed' in data) return <AdminAlert>{text.failed}</AdminAlert>;
  const last = data.last;
  const day = last ? parseCalendarDate(last.inspection.due_on.slice(0, 10)) : null;
  return (
    <section aria-labelledby="last-inspection-heading" className="card p-5 sm:p-6" data-testid="last-inspection">
      <h2 id="last-inspection-heading" className="font-display text-2xl text-fg">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{text.description}</p>
      {last ? (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm font-medium text-success">{text.passed}</p>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-fg-muted">{text.labels.task}</dt>
              <dd className="mt-1 break-words text-fg">{last.inspection.title ?? text.kinds[last.inspection.kind]}</dd>
            </div>
            <div>
              <dt className="text-fg-muted">{text.labels.day}</dt>
              <dd className="mt-1 text-fg">{day ? formatCalendarDate(day, 'long', locale) : last.inspection.due_on}</dd>
            </div>
            <div>
              <dt className="text-fg-muted">{text.labels.who}</dt>
              <dd className="mt-1 break-words text-fg">{last.inspection.inspected_by_name ?? text.unknownInspector}</dd>
            </div>
            {last.inspection.inspected_at ? (
              <div>
                <dt className="text-fg-muted">{text.labels.when}</dt>
                <dd className="mt-1 text-fg">{formatLongDate(last.inspection.inspected_at, locale)}</dd>
              </div>
            ) : null}
            {last.inspection.inspection_note ? (
              <div className="sm:col-span-2">
                <dt className="text-fg-muted">{text.labels.note}</dt>
                <dd className="mt-1 break-words whitespace-pre-line text-fg">{last.inspection.inspection_note}</dd>
              </div>
            ) : null}
          </dl>
          <InspectionPhotos
            taskId={last.inspection.id}
            photos={last.photos.map((photo) => photo.document)}
            locale={locale}
          />
        </div>
      ) : (
        <p className="mt-3 text-sm text-fg-muted">{text.none}</p>
      )}
    </section>
  );
}
