/** Furniture standing in a room: tables, chairs, shelves, a dresser, seats and a bed. Floor line y = 168. */
import {
  circle,
  ellipse,
  line,
  path,
  polygon,
  rect,
  repeat,
  ring,
  shade,
  shadow,
  type TDrawing,
  type TPaint,
} from './kit';

const FLOOR = 168;

/** Four legs seen from the front: the back pair inset and darker. */
function legs(left: number, right: number, top: number, width: number, colour: string, inset = 10): string {
  return (
    rect(left + inset, top, width, FLOOR - 4 - top, shade(colour, -0.3)) +
    rect(right - inset - width, top, width, FLOOR - 4 - top, shade(colour, -0.3)) +
    rect(left, top, width, FLOOR - top, colour) +
    rect(right - width, top, width, FLOOR - top, colour)
  );
}

/** Books of several heights and colours along a shelf from x to x + width. */
function books(x: number, shelfY: number, width: number, colours: string[], seed: number): string {
  let shapes = '';
  let at = x + 2;
  for (let i = 0; at < x + width - 8; i++) {
    const thick = 5 + ((seed + i * 7) % 4);
    const tall = 16 + ((seed + i * 5) % 7);
    if ((seed + i) % 6 === 5) {
      at += 6; // a gap
      continue;
    }
    shapes += rect(at, shelfY - tall, thick, tall, colours[(seed + i) % colours.length] ?? '#777', 0.6);
    at += thick + 0.8;
  }
  return shapes;
}

const BOOK_COLOURS = ['#b5523b', '#3d6b8c', '#e0b44c', '#5a8f6a', '#7d5a8c', '#d98c6a', '#2f4858'];

function bedWith(paint: TPaint, cover: 'plain' | 'linen' | 'pattern'): string {
  const wood = cover === 'plain' ? paint.main : '#a57c55';
  const cloth = cover === 'plain' ? paint.accent : paint.main;
  let duvet = path('M95 116 H262 V152 Q180 160 95 152Z', cloth);
  if (cover === 'linen') {
    duvet += path('M95 116 H262 V126 Q180 132 95 126Z', shade(cloth, 0.35));
    duvet += repeat(3, (i) => line(120 + i * 50, 130, 128 + i * 50, 150, shade(cloth, -0.12), 1));
  } else if (cover === 'pattern') {
    duvet += repeat(7, (i) =>
      polygon(
        [
          [108 + i * 22, 134],
          [118 + i * 22, 126],
          [128 + i * 22, 134],
          [118 + i * 22, 142],
        ],
        i % 2 ? paint.accent : shade(paint.accent, 0.4),
      ),
    );
    duvet += rect(95, 120, 167, 3, paint.accent) + rect(95, 146, 167, 3, paint.accent);
  }
  return (
    shadow(160, FLOOR, 120) +
    rect(40, 62, 14, FLOOR - 62, shade(wood, -0.1), 3) +
    rect(48, 70, 12, 80, wood, 2) +
    rect(54, 112, 214, 34, '#f4efe6', 4) +
    rect(262, 118, 10, FLOOR - 118, shade(wood, -0.1), 2) +
    rect(54, 146, 214, 10, wood) +
    ellipse(82, 110, 22, 9, '#fbf8f2') +
    ellipse(82, 107, 20, 6, '#ffffff') +
    duvet
  );
}

