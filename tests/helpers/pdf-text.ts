import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF says, read back with PDF.js (its build for Node, no canvas, no network). */
export interface PdfReading {
  /** every page's text, one page after the other, every run of spaces (no-break ones too) as one space */
  text: string;
  pages: string[];
  title: string | undefined;
  language: string | undefined;
  creationDate: string | undefined;
}

/** Spaces as `PdfReading.text` has them: '3 704,00 €' for '3\u202f704,00\u00a0€'. */
export function plainSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  // PDF.js takes the buffer over: it is given a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // Runs drawn one after the other on a line are one text ('27' ',' → '27,'); any gap is a space.
      let text = '';
      let end: { x: number; y: number } | null = null;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [x, y] = [item.transform[4] as number, item.transform[5] as number];
        // (a kerning pair may pull the second run back over the first's end)
        const joined = end !== null && Math.abs(y - end.y) < 1 && x - end.x < 0.5 && x - end.x > -4;
        text += (joined || text === '' ? '' : ' ') + item.str;
        end = item.hasEOL ? null : { x: x + item.width, y };
      }
      pages.push(plainSpaces(text));
    }
    const info = (await pdf.getMetadata()).info as Record<string, string | undefined>;
    return {
      text: pages.join(' '),
      pages,
      title: info.Title,
      language: info.Language,
      creationDate: info.CreationDate,
    };
  } finally {
    await pdf.destroy();
  }
}
