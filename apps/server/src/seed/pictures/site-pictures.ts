/**
 * The pictures of a demo site's settings and people (issue 12): a site's or a company's logo (an emblem of one of the
 * demo kinds, a square PNG as SPEC §5 asks), the hero's site image (several kinds standing in one setting) and a
 * person's avatar (a flat head-and-shoulders portrait). Drawn with the same kit as the catalogue's pictures.
 */
import sharp from 'sharp';
import { DRAWINGS, type TPictureKind } from './drawings';
import {
  BOARD_HEIGHT,
  board,
  circle,
  ellipse,
  PICTURE_WIDTH,
  path,
  rect,
  ring,
  shade,
  stroke,
  type TDrawing,
  type TSetting,
} from './kit';

/** A logo: a kind's object on a rounded square of the brand colour, cropped to `size` board units around it. */
export type TLogoSpec = {
  kind: TPictureKind;
  background: string;
  main?: string;
  accent?: string;
  /** The object's centre on the 300 × 200 board (x is always 150, where every kind is drawn). */
  centreY: number;
  /** Board units shown, square. */
  size: number;
};

const LOGO_SIZE = 400;

export function drawLogo(spec: TLogoSpec): string {
  const drawing: TDrawing = DRAWINGS[spec.kind];
  const paint = { main: spec.main ?? drawing.main, accent: spec.accent ?? drawing.accent, wall: spec.background };
  const half = spec.size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 100 100">`,
    rect(0, 0, 100, 100, spec.background, 22),
    circle(50, 50, 40, shade(spec.background, 0.82)),
    // A nested viewport clips the object to its circle's square; what reaches past the circle is cut by the square.
    `<svg x="16" y="16" width="68" height="68" viewBox="${150 - half} ${spec.centreY - half} ${spec.size} ${spec.size}">`,
    drawing.draw(paint),
    '</svg>',
    ring(50, 50, 40, 40, shade(spec.background, -0.15), 2.5),
    '</svg>',
  ].join('');
}

/** SPEC §5: the logo is a PNG; its rounded corners stay see-through, as a real logo's would. */
export function renderLogo(spec: TLogoSpec): Promise<Buffer> {
  return sharp(Buffer.from(drawLogo(spec)))
    .png()
    .toBuffer();
}

/** One object of a hero: a kind drawn with its base at `x` on the setting's floor, `scale` times its size. */
export type THeroObject = { kind: TPictureKind; x: number; scale: number; main?: string; accent?: string };
export type THeroSpec = { setting: TSetting; wall: string; objects: THeroObject[] };

/** Where a setting's objects stand (kit.ts SETTINGS). */
const FLOOR_OF: Record<TSetting, number> = { room: 168, table: 160, wall: 190, garden: 165, workshop: 150 };

export function drawHero(spec: THeroSpec): string {
  const floor = FLOOR_OF[spec.setting];
  const objects = spec.objects
    .map((object) => {
      const drawing: TDrawing = DRAWINGS[object.kind];
      const paint = { main: object.main ?? drawing.main, accent: object.accent ?? drawing.accent, wall: spec.wall };
      // Kinds are drawn around x = 150 on the floor line: move that point to x and scale about it.
      const dx = object.x - 150 * object.scale;
      const dy = floor - floor * object.scale;
      return `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${object.scale})">${drawing.draw(paint)}</g>`;
    })
    .join('');
  const paint = { main: '#000000', accent: '#000000', wall: spec.wall };
  return board(spec.setting, paint, objects, { zoom: 1, centreY: BOARD_HEIGHT / 2 });
}

/** The site image's largest variant is 1800 × 1200: rendered at that size, not enlarged from the board's 1500. */
const HERO_WIDTH = 1800;

/** As the JPEG an admin would upload (see renderPicture for why full chroma). */
export function renderHero(spec: THeroSpec): Promise<Buffer> {
  return sharp(Buffer.from(drawHero(spec)), { density: (72 * HERO_WIDTH) / PICTURE_WIDTH })
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** A person's avatar: colours and a few features, so the people of a site are told apart at a glance. */
export type TPortraitSpec = {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald';
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
};

const HAIR_TOP: Record<TPortraitSpec['hairStyle'], (hair: string) => string> = {
  short: (hair) => path('M32 44 Q31 22 50 21 Q69 22 68 44 Q64 31 50 30 Q37 31 32 44Z', hair),
  long: (hair) => path('M32 46 Q30 20 50 20 Q70 20 68 46 Q62 30 50 30 Q39 30 32 46Z', hair),
  bun: (hair) => circle(50, 17, 8, hair) + path('M32 44 Q31 22 50 22 Q69 22 68 44 Q62 30 50 30 Q38 30 32 44Z', hair),
  curly: (hair) =>
    [
      [36, 30],
      [43, 24],
      [50, 22],
      [57, 24],
      [64, 30],
      [33, 38],
      [67, 38],
    ]
      .map(([x, y]) => circle(x!, y!, 7, hair))
      .join(''),
  bald: (hair) => path('M32 48 Q31 38 35 34 L36 48Z', hair) + path('M68 48 Q69 38 65 34 L64 48Z', hair),
};

export function drawPortrait(spec: TPortraitSpec): string {
  const skinShade = shade(spec.skin, -0.12);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 100 100">`,
    rect(0, 0, 100, 100, spec.background),
    // Long hair falls behind the shoulders.
    spec.hairStyle === 'long' ? path('M30 44 Q28 70 34 80 H66 Q72 70 70 44Z', shade(spec.hair, -0.1)) : '',
    path('M12 100 Q14 78 36 73 H64 Q86 78 88 100Z', spec.shirt),
    path('M42 73 L50 84 L58 73Z', shade(spec.shirt, 0.25)),
    rect(43, 58, 14, 17, skinShade, 4),
    ellipse(33, 47, 3.2, 4.5, skinShade),
    ellipse(67, 47, 3.2, 4.5, skinShade),
    ellipse(50, 45, 17, 20, spec.skin),
    spec.beard ? path('M34 48 Q35 66 50 67 Q65 66 66 48 Q62 58 50 58 Q38 58 34 48Z', spec.hair) : '',
    HAIR_TOP[spec.hairStyle](spec.hair),
    circle(43.5, 46, 1.7, '#2b2b2b'),
    circle(56.5, 46, 1.7, '#2b2b2b'),
    stroke('M40 41 Q43.5 39.5 47 41', shade(spec.hair, -0.2), 1.2),
    stroke('M53 41 Q56.5 39.5 60 41', shade(spec.hair, -0.2), 1.2),
    stroke('M45.5 55 Q50 58.5 54.5 55', '#9c4a3c', 1.3),
    spec.glasses
      ? ring(43.5, 46, 5, 4.2, '#3b3b3b', 1.1) +
        ring(56.5, 46, 5, 4.2, '#3b3b3b', 1.1) +
        stroke('M48.5 46 H51.5', '#3b3b3b', 1)
      : '',
    '</svg>',
  ].join('');
}

/** As the JPEG a phone's photo would be; stored as the square variants of a logo (1:1). */
export function renderPortrait(spec: TPortraitSpec): Promise<Buffer> {
  return sharp(Buffer.from(drawPortrait(spec)))
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
