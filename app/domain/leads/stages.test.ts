import { describe, expect, it } from 'vitest';
import { canMoveLead, isOpenStage, LEAD_STAGES, stageChoices, type LeadStage } from './stages';

describe('lead stages', () => {
  it('has the pipeline’s five stages in order, the first three open', () => {
    expect(LEAD_STAGES).toEqual(['new', 'contacted', 'qualified', 'won', 'lost']);
    expect(LEAD_STAGES.filter(isOpenStage)).toEqual(['new', 'contacted', 'qualified']);
  });

  // Every pair, written out: a change of the rules shows up here.
  const ALLOWED: Record<LeadStage, LeadStage[]> = {
    new: ['contacted', 'qualified', 'won', 'lost'],
    contacted: ['qualified', 'won', 'lost'],
    qualified: ['contacted', 'won', 'lost'],
    won: ['contacted'],
    lost: ['contacted', 'lost'],
  };

  it.each(LEAD_STAGES)('moves a %s lead exactly where the rules say', (from) => {
    for (const to of LEAD_STAGES) expect(canMoveLead(from, to), `${from} → ${to}`).toBe(ALLOWED[from].includes(to));
  });

  it('goes forward from any open stage, and loses a lead from any open stage', () => {
    for (const from of ['new', 'contacted', 'qualified'] as const) {
      expect(canMoveLead(from, 'won')).toBe(true);
      expect(canMoveLead(from, 'lost')).toBe(true);
    }
  });

  it('never goes back to new, and reopens a closed lead as contacted only (won and lost never swap)', () => {
    for (const from of LEAD_STAGES) expect(canMoveLead(from, 'new')).toBe(false);
    expect(canMoveLead('won', 'contacted')).toBe(true);
    expect(canMoveLead('lost', 'contacted')).toBe(true);
    expect(canMoveLead('won', 'lost')).toBe(false);
    expect(canMoveLead('lost', 'won')).toBe(false);
    expect(canMoveLead('won', 'qualified')).toBe(false);
  });

  it('offers the current stage first, then the allowed moves', () => {
    expect(stageChoices('new')).toEqual(['new', 'contacted', 'qualified', 'won', 'lost']);
    expect(stageChoices('won')).toEqual(['contacted', 'won']);
    expect(stageChoices('lost')).toEqual(['contacted', 'lost']);
    expect(stageChoices('qualified')).toEqual(['contacted', 'qualified', 'won', 'lost']);
  });
});
