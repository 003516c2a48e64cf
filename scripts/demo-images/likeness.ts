/**
 * How alike two pictures look (issue 26, item 22): a difference hash along rows and along columns, 128 bits
 * from the picture's mean greys on a 9×8 and an 8×9 grid, compared bit by bit. Row gradients say where
 * things stand across the picture, column gradients where the horizon, the roofline and the pool's edge
 * run: what sets one composition apart from another. Cells averaged over many pixels keep the hash steady
 * when a picture is resized or re-encoded (a few bits at most).
 *
 * Two cards whose hashes differ in ALIKE bits or fewer look alike. Measured on this generator:
 * - the cards this replaced, drawn from six templates, came as close as 25 and 27 bits (two villas behind
 *   the same pool) and 30 (two houses behind the same lawn);
 * - one drawing in another light (every card drawn at morning, noon, golden hour and dusk) differs by a
 *   median 27 bits, so that close is "the same picture under another sky";
 * - the cards drawn now are at least 34 bits apart within a list, 52 bits apart on average (unrelated
 *   pictures, 64).
 * So a card must differ from every other card of its list in more than 32 bits, a quarter of the hash.
 */
import sharp from 'sharp';

export const ALIKE = 32;

/** Mean grey of each cell of a `columns` × `rows` grid over the picture (16×16 pixels averaged per cell). */
async function cellMeans(file: string | Buffer, columns: number, rows: number): Promise<number[]> {
  const k = 16;
  const [w, h] = [columns * k, rows * k];
  const grey = await sharp(file).greyscale().resize(w, h, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const sums = new Array<number>(columns * rows).fill(0);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) sums[Math.floor(y / k) * columns + Math.floor(x / k)]! += grey[y * w + x]!;
  return sums.map((sum) => sum / (k * k));
}

/** The picture's 128-bit hash: 64 bits of row gradients, then 64 of column gradients. */
export async function likenessHash(file: string | Buffer): Promise<bigint> {
  // Cells averaged over many pixels keep the hash steady when the picture is resized or re-encoded.
  const [rows, columns] = await Promise.all([cellMeans(file, 9, 8), cellMeans(file, 8, 9)]);
  let hash = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (rows[y * 9 + x]! > rows[y * 9 + x + 1]! ? 1n : 0n);
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (columns[y * 8 + x]! > columns[(y + 1) * 8 + x]! ? 1n : 0n);
  return hash;
}

/** The number of bits in which two hashes differ. */
export function distance(a: bigint, b: bigint): number {
  let v = a ^ b;
  let count = 0;
  while (v) {
    count += Number(v & 1n);
    v >>= 1n;
  }
  return count;
}

/** Every pair of pictures (by name) that look alike, closest first. */
export async function alikePairs(
  pictures: { name: string; file: string }[],
  alike = ALIKE,
): Promise<{ a: string; b: string; bits: number }[]> {
  const hashes = await Promise.all(pictures.map((p) => likenessHash(p.file)));
  const pairs: { a: string; b: string; bits: number }[] = [];
  for (let i = 0; i < pictures.length; i++)
    for (let j = i + 1; j < pictures.length; j++) {
      const bits = distance(hashes[i]!, hashes[j]!);
      if (bits <= alike) pairs.push({ a: pictures[i]!.name, b: pictures[j]!.name, bits });
    }
  return pairs.sort((x, y) => x.bits - y.bits);
}
