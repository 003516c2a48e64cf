import QRCode from 'qrcode';

/**
 * A QR code's modules, row by row (true: dark), for the layout to draw as vector rectangles
 * (pictures.server.ts): sharp at any zoom and on any printer, and a few hundred bytes where a raster would be
 * kilobytes. Error correction M (15 %): a printed code survives a fold or a smudge.
 */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}
