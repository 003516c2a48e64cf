import type { CalendarDate } from '#app/domain/booking/dates';
import type { BoardGroup, TaskActionAnswer } from '#app/domain/tasks/board';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { TaskCard } from './TaskCard';

const text = taskTexts.board;

/** Tasks in their groups (a villa, or a person), each group a heading over its cards. */
export function TaskGroups({
  groups,
  today,
  answer,
  assignees,
  photos,
}: {
  groups: readonly BoardGroup[];
  today: CalendarDate;
  answer: TaskActionAnswer | undefined;
  assignees: readonly { value: string; label: string }[];
  /** Each task's photos' keys (those that carry some). */
  photos: Readonly<Record<string, readonly string[]>>;
}) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <div key={group.key} className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
            {group.label ?? text.unassigned}
            {group.vendor ? <span className="font-normal normal-case"> · {text.vendor}</span> : null}
          </h3>
          <ul className="grid gap-3 md:grid-cols-2">
            {group.tasks.map((task) => (
              <li key={task.id}>
                <TaskCard
                  task={task}
                  today={today}
                  answer={answer?.taskId === task.id ? answer : undefined}
                  assignees={assignees}
                  photos={photos[task.id]}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