export const FURNITURE = {
  table: {
    family: 'furniture',
    setting: 'room',
    main: '#b07d4f',
    accent: '#f3e9d8',
    draw: (p) =>
      shadow(150, FLOOR, 100) +
      legs(62, 238, 108, 9, shade(p.main, -0.1)) +
      rect(56, 99, 188, 9, p.main, 2) +
      rect(66, 108, 168, 7, shade(p.main, -0.2)) +
      repeat(4, (i) => line(70 + i * 45, 101, 105 + i * 45, 101, shade(p.main, 0.15), 0.8)) +
      ellipse(150, 94, 16, 4, '#fff') +
      rect(146, 78, 8, 16, shade(p.accent, -0.1), 2) +
      circle(150, 74, 7, '#e8a33d'),
  },
  chair: {
    family: 'furniture',
    setting: 'room',
    main: '#c08a5a',
    accent: '#7a8f6a',
    draw: (p) =>
      shadow(150, FLOOR, 46) +
      rect(119, 48, 8, 120, shade(p.main, -0.25)) +
      rect(173, 48, 8, 120, shade(p.main, -0.25)) +
      rect(119, 50, 62, 10, p.main, 3) +
      repeat(3, (i) => rect(133 + i * 13, 60, 6, 52, shade(p.main, -0.1))) +
      rect(111, 112, 78, 9, p.main, 2) +
      rect(113, 106, 74, 8, p.accent, 4) +
      rect(113, 121, 8, 47, p.main) +
      rect(179, 121, 8, 47, p.main) +
      rect(121, 146, 58, 4, shade(p.main, -0.2)),
  },
  bookshelf: {
    family: 'furniture',
    setting: 'room',
    main: '#efe9df',
    accent: '#b5523b',
    frame: { zoom: 1.1, centreY: 100 },
    draw: (p) =>
      shadow(150, FLOOR, 64) +
      rect(94, 28, 112, 140, shade(p.main, -0.12), 2) +
      rect(100, 32, 100, 132, shade(p.main, -0.3)) +
      repeat(5, (i) => books(100, 56 + i * 26, 100, [p.accent, ...BOOK_COLOURS], i * 3)) +
      repeat(5, (i) => rect(100, 56 + i * 26, 100, 4, p.main)) +
      rect(94, 28, 112, 5, p.main) +
      ellipse(184, 50, 9, 7, '#6b9a5b') +
      rect(179, 49, 10, 7, '#c8734a'),
  },
  dresser: {
    family: 'furniture',
    setting: 'room',
    main: '#8a5a3c',
    accent: '#d9b26f',
    draw: (p) =>
      shadow(150, FLOOR, 80) +
      rect(84, 150, 7, 18, shade(p.main, -0.3)) +
      rect(209, 150, 7, 18, shade(p.main, -0.3)) +
      rect(76, 70, 148, 82, p.main, 3) +
      rect(72, 66, 156, 7, shade(p.main, 0.12), 2) +
      repeat(
        4,
        (i) => rect(84, 78 + i * 18, 132, 15, shade(p.main, 0.08), 2) + circle(150, 85.5 + i * 18, 2.5, p.accent),
      ) +
      rect(100, 48, 22, 18, '#e6e0d4', 2) +
      ellipse(192, 58, 12, 9, '#7fa36d') +
      rect(186, 56, 12, 10, '#d6cfc3', 2),
  },
  armchair: {
    family: 'furniture',
    setting: 'room',
    main: '#4f7b8a',
    accent: '#a57c55',
    draw: (p) =>
      shadow(150, FLOOR, 78) +
      rect(92, 150, 7, 18, p.accent) +
      rect(201, 150, 7, 18, p.accent) +
      path('M102 120 V62 Q102 40 124 40 H176 Q198 40 198 62 V120Z', shade(p.main, -0.1)) +
      rect(100, 112, 100, 40, p.main, 6) +
      rect(106, 104, 88, 16, shade(p.main, 0.15), 6) +
      rect(80, 84, 28, 68, p.main, 12) +
      rect(192, 84, 28, 68, p.main, 12) +
      rect(80, 84, 28, 10, shade(p.main, 0.12), 5) +
      rect(192, 84, 28, 10, shade(p.main, 0.12), 5),
  },
  nightstand: {
    family: 'furniture',
    setting: 'room',
    main: '#6f4a32',
    accent: '#e3c07a',
    draw: (p) =>
      shadow(150, FLOOR, 44) +
      legs(116, 184, 146, 6, shade(p.main, -0.1), 0) +
      rect(112, 96, 76, 52, p.main, 3) +
      rect(118, 102, 64, 17, shade(p.main, 0.12), 2) +
      circle(150, 110.5, 2.4, p.accent) +
      rect(118, 124, 64, 20, shade(p.main, -0.35)) +
      rect(124, 132, 30, 12, '#3d6b8c') +
      rect(154, 135, 20, 9, '#b5523b') +
      rect(136, 62, 28, 24, '#f3e6c8', 3) +
      rect(148, 86, 4, 10, '#444'),
  },
  coffeeTable: {
    family: 'furniture',
    setting: 'room',
    main: '#b88a5c',
    accent: '#3d6b8c',
    draw: (p) =>
      shadow(150, FLOOR, 98) +
      legs(60, 240, 132, 8, shade(p.main, -0.12), 8) +
      rect(54, 124, 192, 9, p.main, 3) +
      rect(66, 150, 168, 5, shade(p.main, -0.15)) +
      rect(90, 143, 40, 7, p.accent, 1) +
      rect(94, 139, 34, 4, '#e0b44c', 1) +
      ellipse(190, 121, 14, 3, '#fff') +
      rect(183, 108, 14, 13, '#e8e2d6', 3) +
      path('M197 111 q7 0 7 5 q0 5 -7 5', '#e8e2d6'),
  },
  sofa: {
    family: 'furniture',
    setting: 'room',
    main: '#8e9aa6',
    accent: '#e0b44c',
    frame: { zoom: 1.1, centreY: 104 },
    draw: (p) =>
      shadow(150, FLOOR, 122) +
      rect(50, 154, 6, 14, '#6b4a33') +
      rect(244, 154, 6, 14, '#6b4a33') +
      rect(44, 70, 212, 60, shade(p.main, -0.15), 10) +
      repeat(3, (i) => rect(60 + i * 61, 78, 58, 44, p.main, 8)) +
      rect(44, 118, 212, 38, shade(p.main, -0.05), 6) +
      repeat(3, (i) => rect(60 + i * 61, 114, 58, 14, shade(p.main, 0.12), 5)) +
      rect(34, 96, 26, 60, p.main, 10) +
      rect(240, 96, 26, 60, p.main, 10) +
      rect(70, 88, 28, 24, p.accent, 6) +
      rect(204, 88, 28, 24, shade(p.accent, -0.2), 6),
  },
  bench: {
    family: 'furniture',
    setting: 'room',
    main: '#a8784c',
    accent: '#6d8c9a',
    draw: (p) =>
      repeat(4, (i) => line(88 + i * 42, 36, 88 + i * 42, 44, '#555', 3) + circle(88 + i * 42, 46, 3, '#555')) +
      rect(150, 52, 24, 46, p.accent, 4) +
      shadow(150, FLOOR, 100) +
      legs(64, 236, 120, 10, shade(p.main, -0.12), 6) +
      rect(56, 112, 188, 10, p.main, 2) +
      rect(70, 145, 160, 6, shade(p.main, -0.2)) +
      rect(84, 152, 24, 12, '#4a3b32', 3) +
      rect(114, 154, 24, 10, '#4a3b32', 3),
  },
  barStool: {
    family: 'furniture',
    setting: 'room',
    main: '#2e2e2e',
    accent: '#b07d4f',
    draw: (p) =>
      shadow(150, FLOOR, 40) +
      line(136, 62, 120, FLOOR, p.main, 4) +
      line(164, 62, 180, FLOOR, p.main, 4) +
      line(144, 62, 140, FLOOR - 4, shade(p.main, 0.2), 3.5) +
      line(156, 62, 160, FLOOR - 4, shade(p.main, 0.2), 3.5) +
      ring(150, 128, 26, 5, p.main, 3) +
      ellipse(150, 60, 30, 9, shade(p.accent, -0.2)) +
      ellipse(150, 56, 30, 9, p.accent),
  },
  bed: {
    family: 'furniture',
    setting: 'room',
    main: '#b48a60',
    accent: '#dfe6ea',
    frame: { zoom: 1.1, centreY: 104 },
    draw: (p) => bedWith(p, 'plain'),
  },
  desk: {
    family: 'furniture',
    setting: 'room',
    main: '#f1ece4',
    accent: '#c9a27c',
    draw: (p) =>
      shadow(150, FLOOR, 96) +
      rect(66, 106, 8, 62, shade(p.accent, -0.15)) +
      rect(178, 106, 60, 62, p.main, 2) +
      repeat(
        3,
        (i) => rect(183, 111 + i * 18, 50, 15, shade(p.main, -0.06), 2) + rect(200, 117 + i * 18, 16, 2.5, '#888'),
      ) +
      rect(56, 98, 188, 9, p.accent, 2) +
      rect(92, 66, 52, 32, '#2f3640', 3) +
      rect(95, 69, 46, 26, '#7fb3d5') +
      rect(112, 96, 12, 3, '#2f3640') +
      rect(186, 86, 8, 12, '#c8734a', 1) +
      ellipse(190, 84, 7, 6, '#6b9a5b') +
      rect(210, 90, 24, 8, '#3d6b8c', 1),
  },
} satisfies Record<string, TDrawing>;

/** Beds dressed in this shop's textiles, for the textile category. */
export const BEDDING = {
  bedLinen: {
    family: 'textile',
    setting: 'room',
    main: '#e7ddd0',
    accent: '#c9b79f',
    frame: { zoom: 1.1, centreY: 104 },
    draw: (p) => bedWith(p, 'linen'),
  },
  bedspread: {
    family: 'textile',
    setting: 'room',
    main: '#8c2f39',
    accent: '#e0b44c',
    frame: { zoom: 1.1, centreY: 104 },
    draw: (p) => bedWith(p, 'pattern'),
  },
} satisfies Record<string, TDrawing>;
