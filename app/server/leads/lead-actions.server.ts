import { data, replace } from 'react-router';
import { islandToday } from '#app/domain/booking/dates';
import { parseLeadFilters } from '#app/domain/leads/filters';
import {
  leadAssignSchema,
  leadFollowUpSchema,
  leadIntentOf,
  leadNoteSchema,
  leadStageSchema,
  stageChangeOf,
  type LeadFormAnswer,
  type LeadIntent,
} from '#app/domain/leads/forms';
import type { LeadNote, LeadRow, StaffOption } from '#app/domain/leads/lead';
import { LEAD_TEXTS } from '#app/domain/leads/stages';
import { backendFailureStatus, listReturnPath } from '#app/server/http/action-answers.server';
import type { StaffSession } from '#app/server/auth/auth.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import type { LeadListContext } from './queries.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { leadQueries } from '#app/server/leads/queries.server';

/**
 * The lead detail's side of the pipeline (/admin/inquiries/{id}): its panel's data, and the intents `stage`,
 * `assign`, `follow-up` and `note`. Each is a plain form checked with its zod schema (app/domain/leads/forms.ts);
 * bad input answers 400 with the messages by the field and changes nothing; success goes back to the lead
 * (replacing the post in the history, so a reload never posts again — with JavaScript the fetcher follows it
 * and the page revalidates in place).
 */

export interface LeadPanelData {
  staff: StaffOption[];
  notes: LeadNote[];
}

export const isLeadIntent = (intent: FormDataEntryValue | null) => leadIntentOf(intent) !== null;

/** Who is asking, for 'me' and overdue. */
export function leadListContext(session: StaffSession, now = new Date()): LeadListContext {
  return { userId: session.user.id, today: islandToday(now) };
}

/** The filters of the request's URL (the inbox, the export, a lead opened from the inbox). */
export const leadStateOf = (request: Request) => parseLeadFilters(new URL(request.url).searchParams);

/** The staff to assign and the notes; an empty panel (logged) rather than no lead when they fail. */
export async function loadLeadPanel(capabilities: Capabilities, lead: LeadRow): Promise<LeadPanelData> {
  const [staff, notes] = await Promise.all([
    capabilities
      .use(leadQueries)
      .listActiveStaff()
      .catch((error: unknown) => {
        log.error('lead staff failed to load', { id: lead.id, error });
        return [] as StaffOption[];
      }),
    capabilities
      .use(leadQueries)
      .listLeadNotes(lead.id)
      .catch((error: unknown) => {
        log.error('lead notes failed to load', { id: lead.id, error });
        return [] as LeadNote[];
      }),
  ]);
  return { staff, notes };
}

const refused = (intent: LeadIntent, result: LeadFormAnswer['leadForm']['result'], status = 400) =>
  data<LeadFormAnswer>({ leadForm: { intent, result } }, { status });

const FAILED: Record<LeadIntent, string> = {
  stage: LEAD_TEXTS.stageFailed,
  assign: LEAD_TEXTS.assignFailed,
  'follow-up': LEAD_TEXTS.followUpFailed,
  note: LEAD_TEXTS.noteFailed,
};

/** Runs one lead intent on the lead in the URL. */
export async function runLeadAction(session: StaffSession, leadId: string, formData: FormData, request: Request) {
  const intent = leadIntentOf(formData.get('intent'));
  if (!intent) throw data(null, { status: 400 });
  const { capabilities } = session;
  const lead = await capabilities.use(leadQueries).getLead(leadId);
  if (!lead) throw data(null, { status: 404 });
  const back = () => {
    // The lead again, with the inbox's filters; not a mail notice of an earlier post.
    const target = new URL(listReturnPath(request, `/admin/inquiries/${leadId}`), 'http://local');
    target.searchParams.delete('mail');
    return replace(`${target.pathname}${target.search}`);
  };

  const submission =
    intent === 'stage'
      ? parseSubmission(formData, leadStageSchema(lead.stage))
      : intent === 'assign'
        ? parseSubmission(
            formData,
            leadAssignSchema((await capabilities.use(leadQueries).listActiveStaff()).map((m) => m.user_id)),
          )
        : intent === 'follow-up'
          ? parseSubmission(formData, leadFollowUpSchema)
          : parseSubmission(formData, leadNoteSchema);
  if (submission.status !== 'success') return refused(intent, submission.reply());

  let changed: boolean;
  try {
    switch (intent) {
      case 'stage':
        changed = await capabilities
          .use(leadQueries)
          .setLeadStage(
            leadId,
            lead.stage,
            stageChangeOf(submission.value as { stage: LeadRow['stage']; lostReason?: string }),
          );
        break;
      case 'assign': {
        const { assignee } = submission.value as { assignee?: string };
        changed = await capabilities
          .use(leadQueries)
          .assignLead(leadId, assignee === 'me' ? session.user.id : (assignee ?? null));
        break;
      }
      case 'follow-up':
        changed = await capabilities
          .use(leadQueries)
          .setLeadFollowUp(leadId, (submission.value as { followUpOn?: string }).followUpOn ?? null);
        break;
      case 'note':
        changed =
          (await capabilities.use(leadQueries).addLeadNote(leadId, (submission.value as { body: string }).body)) !==
          null;
        break;
    }
  } catch (error) {
    log.error('lead action failed', { id: leadId, intent, error });
    return refused(intent, submission.reply({ formErrors: [FAILED[intent]] }), backendFailureStatus(error));
  }
  // The stage moved meanwhile (someone else changed it): show it as it is now; anything else is gone.
  if (!changed && intent === 'stage')
    return refused(intent, submission.reply({ formErrors: [LEAD_TEXTS.stageChanged] }), 409);
  if (!changed) throw data(null, { status: 404 });
  log.info('lead changed', { id: leadId, intent, by: session.user.id });
  return back();
}
