/**
 * Draws the demo imagery of the site as SVG and renders it to WebP in public/images/demo/.
 *
 *   npm run images:demo [name-prefix…]
 *
 * Every picture is drawn from code with a seeded random generator, so a run always produces the same
 * files. The drawing lives in scripts/demo-images/: random.ts, colour.ts, palette.ts and moods.ts (the
 * time of day) are the vocabulary; svg.ts the document; landscape.ts, plants.ts and props.ts the 2D pieces;
 * projector.ts a tiny one-point-perspective projector (boxes and quads in metres); scenes/ the pictures
 * themselves; catalogue.ts which file is drawn how, with its alt text; og.ts the Open Graph lettering.
 * Real photographs arrive through the admin; these only have to be small, calm and believable enough to
 * show off the layout.
 *
 * Output: <name>.webp files plus manifest.json (file, size, alt text) for whoever needs alt texts.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPEN_GRAPH as og, PICTURES, render } from './demo-images/catalogue';
import { ogOverlay, registerBrandFonts } from './demo-images/og';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public', 'images', 'demo');
const WEBP_QUALITY = 60;

async function main(): Promise<void> {
  await registerBrandFonts(ROOT);
  const { default: sharp } = await import('sharp');
  // Optional arguments render only the pictures whose names start with them (handy while drawing).
  const only = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });

  const manifest: { file: string; width: number; height: number; alt: string }[] = [];
  for (const picture of PICTURES) {
    manifest.push({ file: picture.file, width: picture.width, height: picture.height, alt: picture.alt });
    if (only.length > 0 && !only.some((o) => picture.file.startsWith(o))) continue;
    const svg = render(picture);
    await sharp(Buffer.from(svg))
      .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
      .toFile(path.join(OUT_DIR, picture.file));
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
    await sharp(composed).webp({ quality: 70, effort: 6 }).toFile(path.join(OUT_DIR, 'og-default.webp'));
    await sharp(composed).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(OUT_DIR, 'og-default.jpg'));
  }
  manifest.push({ file: 'og-default.webp', width: og.width, height: og.height, alt: og.alt });
  manifest.push({ file: 'og-default.jpg', width: og.width, height: og.height, alt: og.alt });
  await writeFile(path.join(OUT_DIR, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  if (only.length === 0) {
    // A full run leaves exactly the catalogue: pictures it no longer draws go.
    const keep = new Set([...manifest.map((m) => m.file), 'manifest.json']);
    for (const file of await readdir(OUT_DIR)) if (!keep.has(file)) await rm(path.join(OUT_DIR, file));
  }

  let total = 0;
  const files = (await readdir(OUT_DIR)).sort();
  for (const file of files) total += (await stat(path.join(OUT_DIR, file))).size;
  console.log(`${files.length} files in ${path.relative(ROOT, OUT_DIR)}, ${(total / 1024).toFixed(0)} KB in total`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
