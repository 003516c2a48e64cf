import { describe, expect, it } from 'vitest';
import { leadId } from './lead-action.server';

describe('inquiryId', () => {
  const token = '6f1c2a52-8d1e-4c1b-9c55-0b8d3f0a1e11';
  it('is a stable UUID for the same form and content', () => {
    const a = leadId(token, ['contact', undefined, 'Ada', 'ada@example.com', undefined, 'Hi']);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(leadId(token, ['contact', undefined, 'Ada', 'ada@example.com', undefined, 'Hi'])).toBe(a);
  });
  it('differs when another visitor sends other content with the same token', () => {
    expect(leadId(token, ['contact', undefined, 'Ada', 'ada@example.com', undefined, 'Hi'])).not.toBe(
      leadId(token, ['contact', undefined, 'Bob', 'bob@example.com', undefined, 'Hi']),
    );
  });
});
