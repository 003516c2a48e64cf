/** The Open Graph image's lettering: the brand font read from @fontsource, and the overlay drawn over the picture. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.readUInt32BE(entry);
    const tableOffset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    let data: Buffer = woff.subarray(tableOffset, tableOffset + compLength);
    if (compLength < origLength) data = inflateSync(data);
    const record = 12 + i * 16;
    header.writeUInt32BE(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(origLength, record + 12);
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    chunks.push(data, padding);
    offset += data.length + padding.length;
  }
  return Buffer.concat([header, ...chunks]);
}

export async function registerBrandFonts(root: string): Promise<void> {
  const dir = path.join(tmpdir(), 'island-estates-demo-fonts');
  await mkdir(path.join(dir, 'fonts'), { recursive: true });
  const files = path.join(root, 'node_modules', '@fontsource', 'cormorant-garamond', 'files');
  for (const name of ['cormorant-garamond-latin-500-normal', 'cormorant-garamond-latin-400-italic']) {
    const woff = await readFile(path.join(files, `${name}.woff`));
    await writeFile(path.join(dir, 'fonts', `${name}.ttf`), woffToSfnt(woff));
  }
  await writeFile(
    path.join(dir, 'fonts.conf'),
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${dir}/fonts</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = path.join(dir, 'fonts.conf');
}

export function ogOverlay(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#0f1520" stop-opacity="0.78"/><stop offset="0.55" stop-color="#0f1520" stop-opacity="0.35"/><stop offset="1" stop-color="#0f1520" stop-opacity="0"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
  <rect x="80" y="${h / 2 - 92}" width="56" height="2" fill="#d8c3a0"/>
  <text x="78" y="${h / 2 + 10}" font-family="Cormorant Garamond Medium" font-size="92" fill="#f7f3ec" letter-spacing="1">Island Estates</text>
  <text x="82" y="${h / 2 + 70}" font-family="Cormorant Garamond" font-style="italic" font-size="38" fill="#e9dcc6">Saint Barthélemy · Sint Maarten</text>
  <text x="82" y="${h / 2 + 118}" font-family="Cormorant Garamond Medium" font-size="24" fill="#cfd6da" letter-spacing="4">VILLAS · RESIDENCES · RENTALS</text>
</svg>`;
}
