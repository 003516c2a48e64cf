import type PDFKit from 'pdfkit';
import { INTL_LOCALES, type Locale } from '#app/domain/i18n/locale';
import { documentFonts, drawable } from '#app/server/pdf/fonts.server';
import {
  BOTTOM,
  ensureSpace,
  heightOf,
  INK,
  MARGIN,
  MUTED,
  RULE,
  SAND,
  SEA,
  SIZE,
  TEXT_WIDTH,
  write,
  type Doc,
} from '#app/server/pdf/page.server';
import { drawPictureBlock, pictureLeadHeight, type PictureBlock } from '#app/server/pdf/pictures.server';

/**
 * The one place documents are drawn (invoices, receipts, later homeowners' statements and brochures): a
 * document is a short declarative description — who issues it, its title, then blocks — and this module lays
 * it out on A4 pages with PDFKit (docs/decisions/026-pdf-documents.md). No browser, no network: the fonts are
 * in the repository. Every page carries the issuer's legal notice and its number ('Page 1 of 2').
 *
 * The PDF states its language (/Lang) and its title (shown by viewers instead of the file name). Given a
 * `creationDate`, the same description gives the same bytes (tests, stored copies); otherwise it is now.
 */

/** Who issues the document, as its header prints it. */
export interface DocumentIssuer {
  name: string;
  /** address, registration, VAT and contact lines, in order */
  lines: readonly string[];
}

export type Align = 'left' | 'right';

export interface TableColumn {
  header: string;
  align?: Align;
  /** share of the text width; the columns' shares add up to 1 */
  width: number;
}

export type Block =
  /** a section's title */
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; tone?: 'normal' | 'muted' }
  /** a framed paragraph that must not be missed (the reference to quote) */
  | { kind: 'callout'; text: string }
  /** label–value rows */
  | { kind: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  /** blocks of lines side by side under their headings ('Billed to' | 'Booking') */
  | { kind: 'columns'; columns: readonly { heading: string; lines: readonly string[] }[] }
  | { kind: 'table'; columns: readonly TableColumn[]; rows: readonly (readonly string[])[] }
  /** right-aligned sums under a table; `strong` for the total */
  | { kind: 'totals'; rows: readonly { label: string; value: string; strong?: boolean }[] }
  /** pictures and vector figures: a cover photo, a grid of photos, an island map, a QR code (pictures.server.ts) */
  | PictureBlock;

export interface DocumentDescription {
  locale: Locale;
  /** the big title on the page and the PDF's title in its metadata */
  title: string;
  /** the metadata's title when it says more than the page's ('Invoice IE-SBH-000042') */
  metadataTitle?: string;
  subject?: string;
  issuer: DocumentIssuer;
  /** the legal notice printed at the foot of every page */
  footer?: readonly string[];
  /** 'Page 1 of 2' / 'Page 1 sur 2' */
  pageLabel: (page: number, pages: number) => string;
  blocks: readonly Block[];
  /** fixes the PDF's creation date (and so its bytes) */
  creationDate?: Date;
}

/**
 * pdfkit and its fonts' parser take about 30 MB of memory: loaded with the first document, not with the server
 * (decision 044's memory figures).
 */
const pdfkit = () => import('pdfkit').then((module) => module.default as typeof PDFKit);

/** Draws a description into a PDF. */
export async function drawDocument(description: DocumentDescription): Promise<Uint8Array> {
  const PDFDocument = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    lang: INTL_LOCALES[description.locale],
    displayTitle: true,
    info: {
      Title: drawable(description.metadataTitle ?? description.title),
      Author: drawable(description.issuer.name),
      ...(description.subject ? { Subject: drawable(description.subject) } : {}),
      Creator: drawable(description.issuer.name),
      Producer: 'Island Estates',
      CreationDate: description.creationDate ?? new Date(),
    },
  });
  const fonts = documentFonts();
  doc.registerFont('text', fonts.text);
  doc.registerFont('strong', fonts.strong);
  doc.registerFont('display', fonts.display);

  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, description);
  description.blocks.forEach((block, i) => drawBlock(doc, block, description.blocks[i + 1]));
  drawFeet(doc, description);
  doc.end();
  return done;
}

function drawHeader(doc: Doc, description: DocumentDescription): void {
  const { issuer, title } = description;
  const half = TEXT_WIDTH / 2;
  doc.fillColor(INK);
  doc.font('display').fontSize(SIZE.issuer);
  write(doc, issuer.name, MARGIN, MARGIN, { width: half });
  let y = doc.y + 2;
  doc.font('text').fontSize(SIZE.small).fillColor(MUTED);
  for (const line of issuer.lines) {
    write(doc, line, MARGIN, y, { width: half });
    y = doc.y;
  }
  doc.font('display').fontSize(SIZE.title).fillColor(INK);
  write(doc, title, MARGIN + half, MARGIN - 6, { width: half, align: 'right' });
  const below = Math.max(y, doc.y) + 14;
  doc
    .moveTo(MARGIN, below)
    .lineTo(MARGIN + TEXT_WIDTH, below)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.y = below + 18;
}

