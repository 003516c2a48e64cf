/**
 * Draws the demo imagery of the site as SVG and renders it to WebP in public/images/demo/.
 *
 *   npm run images:demo [name-prefix…]
 *
 * Every picture is drawn from code with a seeded random generator, so a run always produces the same
 * files. Where to look in this folder:
 * - main.ts (this file): the entry point; writer.ts renders with sharp and writes the files and manifest.json.
 * - catalogue.ts: which file is drawn with which scene and light, with its alt text; og.ts the Open Graph
 *   lettering.
 * - the vocabulary: random.ts (seeded generator, noise), colour.ts, palette.ts (walls, timber, floors,
 *   fabrics: the materials), moods.ts (the time of day and its light).
 * - the pieces: svg.ts the document; landscape.ts, plants.ts and props.ts the 2D pieces; projector.ts a tiny
 *   one-point-perspective projector (boxes and quads in metres).
 * - scenes/: the pictures, one family per place — coast.ts (cove, beach, harbour), interiors/ (one file per
 *   room over room.ts, the shared shell), homes/ (a listing's house planned once, then drawn in each view of
 *   views/).
 * - likeness.ts and cards.test.ts: no two demo cards look alike.
 * Real photographs arrive through the admin; these only have to be small, calm and believable enough to
 * show off the layout.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerBrandFonts } from './og';
import { folderSize, writePictures } from './writer';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = path.join(ROOT, 'public', 'images', 'demo');

async function main(): Promise<void> {
  await registerBrandFonts(ROOT);
  // Optional arguments render only the pictures whose names start with them (handy while drawing).
  await writePictures(OUT_DIR, process.argv.slice(2));
  const { files, bytes } = await folderSize(OUT_DIR);
  console.log(`${files} files in ${path.relative(ROOT, OUT_DIR)}, ${(bytes / 1024).toFixed(0)} KB in total`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
