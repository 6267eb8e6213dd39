/** Every picture kind (the demo's and the offline stock library's) with its family, and how a picture is drawn (SVG) and rendered (JPEG, for an upload). */
import sharp from 'sharp';
import { CLOTHING } from './clothing';
import { DECOR } from './decor';
import { FOOD } from './food';
import { BEDDING, FURNITURE } from './furniture';
import { GADGETS } from './gadgets';
import { GARDEN } from './garden';
import { board, type TDrawing, type TFamily } from './kit';
import { LANDSCAPES } from './landscapes';
import { LIGHTING } from './lighting';
import { SCENES } from './scenes';
import { TABLEWARE } from './tableware';
import { TEXTILES } from './textiles';
import { TOOLS } from './tools';

export const DRAWINGS = {
  ...FURNITURE,
  ...BEDDING,
  ...TABLEWARE,
  ...LIGHTING,
  ...TEXTILES,
  ...DECOR,
  ...FOOD,
  ...SCENES,
  ...TOOLS,
  ...GARDEN,
  ...LANDSCAPES,
  ...GADGETS,
  ...CLOTHING,
} satisfies Record<string, TDrawing>;

export type TPictureKind = keyof typeof DRAWINGS;

/** A picture as the demo data names it: its kind, and colours other than the kind's own. */
export type TPictureSpec = { kind: TPictureKind; main?: string; accent?: string; wall?: string };

/** Calm walls; a picture's wall follows from its kind and colour, so neighbours in a grid differ. */
const WALLS = ['#efe7dc', '#e4ebe6', '#e8e4ef', '#f1e6df', '#e2e9ef', '#efeadb'];

export const familyOf = (kind: TPictureKind): TFamily => (DRAWINGS[kind] as TDrawing).family;

export function drawPicture(spec: TPictureSpec): string {
  const drawing: TDrawing = DRAWINGS[spec.kind];
  const main = spec.main ?? drawing.main;
  const hash = [...`${spec.kind}${main}`].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const paint = { main, accent: spec.accent ?? drawing.accent, wall: spec.wall ?? WALLS[hash % WALLS.length]! };
  return board(drawing.setting, paint, drawing.draw(paint), drawing.frame);
}

/**
 * The picture as the JPEG an admin would upload. Full chroma keeps flat colours' edges clean; a JPEG is also the
 * cheapest upload to store, as its variants decode it at a fraction of its size (a PNG costs a third more).
 */
export function renderPicture(spec: TPictureSpec): Promise<Buffer> {
  return sharp(Buffer.from(drawPicture(spec)))
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
