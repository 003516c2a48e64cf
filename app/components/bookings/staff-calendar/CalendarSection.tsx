import type { ReactNode } from 'react';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { cx } from '#app/components/ui/cx';
import type { CalendarNotice, CalendarSection as SectionId } from '#app/domain/booking/staff-calendar';

/**
 * One part of the staff calendar (stays, seasons, feeds, export): an anchored, titled card. A change made
 * here comes back (post/redirect/get) to `#id`, with its notice at the top of the section.
 */
export function CalendarSection({
  id,
  title,
  description,
  notice,
  actions,
  children,
  className,
}: {
  id: SectionId;
  title: string;
  description?: ReactNode;
  notice: CalendarNotice | null;
  /** Buttons beside the title (e.g. 'Sync now'). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cx('card scroll-mt-24 p-5 sm:p-7', className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-2xl text-fg sm:text-[1.75rem]">
            {title}
          </h2>
          {description ? <p className="mt-1 max-w-3xl text-sm text-fg-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {notice?.section === id ? (
        <AdminAlert tone={notice.tone} className="mt-5">
          {notice.lines.length === 1 ? (
            notice.lines[0]
          ) : (
            <ul className="flex flex-col gap-1">
              {notice.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </AdminAlert>
      ) : null}
      <div className="mt-6 flex flex-col gap-8">{children}</div>
    </section>
  );
}