function drawBlock(doc: Doc, block: Block, next: Block | undefined): void {
  switch (block.kind) {
    case 'heading': {
      // Never alone at the foot of a page: room for a few lines of what it heads, or for its first picture.
      ensureSpace(doc, Math.max(80, 24 + (next ? pictureLeadHeight(next) : 0)));
      doc.font('strong').fontSize(SIZE.heading).fillColor(SEA);
      write(doc, block.text, MARGIN, doc.y + 4, { width: TEXT_WIDTH });
      doc.y += 6;
      return;
    }
    case 'paragraph': {
      const height = heightOf(doc, 'text', SIZE.text, block.text, TEXT_WIDTH);
      ensureSpace(doc, height);
      doc.fillColor(block.tone === 'muted' ? MUTED : INK);
      write(doc, block.text, MARGIN, doc.y, { width: TEXT_WIDTH });
      doc.y += 10;
      return;
    }
    case 'callout': {
      const pad = 10;
      const height = heightOf(doc, 'strong', SIZE.text, block.text, TEXT_WIDTH - 2 * pad) + 2 * pad;
      ensureSpace(doc, height);
      const top = doc.y;
      doc.rect(MARGIN, top, TEXT_WIDTH, height).fillColor(SAND).fill();
      doc.rect(MARGIN, top, 3, height).fillColor(SEA).fill();
      doc.fillColor(INK);
      write(doc, block.text, MARGIN + pad, top + pad, { width: TEXT_WIDTH - 2 * pad });
      doc.y = top + height + 14;
      return;
    }
    case 'fields': {
      const labelWidth = 150;
      const valueWidth = TEXT_WIDTH - labelWidth;
      for (const [label, value] of block.rows) {
        const height = Math.max(
          heightOf(doc, 'text', SIZE.label, label, labelWidth - 8),
          heightOf(doc, 'text', SIZE.text, value, valueWidth),
        );
        ensureSpace(doc, height + 4);
        const top = doc.y;
        doc.font('text').fontSize(SIZE.label).fillColor(MUTED);
        write(doc, label, MARGIN, top + 1, { width: labelWidth - 8 });
        doc.font('text').fontSize(SIZE.text).fillColor(INK);
        write(doc, value, MARGIN + labelWidth, top, { width: valueWidth });
        doc.y = top + height + 4;
      }
      doc.y += 10;
      return;
    }
    case 'columns': {
      const gap = 24;
      const width = (TEXT_WIDTH - gap * (block.columns.length - 1)) / block.columns.length;
      const heights = block.columns.map(
        (column) =>
          heightOf(doc, 'strong', SIZE.label, column.heading, width) +
          column.lines.reduce((sum, line) => sum + heightOf(doc, 'text', SIZE.text, line, width), 4),
      );
      ensureSpace(doc, Math.max(...heights));
      const top = doc.y;
      block.columns.forEach((column, i) => {
        const x = MARGIN + i * (width + gap);
        doc.font('strong').fontSize(SIZE.label).fillColor(SEA);
        write(doc, column.heading.toLocaleUpperCase(), x, top, { width, characterSpacing: 0.6 });
        doc.y += 4;
        doc.font('text').fontSize(SIZE.text).fillColor(INK);
        for (const line of column.lines) write(doc, line, x, doc.y, { width });
      });
      doc.y = top + Math.max(...heights) + 18;
      return;
    }
    case 'table':
      drawTable(doc, block.columns, block.rows);
      return;
    case 'image':
    case 'images':
    case 'list':
    case 'map':
    case 'qr':
      drawPictureBlock(doc, block);
      return;
    case 'totals': {
      const width = TEXT_WIDTH / 2;
      const x = MARGIN + TEXT_WIDTH - width;
      for (const row of block.rows) {
        const font = row.strong ? 'strong' : 'text';
        const size = row.strong ? SIZE.heading : SIZE.text;
        ensureSpace(doc, size * 2);
        const top = doc.y;
        if (row.strong) {
          doc
            .moveTo(x, top)
            .lineTo(MARGIN + TEXT_WIDTH, top)
            .lineWidth(0.75)
            .strokeColor(INK)
            .stroke();
        }
        doc.font(font).fontSize(size).fillColor(INK);
        write(doc, row.label, x, top + 5, { width: width / 2 });
        write(doc, row.value, x + width / 2, top + 5, { width: width / 2, align: 'right' });
        doc.y = top + size + 12;
      }
      doc.y += 10;
      return;
    }
  }
}

function drawTable(doc: Doc, columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
  const pad = 4.5;
  const widths = columns.map((column) => column.width * TEXT_WIDTH);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const cellHeight = (font: string, cells: readonly string[]) =>
    Math.max(...cells.map((cell, i) => heightOf(doc, font, SIZE.text, cell, widths[i]! - 2 * pad))) + 2 * pad;

  const drawRow = (font: string, cells: readonly string[], color: string) => {
    const height = cellHeight(font, cells);
    const top = doc.y;
    doc.font(font).fontSize(SIZE.text).fillColor(color);
    cells.forEach((cell, i) => {
      write(doc, cell, xs[i]! + pad, top + pad, { width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left' });
    });
    doc.y = top + height;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + TEXT_WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  const headers = columns.map((column) => column.header);
  const drawHeaders = () => drawRow('strong', headers, MUTED);

  ensureSpace(doc, cellHeight('strong', headers) + (rows[0] ? cellHeight('text', rows[0]) : 0));
  drawHeaders();
  for (const row of rows) {
    if (doc.y + cellHeight('text', row) > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
      drawHeaders();
    }
    drawRow('text', row, INK);
  }
  doc.y += 8;
}

/** The legal notice and the page number at the foot of every page, once the number of pages is known. */
function drawFeet(doc: Doc, description: DocumentDescription): void {
  const { start, count } = doc.bufferedPageRange();
  const notice = (description.footer ?? []).filter(Boolean).join(' · ');
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = BOTTOM + 10;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + TEXT_WIDTH, top)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('text')
      .fontSize(SIZE.small - 0.5)
      .fillColor(MUTED);
    const labelWidth = 90;
    if (notice) write(doc, notice, MARGIN, top + 8, { width: TEXT_WIDTH - labelWidth - 12 });
    write(doc, description.pageLabel(i - start + 1, count), MARGIN + TEXT_WIDTH - labelWidth, top + 8, {
      width: labelWidth,
      align: 'right',
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
