import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  leadAssignSchema,
  leadFollowUpSchema,
  leadIntentOf,
  leadNoteSchema,
  leadStageSchema,
  stageChangeOf,
} from './forms';
import { LEAD_TEXTS } from './stages';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const STAFF = '2b9c6f1e-8d4a-4c3b-9e2f-1a0b9c8d7e6f';

describe('lead forms', () => {
  it('gives Conform a schema it can read the constraints of', () => {
    expect(getZodConstraint(leadStageSchema('new'))).toMatchObject({ stage: { required: true } });
    expect(getZodConstraint(leadAssignSchema())).toHaveProperty('assignee');
    expect(getZodConstraint(leadNoteSchema)).toMatchObject({ body: { required: true } });
    expect(getZodConstraint(leadFollowUpSchema)).toHaveProperty('followUpOn');
  });

  it('knows its four intents and nothing else', () => {
    expect(['stage', 'assign', 'follow-up', 'note'].map(leadIntentOf)).toEqual([
      'stage',
      'assign',
      'follow-up',
      'note',
    ]);
    expect(leadIntentOf('read')).toBeNull();
    expect(leadIntentOf(null)).toBeNull();
  });

  it('needs a reason to lose a lead, and drops the reason for any other stage', () => {
    const lost = parseWithZod(form({ stage: 'lost', lostReason: '   ' }), { schema: leadStageSchema('contacted') });
    expect(lost.status).toBe('error');
    expect(lost.reply().error).toEqual({ lostReason: [LEAD_TEXTS.lostReasonRequired] });
    const ok = parseWithZod(form({ stage: 'lost', lostReason: ' Bought elsewhere ' }), {
      schema: leadStageSchema('new'),
    });
    expect(ok.status === 'success' && stageChangeOf(ok.value)).toEqual({
      stage: 'lost',
      lostReason: 'Bought elsewhere',
    });
    const contacted = parseWithZod(form({ stage: 'contacted', lostReason: 'left over' }), {
      schema: leadStageSchema('lost'),
    });
    expect(contacted.status === 'success' && stageChangeOf(contacted.value)).toEqual({
      stage: 'contacted',
      lostReason: null,
    });
  });

  it('refuses a move the pipeline does not allow, by the stage field', () => {
    const result = parseWithZod(form({ stage: 'won' }), { schema: leadStageSchema('lost') });
    expect(result.reply().error).toEqual({ stage: [LEAD_TEXTS.stageNotAllowed('lost', 'won')] });
    expect(LEAD_TEXTS.stageNotAllowed('lost', 'won')).toBe(
      'A lost lead cannot become won: reopen it as contacted first',
    );
    expect(parseWithZod(form({ stage: 'new' }), { schema: leadStageSchema('new') }).reply().error).toEqual({
      stage: [LEAD_TEXTS.stageUnchanged],
    });
    expect(parseWithZod(form({ stage: 'stolen' }), { schema: leadStageSchema('new') }).status).toBe('error');
    // A lost lead's reason may be corrected.
    expect(
      parseWithZod(form({ stage: 'lost', lostReason: 'Better reason' }), { schema: leadStageSchema('lost') }).status,
    ).toBe('success');
  });

  it('assigns a staff member, me, or nobody; an unknown or inactive id is refused', () => {
    const schema = leadAssignSchema([STAFF]);
    const value = (fields: Record<string, string>) => {
      const result = parseWithZod(form(fields), { schema });
      return result.status === 'success' ? result.value : result.reply().error;
    };
    expect(value({ assignee: STAFF })).toEqual({ assignee: STAFF });
    expect(value({ assignee: 'me' })).toEqual({ assignee: 'me' });
    expect(value({ assignee: '' })).toEqual({});
    expect(value({ assignee: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })).toEqual({
      assignee: [LEAD_TEXTS.assigneeInvalid],
    });
    expect(value({ assignee: 'nobody' })).toEqual({ assignee: [LEAD_TEXTS.assigneeInvalid] });
  });

  it('takes a real date for the follow-up, or nothing to clear it', () => {
    expect(parseWithZod(form({ followUpOn: '2026-12-01' }), { schema: leadFollowUpSchema }).status).toBe('success');
    expect(parseWithZod(form({ followUpOn: '' }), { schema: leadFollowUpSchema }).status).toBe('success');
    for (const bad of ['2026-02-30', '01/12/2026', 'tomorrow'])
      expect(parseWithZod(form({ followUpOn: bad }), { schema: leadFollowUpSchema }).reply().error, bad).toEqual({
        followUpOn: [LEAD_TEXTS.followUpInvalid],
      });
  });

  it('needs a note’s text, trimmed, at most 5,000 characters', () => {
    expect(parseWithZod(form({ body: '  ' }), { schema: leadNoteSchema }).reply().error).toEqual({
      body: [LEAD_TEXTS.noteRequired],
    });
    expect(parseWithZod(form({ body: 'x'.repeat(5001) }), { schema: leadNoteSchema }).reply().error).toEqual({
      body: [LEAD_TEXTS.noteTooLong],
    });
    const ok = parseWithZod(form({ body: ' Called back. ' }), { schema: leadNoteSchema });
    expect(ok.status === 'success' && ok.value).toEqual({ body: 'Called back.' });
  });
});
