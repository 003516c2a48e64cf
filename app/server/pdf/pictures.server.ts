import {
  BOTTOM,
  ensureSpace,
  heightOf,
  INK,
  MARGIN,
  MUTED,
  RULE,
  SEA,
  SIZE,
  TEXT_WIDTH,
  write,
  type Doc,
} from '#app/server/pdf/page.server';

/**
 * The layout's picture blocks (layout.server.ts draws them among the text blocks): photos as JPEG bytes the
 * caller has already cropped to the block's proportions, an island map drawn as vector paths, a QR code drawn
 * as vector modules, and a list in columns. Nothing here reads a file or the network.
 */

/** An island map in its own units (the shape of app/domain/maps/model.ts `IslandMap`): land as an SVG path. */
export interface VectorMap {
  width: number;
  height: number;
  /** SVG path data of the land, in the map's units */
  land: string;
  places: readonly { x: number; y: number; name: string; anchor: 'start' | 'end' }[];
  /** an exact point, or (with `radius`, in map units) a discreet listing's circle around a moved centre */
  markers: readonly { x: number; y: number; radius?: number }[];
}

export type PictureBlock =
  /** one photo across the text width; `aspect` is its width over its height */
  | { kind: 'image'; data: Uint8Array; aspect: number }
  /** photos in a grid of `columns`, each `aspect` wide over high; rows carry on over pages */
  | { kind: 'images'; images: readonly Uint8Array[]; columns: number; aspect: number }
  /** short items (amenities) in columns */
  | { kind: 'list'; items: readonly string[]; columns: number }
  | { kind: 'map'; map: VectorMap; caption: string; note?: string }
  /** a QR code's modules (true: dark), beside lines of text; `link` makes the code and the lines clickable */
  | { kind: 'qr'; matrix: readonly (readonly boolean[])[]; lines: readonly string[]; link: string };

const GAP = 8;
/** Points: a map with the contact and the code below it still fits on a page. */
const MAP_MAX_HEIGHT = 250;
/** Side of the code in points: large enough for a phone to read from paper at arm's length. */
const QR_SIDE = 92;
/** The blank margin a reader needs around the code, in modules. */
const QUIET_ZONE = 2;
const SEA_FILL = '#e4edef';
const LAND_FILL = '#efe8da';
const LAND_STROKE = '#b9ad95';

/** The height a heading must keep room for below it: the block's picture, or its first row of pictures. */
export function pictureLeadHeight(block: { kind: string }): number {
  const picture = block as PictureBlock;
  switch (picture.kind) {
    case 'image':
      return TEXT_WIDTH / picture.aspect;
    case 'images':
      return (TEXT_WIDTH - GAP * (picture.columns - 1)) / picture.columns / picture.aspect;
    case 'map':
      return mapFrame(picture.map).height + 30;
    case 'qr':
      return QR_SIDE;
    default:
      return 0;
  }
}

export function drawPictureBlock(doc: Doc, block: PictureBlock): void {
  switch (block.kind) {
    case 'image': {
      const height = TEXT_WIDTH / block.aspect;
      ensureSpace(doc, height);
      const top = doc.y;
      doc.image(Buffer.from(block.data), MARGIN, top, { width: TEXT_WIDTH, height });
      doc.y = top + height + 16;
      return;
    }
    case 'images': {
      const width = (TEXT_WIDTH - GAP * (block.columns - 1)) / block.columns;
      const height = width / block.aspect;
      for (let start = 0; start < block.images.length; start += block.columns) {
        ensureSpace(doc, height);
        const top = doc.y;
        block.images.slice(start, start + block.columns).forEach((data, i) => {
          doc.image(Buffer.from(data), MARGIN + i * (width + GAP), top, { width, height });
        });
        doc.y = top + height + GAP;
      }
      doc.y += 8;
      return;
    }
    case 'list': {
      const width = (TEXT_WIDTH - 16 * (block.columns - 1)) / block.columns;
      const rows = Math.ceil(block.items.length / block.columns);
      for (let row = 0; row < rows; row++) {
        const cells = block.items.slice(row * block.columns, (row + 1) * block.columns);
        const height = Math.max(...cells.map((item) => heightOf(doc, 'text', SIZE.text, item, width - 10))) + 3;
        ensureSpace(doc, height);
        const top = doc.y;
        cells.forEach((item, i) => {
          const x = MARGIN + i * (width + 16);
          doc
            .circle(x + 2, top + 5.5, 1.6)
            .fillColor(SEA)
            .fill();
          doc.font('text').fontSize(SIZE.text).fillColor(INK);
          write(doc, item, x + 10, top, { width: width - 10 });
        });
        doc.y = top + height;
      }
      doc.y += 12;
      return;
    }
    case 'map':
      drawMap(doc, block.map, block.caption, block.note);
      return;
    case 'qr':
      drawQr(doc, block.matrix, block.lines, block.link);
      return;
  }
}

