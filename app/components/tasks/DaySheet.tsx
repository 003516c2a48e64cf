import type { BoardGroup } from '#app/domain/tasks/board';
import { windowWords } from '#app/domain/tasks/sheet';
import type { SheetTranslation } from '#app/domain/tasks/texts/sheet';

/**
 * The day sheet's tables, one per villa or per person: time window, villa, address, task, who, the same-day
 * turnover in words, and a blank column to tick and initial on paper. Black on white when printed (the route's
 * print style); a table scrolls sideways on a phone rather than the page.
 */
export function DaySheetTables({
  groups,
  addresses,
  t,
}: {
  groups: readonly BoardGroup[];
  addresses: Readonly<Record<string, string>>;
  t: SheetTranslation;
}) {
  const cell = 'border border-line px-2 py-2 align-top print:border-black';
  return (
    <div className="flex flex-col gap-8 print:gap-5">
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`sheet-${group.key}`}
          className="flex flex-col gap-2 print:break-inside-avoid"
        >
          <h2 id={`sheet-${group.key}`} className="font-display text-2xl print:text-lg">
            {`${group.label ?? t.unassigned} · ${t.count(group.tasks.length)}`}
          </h2>
          <div className="overflow-x-auto print:overflow-visible">
            <table className="w-full min-w-[44rem] border-collapse text-sm print:min-w-0 print:text-[10pt]">
              <thead>
                <tr className="text-left">
                  {[
                    t.columnWindow,
                    t.columnVilla,
                    t.columnAddress,
                    t.columnTask,
                    t.columnAssignee,
                    t.columnTurnover,
                  ].map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {column}
                    </th>
                  ))}
                  <th scope="col" className={`${cell} w-32`}>
                    {t.columnDone}
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.tasks.map((task) => (
                  <tr key={task.id}>
                    <td className={`${cell} whitespace-nowrap`}>{windowWords(task, t)}</td>
                    <td className={cell}>{task.rental_title}</td>
                    <td className={cell}>{addresses[task.rental_id] || '—'}</td>
                    <td className={cell}>
                      <strong className="font-semibold">{t.taskKind(task.kind)}</strong>
                      {task.title ? <span className="block">{task.title}</span> : null}
                      {task.note ? <span className="block text-fg-muted print:text-black">{task.note}</span> : null}
                    </td>
                    <td className={cell}>{task.assignee_vendor_name ?? task.assignee_staff_name ?? t.unassigned}</td>
                    <td className={cell}>{task.same_day_turnover ? <strong>{t.sameDay}</strong> : t.notSameDay}</td>
                    <td className={cell} aria-label={t.columnDone} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
