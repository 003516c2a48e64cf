import { describe, expect, it } from 'vitest';
import { StayAsks } from './stay-asks';

describe('StayAsks: whose answer the page is showing', () => {
  it('takes the answer to the last ask as the box’s own', () => {
    const asks = new StayAsks();
    asks.ask('06-08|06-16|2');
    expect(asks.answered('06-08|06-16|2')).toBe(true);
  });

  it('takes an older ask’s answer, committed after a newer ask left, as the box’s own too', () => {
    // Check-in typed (asked), then check-out typed and asked before the first answer was rendered.
    const asks = new StayAsks();
    asks.ask('06-08|06-19|2');
    asks.ask('06-08|06-16|2');
    expect(asks.answered('06-08|06-19|2')).toBe(true);
    expect(asks.answered('06-08|06-16|2')).toBe(true);
  });

  it('takes a stay it never asked for as coming from elsewhere, which supersedes the asks on their way', () => {
    const asks = new StayAsks();
    asks.ask('06-08|06-16|2');
    expect(asks.answered('07-01|07-08|2')).toBe(false);
    // A calendar day choosing that stay later is from elsewhere too: it replaces the draft.
    expect(asks.answered('06-08|06-16|2')).toBe(false);
  });

  it('settles the older asks with a newer one: an old stay shown again later came from elsewhere', () => {
    const asks = new StayAsks();
    asks.ask('a');
    asks.ask('b');
    expect(asks.answered('b')).toBe(true);
    expect(asks.answered('a')).toBe(false);
  });
});
