import type PDFDocument from 'pdfkit';
import { drawable } from '#app/server/pdf/fonts.server';

/**
 * The page every document is laid out on (layout.server.ts draws the text blocks, pictures.server.ts the
 * pictures and vector figures): A4 in points with 2 cm margins, the foot of each page kept for the legal
 * notice and the page number, the site's palette, and the few helpers both need.
 */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 56;
export const FOOT = 34;
export const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
export const BOTTOM = PAGE.height - MARGIN - FOOT;

export const INK = '#1c2430';
export const MUTED = '#5b6573';
export const RULE = '#d8d2c4';
export const SEA = '#1f5f6b';
export const SAND = '#f6f2ea';

export const SIZE = { text: 9.5, small: 8, label: 8.5, heading: 11, title: 26, issuer: 15 } as const;

export type Doc = InstanceType<typeof PDFDocument>;

/** Starts a new page when `height` more points do not fit above the foot. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

export function write(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): void {
  doc.text(drawable(text), x, y, { lineBreak: true, ...options });
}

export function heightOf(doc: Doc, font: string, size: number, text: string, width: number): number {
  return doc.font(font).fontSize(size).heightOfString(drawable(text), { width });
}
