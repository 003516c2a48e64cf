import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('csvCell', () => {
  it('neutralises every cell a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+33 6 12 34 56 78')).toBe("'+33 6 12 34 56 78");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves other text as it is, quoting only what needs quotes', () => {
    expect(csvCell('Villa Azur')).toBe('Villa Azur');
    expect(csvCell('Gustavia, Saint-Barthélemy')).toBe('"Gustavia, Saint-Barthélemy"');
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a = b')).toBe('a = b');
  });

  it('writes numbers as numbers (a negative amount is data) and nothing for no value', () => {
    expect(csvCell(-250)).toBe('-250');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('csvDocument', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    const document = csvDocument(
      [
        { heading: 'Name', value: (row: { name: string; total: number }) => row.name },
        { heading: 'Total', value: (row) => row.total },
      ],
      [
        { name: 'Élodie', total: 12_000 },
        { name: '=cmd', total: -5 },
      ],
    );
    expect(document).toBe("\uFEFFName,Total\r\nÉlodie,12000\r\n'=cmd,-5\r\n");
  });
});
