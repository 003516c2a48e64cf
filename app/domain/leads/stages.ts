/**
 * The lead pipeline (issue 17, item 2; supabase/migrations/…_lead_pipeline.sql).
 * Its words (lead, stage, open and closed, lost reason, assignee, follow-up, note) are defined in
 * docs/glossary.md.
 */

export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const OPEN_STAGES = ['new', 'contacted', 'qualified'] as const satisfies readonly LeadStage[];
export const CLOSED_STAGES = ['won', 'lost'] as const satisfies readonly LeadStage[];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const LOST_REASON_MAX = 500;

export function isLeadStage(value: unknown): value is LeadStage {
  return typeof value === 'string' && (LEAD_STAGES as readonly string[]).includes(value);
}

export function isOpenStage(stage: LeadStage): boolean {
  return (OPEN_STAGES as readonly LeadStage[]).includes(stage);
}

/**
 * The moves a lead may make, decided once here (the stage form offers these, the server checks them):
 * - forward from any open stage to any later stage: a booking request confirmed at once is won from 'new';
 * - between 'contacted' and 'qualified' both ways (a lead qualified too early goes back), but never back to
 *   'new' (once someone got in touch, it is not new any more);
 * - 'lost' from any open stage, with a reason; a lost lead may have its reason corrected (lost → lost);
 * - a closed lead (won or lost) reopens to 'contacted' only — won and lost never swap directly;
 * - leaving 'lost' clears the reason.
 * The database refuses any other move (check_lead_stage_move,
 * supabase/migrations/20261205000000_stay_and_lead_transitions.sql); tests/integration/transitions.test.ts
 * tries every pair on both engines.
 */
const LEAD_STAGE_MOVES: Record<LeadStage, readonly LeadStage[]> = {
  new: ['contacted', 'qualified', 'won', 'lost'],
  contacted: ['qualified', 'won', 'lost'],
  qualified: ['contacted', 'won', 'lost'],
  won: ['contacted'],
  lost: ['contacted', 'lost'],
};

export function canMoveLead(from: LeadStage, to: LeadStage): boolean {
  return LEAD_STAGE_MOVES[from].includes(to);
}

/** The stages the stage select offers a lead in `from`: its own first, then where it may go. */
export function stageChoices(from: LeadStage): LeadStage[] {
  return LEAD_STAGES.filter((stage) => stage === from || canMoveLead(from, stage));
}

export const LEAD_TEXTS = {
  stageHeading: 'Stage',
  stageLabel: 'Stage',
  lostReasonLabel: 'Reason for losing it',
  lostReasonHint: 'Required when the lead is lost.',
  lostReasonRequired: 'Say why the lead was lost',
  lostReasonTooLong: `Keep the reason under ${LOST_REASON_MAX} characters`,
  stageNotAllowed: (from: LeadStage, to: LeadStage) =>
    `A ${LEAD_STAGE_LABELS[from].toLowerCase()} lead cannot become ${LEAD_STAGE_LABELS[to].toLowerCase()}${
      from === 'won' || from === 'lost' ? ': reopen it as contacted first' : ''
    }`,
  stageUnchanged: 'The lead is already in this stage',
  stageChanged: 'Someone changed this lead’s stage meanwhile: reload the page to see it',
  stageSave: 'Update stage',
  stageSaving: 'Updating…',
  stageFailed: 'The stage could not be updated. Please try again.',

  assigneeHeading: 'Assignee',
  assigneeLabel: 'Assigned to',
  unassigned: 'Unassigned',
  assigneeInvalid: 'Choose an active staff member',
  assign: 'Assign',
  assigning: 'Assigning…',
  assignToMe: 'Assign to me',
  assignFailed: 'The lead could not be assigned. Please try again.',

  followUpHeading: 'Follow-up',
  followUpLabel: 'Follow up on',
  followUpInvalid: 'Enter a date (YYYY-MM-DD)',
  followUpSave: 'Set date',
  followUpSaving: 'Saving…',
  followUpClear: 'Clear',
  followUpFailed: 'The follow-up date could not be saved. Please try again.',
  overdue: 'Overdue',
  noFollowUp: 'No follow-up date',

  notesHeading: 'Notes',
  noNotes: 'No notes yet.',
  noteLabel: 'Add a note',
  noteRequired: 'Write the note first',
  noteTooLong: 'Keep a note under 5,000 characters',
  noteAdd: 'Add note',
  noteAdding: 'Adding…',
  noteFailed: 'The note could not be added. Please try again.',
  formerStaff: 'A former staff member',
} as const;
