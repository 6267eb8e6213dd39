/**
 * The drawing kit of the demo pictures: flat shapes on a 300 × 200 board (3:2, the content picture ratio), drawn to
 * 1500 × 1000, and the settings an object stands in (a room, a table, a wall, a garden, a workshop).
 */
export const BOARD_WIDTH = 300;
export const BOARD_HEIGHT = 200;
export const PICTURE_WIDTH = 1500;
export const PICTURE_HEIGHT = 1000;

/** The colours a picture is painted with: the object's own, an accent, and the wall behind it. */
export type TPaint = { main: string; accent: string; wall: string };

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** `hex` lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const shifted = channels.map((c) => clamp(c + (target - c) * Math.abs(amount)));
  return `#${shifted.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const num = (value: number) => String(Math.round(value * 10) / 10);

export const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"${radius ? ` rx="${num(radius)}"` : ''} fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;

export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

/** An open path drawn as a line (handles, stems, cords). */
export const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, colour: string, width: number) =>
  stroke(`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`, colour, width);

export const polygon = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${fill}"/>`;

/** An ellipse drawn as a ring (a rim, a foot rest). */
export const ring = (cx: number, cy: number, rx: number, ry: number, colour: string, width: number) =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${colour}" stroke-width="${num(width)}"/>`;

/** A shape see-through: glass, light, a highlight. */
export const faded = (shape: string, opacity: number) => shape.replace(/\/>$/, ` opacity="${opacity}"/>`);

/** The soft shadow an object casts on the surface it stands on. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx / 7) =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="#000" opacity="0.14"/>`;

/** Shapes repeated `count` times, `step` apart. */
export function repeat(count: number, draw: (index: number) => string): string {
  let shapes = '';
  for (let index = 0; index < count; index++) shapes += draw(index);
  return shapes;
}

const FLOOR_WOOD = '#c9a27c';

/** Where an object is shown; each gives the line it stands on. */
export const SETTINGS = {
  /** A room: wall, skirting board and a wooden floor; objects stand at y = 168. */
  room: (paint: TPaint) =>
    rect(0, 0, BOARD_WIDTH, 160, paint.wall) +
    rect(0, 156, BOARD_WIDTH, 5, shade(paint.wall, -0.12)) +
    rect(0, 161, BOARD_WIDTH, 39, FLOOR_WOOD) +
    repeat(6, (i) => line(0, 168 + i * 6, BOARD_WIDTH, 168 + i * 6, shade(FLOOR_WOOD, -0.08), 0.6)),
  /** A table top before a wall; objects stand at y = 160. */
  table: (paint: TPaint) =>
    rect(0, 0, BOARD_WIDTH, 128, paint.wall) +
    rect(0, 128, BOARD_WIDTH, 72, '#e9dccb') +
    rect(0, 128, BOARD_WIDTH, 3, shade('#e9dccb', -0.12)),
  /** A plain wall, for what hangs on it. */
  wall: (paint: TPaint) =>
    rect(0, 0, BOARD_WIDTH, BOARD_HEIGHT, paint.wall) + rect(0, 190, BOARD_WIDTH, 10, shade(paint.wall, -0.1)),
  /** Sky and grass; objects stand at y = 165. */
  garden: () =>
    rect(0, 0, BOARD_WIDTH, BOARD_HEIGHT, '#cfe8f3') +
    circle(258, 34, 16, '#ffe7a3') +
    path('M0 140 Q75 122 150 136 T300 132 V200 H0Z', '#8cc084') +
    rect(0, 150, BOARD_WIDTH, 50, '#79b26f'),
  /** A workshop: pegboard and a bench top; objects lie at y = 150. */
  workshop: (paint: TPaint) =>
    rect(0, 0, BOARD_WIDTH, 125, paint.wall) +
    repeat(14, (col) => repeat(6, (row) => circle(12 + col * 21, 12 + row * 19, 1.3, shade(paint.wall, -0.18)))) +
    rect(0, 125, BOARD_WIDTH, 75, '#d9b48a') +
    rect(0, 125, BOARD_WIDTH, 4, '#b98f62') +
    repeat(4, (i) => line(0, 140 + i * 15, BOARD_WIDTH, 140 + i * 15, '#caa274', 0.8)),
} as const satisfies Record<string, (paint: TPaint) => string>;

export type TSetting = keyof typeof SETTINGS;

/** What a picture shows and how it is painted; `family` tells which category it belongs in. */
export type TFamily =
  | 'furniture'
  | 'tableware'
  | 'lighting'
  | 'textile'
  | 'decor'
  | 'food'
  | 'scene'
  | 'tool'
  | 'garden'
  | 'nature'
  | 'technology'
  | 'travel'
  | 'fashion';
export type TDrawing = {
  family: TFamily;
  setting: TSetting;
  /** The object's colours when the data names none. */
  main: string;
  accent: string;
  draw: (paint: TPaint) => string;
  /** A closer or wider frame than the setting's. */
  frame?: TFrame;
};

/** How close the picture is framed: `zoom` times the board, centred on x = 150 and `centreY`. */
export type TFrame = { zoom: number; centreY: number };

/** Objects fill more of a small card when the empty wall above them is cut away. */
const FRAMES: Record<TSetting, TFrame> = {
  room: { zoom: 1.2, centreY: 106 },
  table: { zoom: 1.3, centreY: 108 },
  wall: { zoom: 1.1, centreY: 100 },
  garden: { zoom: 1.1, centreY: 104 },
  workshop: { zoom: 1.25, centreY: 118 },
};

/** The whole picture: the setting, then the object, framed by the setting's frame unless told otherwise. */
export function board(setting: TSetting, paint: TPaint, object: string, frame = FRAMES[setting]): string {
  const width = BOARD_WIDTH / frame.zoom;
  const height = BOARD_HEIGHT / frame.zoom;
  const x = (BOARD_WIDTH - width) / 2;
  const y = Math.min(BOARD_HEIGHT - height, Math.max(0, frame.centreY - height / 2));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="${num(x)} ${num(y)} ${num(width)} ${num(height)}">`,
    // Nothing left see-through: a JPEG would show it black.
    rect(0, 0, BOARD_WIDTH, BOARD_HEIGHT, paint.wall),
    SETTINGS[setting](paint),
    object,
    '</svg>',
  ].join('');
}
