import { describe, expect, it } from 'vitest';
import { excerpt, markdownToPlainText, slugify, truncate } from './text-utils';

describe('truncate', () => {
  it('cuts at the length and adds an ellipsis only when longer', () => {
    expect(truncate('a'.repeat(200), 200)).toBe('a'.repeat(200));
    expect(truncate('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}...`);
  });
});

describe('markdownToPlainText and excerpt', () => {
  it('strips Markdown syntax', () => {
    expect(markdownToPlainText('# Title\n\nSome **bold** and [a link](/x).\n\n- item')).toBe(
      'Title Some bold and a link. item',
    );
  });
  it('cuts at a word boundary', () => {
    expect(excerpt('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
  });
});

describe('slugify', () => {
  it('lowercases, removes punctuation and hyphenates whitespace runs', () => {
    expect(slugify('  Buying in St. Barth: A Guide!  ')).toBe('buying-in-st-barth-a-guide');
    expect(slugify('Saint Barthélemy — 2026')).toBe('saint-barthelemy-2026');
    expect(slugify('!!!')).toBe('');
  });
});
