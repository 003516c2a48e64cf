import { describe, expect, it } from 'vitest';
import { drawable } from '#app/server/pdf/fonts.server';
import { drawDocument, type DocumentDescription } from '#app/server/pdf/layout.server';
import { readPdf } from '#tests/helpers/pdf-text';

/**
 * The one PDF home (docs/decisions/026-pdf-documents.md): a description becomes pages with the document's
 * language and title in the metadata, the issuer at the top, tables that carry on over pages under their header,
 * and the legal notice and the page number at the foot of every page.
 */

const DESCRIPTION: DocumentDescription = {
  locale: 'fr',
  title: 'Relevé',
  metadataTitle: 'Relevé de novembre 2026',
  issuer: { name: 'Island Estates SAS', lines: ['Gustavia', 'Immatriculation\u00a0: RCS 901 234 567'] },
  footer: ['Island Estates SAS', 'SAS au capital de 10\u202f000\u00a0€'],
  pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
  creationDate: new Date('2026-12-01T12:00:00Z'),
  blocks: [
    { kind: 'heading', text: 'Mouvements' },
    {
      kind: 'table',
      columns: [
        { header: 'Libellé', width: 0.7 },
        { header: 'Montant', width: 0.3, align: 'right' },
      ],
      rows: Array.from({ length: 70 }, (_, i) => [`Ligne ${i + 1}`, `${i + 1}\u202f000,00\u00a0€`]),
    },
    { kind: 'totals', rows: [{ label: 'Total', value: '2\u202f485\u202f000,00\u00a0€', strong: true }] },
    { kind: 'callout', text: 'Référence\u00a0: HO-2026-11' },
  ],
};

describe('drawing a document', () => {
  it('states its language and title, and numbers every page under the legal notice', async () => {
    const pdf = await readPdf(await drawDocument(DESCRIPTION));
    expect(pdf.language).toBe('fr-FR');
    expect(pdf.title).toBe('Relevé de novembre 2026');
    expect(pdf.creationDate).toBe('D:20261201120000Z');
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} sur ${pdf.pages.length}`);
      expect(page).toContain('SAS au capital de 10 000 €');
      // The table's header again at the top of each page it runs onto.
      expect(page).toContain('Libellé Montant');
    });
    expect(pdf.pages[0]).toMatch(/^Island Estates SAS Gustavia Immatriculation : RCS 901 234 567 Relevé Mouvements/);
    expect(pdf.text).toContain('Ligne 70 70 000,00 €');
    expect(pdf.text).toContain('Total 2 485 000,00 €');
    expect(pdf.text).toContain('Référence : HO-2026-11');
  });

  it('draws the same bytes for the same description and creation date', async () => {
    const [first, second] = await Promise.all([drawDocument(DESCRIPTION), drawDocument(DESCRIPTION)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('draws a no-break space for the narrow one its fonts lack', () => {
    expect(drawable('12\u202f345,00\u00a0€')).toBe('12\u00a0345,00\u00a0€');
  });
});
