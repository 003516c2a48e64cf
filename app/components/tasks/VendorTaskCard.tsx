import { Form, useNavigation } from 'react-router';
import { Badge } from '#app/components/ui/Badge';
import { Button } from '#app/components/ui/Button';
import { STATE_TONES } from './TaskCard';
import { cx } from '#app/components/ui/cx';
import type { Locale } from '#app/domain/i18n/locale';
import { vendorTexts } from '#app/domain/tasks/texts/vendor';
import {
  taskContact,
  taskName,
  vendorActions,
  villaPlace,
  windowText,
  type VendorTask,
} from '#app/domain/tasks/vendor';

/**
 * One of a vendor's tasks on their page: what, where (the villa and its address), when, the agency's instructions
 * and whom to call; and its buttons — one plain POST form whose submit buttons each name an action, with the state
 * the vendor saw (no JavaScript needed). A refusal (someone else was first) is said at the task.
 */
export function VendorTaskCard({
  task,
  locale,
  overdue,
  message,
  saved,
}: {
  task: VendorTask;
  locale: Locale;
  overdue: boolean;
  /** Why the last press on this task was refused. */
  message: string | null;
  saved: boolean;
}) {
  const t = vendorTexts[locale];
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('taskId') === task.id;
  const actions = vendorActions(task.state);
  const contact = taskContact(task);
  return (
    <article
      id={`task-${task.id}`}
      className={cx(
        'flex flex-col gap-3 rounded-sm border bg-surface p-4',
        overdue ? 'border-l-4 border-danger/60' : 'border-line-strong/60',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium break-words">{taskName(task, locale)}</h3>
          <p className="text-sm break-words text-fg-muted">{task.villa}</p>
        </div>
        <Badge tone={STATE_TONES[task.state]}>{t.states[task.state]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t.when}</dt>
        <dd>{windowText(task, locale)}</dd>
        <dt className="text-fg-muted">{t.where}</dt>
        <dd className="break-words">{villaPlace(task)}</dd>
        {task.note ? (
          <>
            <dt className="text-fg-muted">{t.instructions}</dt>
            <dd className="break-words whitespace-pre-line">{task.note}</dd>
          </>
        ) : null}
        {task.inspectionNote ? (
          <>
            <dt className="text-fg-muted">{t.inspectionNote}</dt>
            <dd className="break-words whitespace-pre-line">{task.inspectionNote}</dd>
          </>
        ) : null}
        <dt className="text-fg-muted">{t.contact}</dt>
        <dd className="break-words">
          {contact.name ? <span>{contact.name} · </span> : null}
          <a className="underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>{' '}
          ·{' '}
          <a className="underline" href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>
            {contact.phone}
          </a>
        </dd>
      </dl>
      {task.sameDayTurnover ? <p className="text-sm font-medium text-accent">{t.sameDayTurnover}</p> : null}
      {overdue ? <p className="text-sm font-semibold text-danger">{t.overdue}</p> : null}
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : saved ? (
        <p role="status" className="text-sm font-medium text-success">
          {t.changed}
        </p>
      ) : null}
      {actions.length > 0 ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="taskId" value={task.id} />
          <input type="hidden" name="seen" value={task.state} />
          {actions.map((action) => (
            <Button
              key={action}
              type="submit"
              name="action"
              value={action}
              variant={action === 'finish' ? 'primary' : 'secondary'}
              disabled={busy}
              className="min-h-11"
            >
              {t.actions[action]}
            </Button>
          ))}
        </Form>
      ) : null}
    </article>
  );
}
