import { Form, useNavigation } from 'react-router';
import { Button, buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { useHydrated } from '#app/components/ui/useHydrated';
import { isAskingAction, type DeskActionData } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_ACTION_LABELS, type StayAction } from '#app/domain/booking/stays';
import type { StayRow } from '#app/domain/entities';
import type { DeadlineField } from '#app/domain/booking/staff-calendar';
import { AskPanel, DeadlineForm } from './StayActionForms';
import { ActionError, DoneNotice, type DeskNotice } from './StayActionNotices';

const text = staffBookingTexts.desk;

const dangerButton = cx(
  buttonClass({ variant: 'secondary', size: 'sm' }),
  'border-danger/50 text-danger hover:border-danger hover:bg-danger-soft',
);

/**
 * The actions the stay's status allows, each a POST form with an `intent` that works without JavaScript:
 * Hold as option and Extend option with their deadline, Confirm, and Decline / Cancel, which ask first
 * (the action answers a post without confirm=yes with the question). The answer of the last action shows
 * here, next to its button: the notice after a success (`?done=…`), or why it was refused. The forms post
 * to `#actions` until the page is hydrated, so without JavaScript the browser comes back to this panel.
 */
export function StayActions({
  stay,
  actions,
  deadline,
  actionData,
  notice,
}: {
  stay: StayRow;
  actions: readonly StayAction[];
  deadline: DeadlineField;
  actionData: DeskActionData | undefined;
  notice: DeskNotice | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' ? navigation.formData : undefined;
  const pendingIntent = submitting?.get('intent') ?? null;
  const asking = (intent: StayAction) => isAskingAction(intent) && submitting?.get('confirm') !== 'yes';
  const pending = (intent: StayAction) => pendingIntent === intent && !asking(intent);
  // The last answer, once the page has settled (a new submission hides it).
  const result = navigation.state === 'idle' ? actionData : undefined;
  const resultFor = (intent: StayAction) => (result?.intent === intent ? result : undefined);
  const orphan = result?.error && (result.intent === null || !actions.includes(result.intent)) ? result : undefined;
  // Without JavaScript the browser follows the answer to this panel; with it the page stays where it is.
  const hydrated = useHydrated();
  const formAction = `/admin/bookings/${stay.id}${hydrated ? '' : '#actions'}`;
  const buttons = actions.filter((action) => action !== 'hold' && action !== 'extend');

  return (
    <section
      id="actions"
      aria-labelledby="actions-heading"
      className="card flex scroll-mt-36 flex-col gap-5 p-5 sm:p-6"
    >
      <h2 id="actions-heading" className="font-display text-3xl text-fg">
        {text.actionsHeading}
      </h2>

      {notice && !result ? <DoneNotice stay={stay} notice={notice} /> : null}
      {orphan ? <ActionError result={orphan} /> : null}

      {actions.length === 0 ? (
        <p className="text-sm text-fg-muted">{stay.source === 'feed' ? text.feedNoActions : text.noActions}</p>
      ) : null}

      {actions.includes('hold') || actions.includes('extend') ? (
        <DeadlineForm
          // A new deadline (after a hold or an extension) starts a fresh form with the next suggestion.
          key={`${stay.status}-${stay.option_expires_at}`}
          intent={actions.includes('hold') ? 'hold' : 'extend'}
          stayId={stay.id}
          action={formAction}
          deadline={deadline}
          result={resultFor(actions.includes('hold') ? 'hold' : 'extend')}
          pending={pending(actions.includes('hold') ? 'hold' : 'extend')}
          busy={Boolean(submitting)}
        />
      ) : null}

      {buttons.length ? (
        <div className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
          <div className="flex flex-wrap gap-3">
            {buttons.map((intent) =>
              isAskingAction(intent) && resultFor(intent)?.ask ? null : (
                <Form key={intent} method="post" action={formAction} preventScrollReset>
                  <input type="hidden" name="intent" value={intent} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={intent === 'confirm' ? 'primary' : 'secondary'}
                    className={isAskingAction(intent) ? dangerButton : undefined}
                    pending={pending(intent)}
                    pendingLabel={text.pending[intent]}
                    disabled={Boolean(submitting)}
                  >
                    {STAY_ACTION_LABELS[intent]}
                  </Button>
                </Form>
              ),
            )}
          </div>
          {buttons.includes('confirm') ? <p className="text-xs text-fg-muted">{text.confirmHint}</p> : null}
          {buttons.map((intent) => {
            const answer = resultFor(intent);
            if (!answer) return null;
            if (isAskingAction(intent) && answer.ask)
              return (
                <AskPanel
                  key={intent}
                  intent={intent}
                  reference={stay.reference}
                  action={formAction}
                  cancelTo={`/admin/bookings/${stay.id}#actions`}
                  pending={pending(intent)}
                  busy={Boolean(submitting)}
                  detail={answer.askDetail}
                />
              );
            return answer.error || answer.feedErrors?.length ? <ActionError key={intent} result={answer} /> : null;
          })}
        </div>
      ) : null}
    </section>
  );
}
