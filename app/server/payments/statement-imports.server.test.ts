import { describe, expect, it } from 'vitest';
import { decodeStatement } from './statement-imports.server';

describe('decodeStatement', () => {
  it('reads UTF-8, and the Windows-1252 many French banks still export, so accented headings match', () => {
    const heading = 'Date opération;Libellé;Crédit';
    expect(decodeStatement(new TextEncoder().encode(heading))).toBe(heading);
    const windows1252 = Uint8Array.from([...heading].map((character) => character.charCodeAt(0)));
    expect(decodeStatement(windows1252)).toBe(heading);
  });
});