/** A map across the text width, or narrower when that would make it taller than MAP_MAX_HEIGHT. */
function mapFrame(map: VectorMap): { scale: number; width: number; height: number } {
  const scale = Math.min(TEXT_WIDTH / map.width, MAP_MAX_HEIGHT / map.height);
  return { scale, width: map.width * scale, height: map.height * scale };
}

function drawMap(doc: Doc, map: VectorMap, caption: string, note: string | undefined): void {
  const { scale, width, height } = mapFrame(map);
  const captionHeight =
    heightOf(doc, 'text', SIZE.small, caption, TEXT_WIDTH) +
    (note ? heightOf(doc, 'text', SIZE.small, note, TEXT_WIDTH) : 0);
  ensureSpace(doc, Math.min(height + captionHeight + 8, BOTTOM - MARGIN));
  const top = doc.y;
  doc.save();
  doc.rect(MARGIN, top, width, height).clip();
  doc.rect(MARGIN, top, width, height).fillColor(SEA_FILL).fill();
  doc.save();
  doc.translate(MARGIN, top).scale(scale);
  doc
    .path(map.land)
    .lineWidth(0.8 / scale)
    .fillColor(LAND_FILL)
    .strokeColor(LAND_STROKE)
    .fillAndStroke();
  doc.restore();
  doc.font('text').fontSize(6.5).fillColor(MUTED);
  for (const place of map.places) {
    const x = MARGIN + place.x * scale;
    const y = top + place.y * scale - 3;
    if (place.anchor === 'end') write(doc, place.name, x - 104, y, { width: 100, align: 'right', lineBreak: false });
    else write(doc, place.name, x + 4, y, { width: 100, lineBreak: false });
  }
  for (const marker of map.markers) {
    const x = MARGIN + marker.x * scale;
    const y = top + marker.y * scale;
    if (marker.radius) {
      doc
        .circle(x, y, marker.radius * scale)
        .fillOpacity(0.22)
        .fillColor(SEA)
        .fill();
      doc.fillOpacity(1);
      doc
        .circle(x, y, marker.radius * scale)
        .lineWidth(1.2)
        .strokeColor(SEA)
        .stroke();
    } else {
      doc.circle(x, y, 5).lineWidth(1.5).fillColor(SEA).strokeColor('#ffffff').fillAndStroke();
    }
  }
  doc.restore();
  doc.rect(MARGIN, top, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.font('text').fontSize(SIZE.small).fillColor(MUTED);
  write(doc, caption, MARGIN, top + height + 6, { width: TEXT_WIDTH });
  if (note) write(doc, note, MARGIN, doc.y, { width: TEXT_WIDTH });
  doc.y += 14;
}

function drawQr(doc: Doc, matrix: readonly (readonly boolean[])[], lines: readonly string[], link: string): void {
  const modules = matrix.length + 2 * QUIET_ZONE;
  const unit = QR_SIDE / modules;
  const textX = MARGIN + QR_SIDE + 18;
  const textWidth = TEXT_WIDTH - QR_SIDE - 18;
  ensureSpace(doc, QR_SIDE);
  const top = doc.y;
  // Each row's runs of dark modules as one rectangle, all filled at once.
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      // A hair wider than the run so neighbouring rows leave no seam when a viewer anti-aliases.
      doc.rect(
        MARGIN + (QUIET_ZONE + start) * unit,
        top + (QUIET_ZONE + r) * unit,
        (c - start) * unit + 0.05,
        unit + 0.05,
      );
    }
  });
  doc.fillColor(INK).fill();
  doc.link(MARGIN, top, QR_SIDE, QR_SIDE, link);
  let y = top + QUIET_ZONE * unit;
  lines.forEach((line, i) => {
    doc
      .font(i === 0 ? 'strong' : 'text')
      .fontSize(i === 0 ? SIZE.heading : SIZE.text)
      .fillColor(i === 0 ? SEA : INK);
    write(doc, line, textX, y, { width: textWidth, ...(line === link ? { link, underline: true } : {}) });
    y = doc.y + 3;
  });
  doc.y = Math.max(top + QR_SIDE, y) + 14;
}
