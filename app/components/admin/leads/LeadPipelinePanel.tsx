import { getFormProps, getInputProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useFetcher } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { selectInput, textareaInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { useHydrated } from '#app/components/ui/useHydrated';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { isOverdue } from '#app/domain/leads/filters';
import { leadAssignSchema, leadFollowUpSchema, leadStageSchema, type LeadFormAnswer } from '#app/domain/leads/forms';
import { staffLabel, type LeadRow, type StaffOption } from '#app/domain/leads/lead';
import { LEAD_STAGE_LABELS, LEAD_TEXTS, stageChoices } from '#app/domain/leads/stages';
import { OverdueBadge } from './LeadBadges';
import { useLeadForm } from './useLeadForm';

type PageAnswer = LeadFormAnswer['leadForm'] | undefined;

/**
 * A lead's stage, assignee and follow-up day on its detail: three small plain forms (each with its intent),
 * so each works without JavaScript and one's error never blocks another. Each form is keyed by what it
 * shows, so after a change the page's new values fill it afresh.
 */
export function LeadPipelinePanel({
  lead,
  staff,
  currentUserId,
  today,
  pageAnswer,
}: {
  lead: LeadRow;
  staff: readonly StaffOption[];
  currentUserId: string;
  /** 'YYYY-MM-DD' on the islands. */
  today: string;
  pageAnswer: PageAnswer;
}) {
  return (
    <section aria-labelledby="lead-pipeline-heading" className="flex flex-col gap-4 border-t border-line pt-5">
      <h3 id="lead-pipeline-heading" className="label font-sans">
        Pipeline
      </h3>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <LeadStageForm key={`${lead.stage}:${lead.lost_reason ?? ''}`} lead={lead} pageAnswer={pageAnswer} />
        <LeadAssigneeForm
          key={lead.assigned_to ?? 'nobody'}
          lead={lead}
          staff={staff}
          currentUserId={currentUserId}
          pageAnswer={pageAnswer}
        />
        <LeadFollowUpForm key={lead.follow_up_on ?? 'none'} lead={lead} today={today} pageAnswer={pageAnswer} />
      </div>
    </section>
  );
}

function LeadStageForm({ lead, pageAnswer }: { lead: LeadRow; pageAnswer: PageAnswer }) {
  const hydrated = useHydrated();
  const schema = useMemo(() => leadStageSchema(lead.stage), [lead.stage]);
  const { fetcher, form, fields, pending } = useLeadForm({
    intent: 'stage',
    leadId: lead.id,
    schema,
    defaultValue: { stage: lead.stage, lostReason: lead.lost_reason ?? '' },
    pageAnswer,
  });
  const options = stageChoices(lead.stage).map((stage) => ({ value: stage, label: LEAD_STAGE_LABELS[stage] }));
  // Without JavaScript the reason is always there (required only for 'lost'); with it, only for 'lost'.
  const showReason = !hydrated || (fields.stage.value ?? lead.stage) === 'lost';

  return (
    <fetcher.Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="stage" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SelectField label={LEAD_TEXTS.stageLabel} {...selectInput(fields.stage, options)} />
      {showReason ? (
        <TextareaField
          label={LEAD_TEXTS.lostReasonLabel}
          hint={LEAD_TEXTS.lostReasonHint}
          {...textareaInput(fields.lostReason, { rows: 2 })}
        />
      ) : null}
      <div>
        <Button type="submit" size="sm" variant="secondary" pending={pending} pendingLabel={LEAD_TEXTS.stageSaving}>
          {LEAD_TEXTS.stageSave}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function LeadAssigneeForm({
  lead,
  staff,
  currentUserId,
  pageAnswer,
}: {
  lead: LeadRow;
  staff: readonly StaffOption[];
  currentUserId: string;
  pageAnswer: PageAnswer;
}) {
  const schema = useMemo(() => leadAssignSchema(), []);
  const { fetcher, form, fields, pending } = useLeadForm({
    intent: 'assign',
    leadId: lead.id,
    schema,
    defaultValue: { assignee: lead.assigned_to ?? '' },
    pageAnswer,
  });
  const me = useFetcher({ key: `lead-assign-me-${lead.id}` });
  const options = [
    { value: '', label: LEAD_TEXTS.unassigned },
    ...staff.map((member) => ({ value: member.user_id, label: staffLabel(member) })),
  ];
  // Someone no longer active stays shown as the assignee (choosing them again is refused).
  if (lead.assigned_to && !staff.some((member) => member.user_id === lead.assigned_to)) {
    options.push({ value: lead.assigned_to, label: `${lead.assignee_name ?? LEAD_TEXTS.formerStaff} (inactive)` });
  }

  return (
    <div className="flex flex-col gap-3">
      <fetcher.Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="assign" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField label={LEAD_TEXTS.assigneeLabel} {...selectInput(fields.assignee, options)} />
        <div>
          <Button type="submit" size="sm" variant="secondary" pending={pending} pendingLabel={LEAD_TEXTS.assigning}>
            {LEAD_TEXTS.assign}
          </Button>
        </div>
      </fetcher.Form>
      {lead.assigned_to === currentUserId ? null : (
        <me.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="assignee" value="me" />
          <Button type="submit" size="sm" pending={me.state !== 'idle'} pendingLabel={LEAD_TEXTS.assigning}>
            {LEAD_TEXTS.assignToMe}
          </Button>
        </me.Form>
      )}
    </div>
  );
}

function LeadFollowUpForm({ lead, today, pageAnswer }: { lead: LeadRow; today: string; pageAnswer: PageAnswer }) {
  const { fetcher, form, fields, pending } = useLeadForm({
    intent: 'follow-up',
    leadId: lead.id,
    schema: leadFollowUpSchema,
    defaultValue: { followUpOn: lead.follow_up_on ?? '' },
    pageAnswer,
  });
  const clear = useFetcher({ key: `lead-follow-up-clear-${lead.id}` });
  const overdue = isOverdue(lead, today as CalendarDate);
  const day = lead.follow_up_on as CalendarDate | null;

  return (
    <div className="flex flex-col gap-3">
      <fetcher.Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="follow-up" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={LEAD_TEXTS.followUpLabel}
          hint={
            day ? (
              <span className="inline-flex flex-wrap items-center gap-2">
                {overdue ? <OverdueBadge /> : null}
                {formatCalendarDate(day, 'long')}
              </span>
            ) : (
              LEAD_TEXTS.noFollowUp
            )
          }
          inputProps={getInputProps(fields.followUpOn, { type: 'date' })}
          errors={fields.followUpOn.errors}
        />
        <div>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            pending={pending}
            pendingLabel={LEAD_TEXTS.followUpSaving}
          >
            {LEAD_TEXTS.followUpSave}
          </Button>
        </div>
      </fetcher.Form>
      {day ? (
        <clear.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="follow-up" />
          <input type="hidden" name="followUpOn" value="" />
          <Button type="submit" size="sm" variant="ghost" pending={clear.state !== 'idle'}>
            {LEAD_TEXTS.followUpClear}
            <span className="sr-only"> the follow-up date</span>
          </Button>
        </clear.Form>
      ) : null}
    </div>
  );
}
