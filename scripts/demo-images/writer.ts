/**
 * The writer: renders the catalogue's SVG to WebP (and the Open Graph image to WebP and JPEG) with sharp,
 * writes manifest.json (file, size, alt text) beside them, and on a full run removes files the catalogue no
 * longer draws. Everything that decides how a picture looks is upstream; this only encodes and files.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OPEN_GRAPH as og, PICTURES, render } from './catalogue';
import { ogOverlay } from './og';

const WEBP_QUALITY = 60;

interface ManifestEntry {
  file: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Draws every picture of the catalogue into `outDir`, or only those whose file names start with one of
 * `only` (handy while drawing). The manifest always lists the whole catalogue.
 */
export async function writePictures(outDir: string, only: string[]): Promise<void> {
  const { default: sharp } = await import('sharp');
  await mkdir(outDir, { recursive: true });

  const manifest: ManifestEntry[] = [];
  for (const picture of PICTURES) {
    manifest.push({ file: picture.file, width: picture.width, height: picture.height, alt: picture.alt });
    if (only.length > 0 && !only.some((o) => picture.file.startsWith(o))) continue;
    const svg = render(picture);
    await sharp(Buffer.from(svg))
      .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
      .toFile(path.join(outDir, picture.file));
  }

  // Open Graph: the hero's villa re-framed at 1200x630 with the brand set over it.
  if (only.length === 0 || only.some((o) => 'og-default'.startsWith(o))) {
    const base = await sharp(Buffer.from(render(og, 'og')))
      .png()
      .toBuffer();
    const composed = await sharp(base)
      .composite([{ input: Buffer.from(ogOverlay(og.width, og.height)) }])
      .png()
      .toBuffer();
    await sharp(composed).webp({ quality: 70, effort: 6 }).toFile(path.join(outDir, 'og-default.webp'));
    await sharp(composed).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(outDir, 'og-default.jpg'));
  }
  manifest.push({ file: 'og-default.webp', width: og.width, height: og.height, alt: og.alt });
  manifest.push({ file: 'og-default.jpg', width: og.width, height: og.height, alt: og.alt });
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  if (only.length === 0) {
    // A full run leaves exactly the catalogue: pictures it no longer draws go.
    const keep = new Set([...manifest.map((m) => m.file), 'manifest.json']);
    for (const file of await readdir(outDir)) if (!keep.has(file)) await rm(path.join(outDir, file));
  }
}

/** The number of files in `dir` and their total size in bytes, for the run's closing line. */
export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  const files = (await readdir(dir)).sort();
  for (const file of files) bytes += (await stat(path.join(dir, file))).size;
  return { files: files.length, bytes };
}
