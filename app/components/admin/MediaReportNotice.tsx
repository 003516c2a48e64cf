import type { EditorMediaReport } from '#app/domain/media/media';

/** What the last post did with photos (no JavaScript): refusals as an alert, warnings as a status. */
export function MediaReportNotice({ report }: { report: EditorMediaReport | undefined }) {
  if (!report || (!report.errors.length && !report.warnings.length)) return null;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      {report.errors.length ? (
        <div role="alert" className="rounded-sm border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger">
          <ul className="flex flex-col gap-1">
            {report.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.warnings.length ? (
        <div role="status" className="rounded-sm border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-fg">
          <ul className="flex flex-col gap-1">
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
