/** Lamps, lit: on a table, on the floor, on a wall and hanging from the ceiling, each with its warm glow. */
import { circle, ellipse, faded, line, path, rect, repeat, shade, shadow, stroke, type TDrawing } from './kit';

const TABLE_TOP = 160;
const FLOOR = 168;
const WARM = '#ffd76a';

/** Warm light around a bulb: rings of fading yellow. */
const glow = (cx: number, cy: number, r: number) =>
  faded(circle(cx, cy, r, WARM), 0.18) +
  faded(circle(cx, cy, r * 0.62, WARM), 0.25) +
  faded(circle(cx, cy, r * 0.3, '#fff3c4'), 0.6);

/** A pear-shaped bulb, its cap at (cx, top). */
const bulb = (cx: number, top: number, size: number, lit: boolean) =>
  rect(cx - size * 0.28, top, size * 0.56, size * 0.42, '#9a9a9a', 1.5) +
  repeat(3, (i) =>
    line(
      cx - size * 0.28,
      top + size * (0.1 + i * 0.11),
      cx + size * 0.28,
      top + size * (0.1 + i * 0.11),
      '#7a7a7a',
      0.8,
    ),
  ) +
  path(
    `M${cx - size * 0.28} ${top + size * 0.42} Q${cx - size * 0.3} ${top + size * 0.7} ${cx - size * 0.55} ${top + size} A${size * 0.6} ${size * 0.6} 0 1 0 ${cx + size * 0.55} ${top + size} Q${cx + size * 0.3} ${top + size * 0.7} ${cx + size * 0.28} ${top + size * 0.42}Z`,
    lit ? '#fff1b8' : '#eef3f5',
  ) +
  stroke(
    `M${cx - size * 0.15} ${top + size * 1.05} l${size * 0.08} -${size * 0.2} l${size * 0.07} ${size * 0.14} l${size * 0.07} -${size * 0.14} l${size * 0.08} ${size * 0.2}`,
    '#e0a030',
    1.2,
  );

export const LIGHTING = {
  tableLamp: {
    family: 'lighting',
    setting: 'table',
    main: '#f3e6c8',
    accent: '#c9a227',
    draw: (p) =>
      glow(150, 86, 90) +
      shadow(150, TABLE_TOP, 50) +
      ellipse(150, TABLE_TOP - 4, 34, 7, shade(p.accent, -0.15)) +
      rect(146, 96, 8, 60, p.accent, 3) +
      ellipse(150, 124, 13, 16, p.accent) +
      path('M112 100 L124 46 H176 L188 100Z', p.main) +
      path('M112 100 L124 46 H134 L126 100Z', shade(p.main, 0.3)) +
      rect(110, 98, 80, 4, shade(p.main, -0.15), 2),
  },
  chandelier: {
    family: 'lighting',
    setting: 'wall',
    main: '#c9a227',
    accent: '#fff8e6',
    draw: (p) =>
      glow(150, 108, 110) +
      line(150, 0, 150, 60, p.main, 3) +
      ellipse(150, 12, 18, 5, p.main) +
      repeat(6, (i) => {
        const x = 64 + i * 34.4;
        return (
          stroke(`M150 88 Q${x} 110 ${x} 86`, p.main, 3.5) +
          rect(x - 4, 74, 8, 12, p.main, 1) +
          rect(x - 2.5, 54, 5, 20, p.accent, 1) +
          faded(ellipse(x, 48, 5, 8, WARM), 0.9) +
          ellipse(x, 50, 2, 4, '#fff')
        );
      }) +
      ellipse(150, 88, 16, 12, p.main) +
      circle(150, 104, 6, shade(p.main, -0.2)),
  },
  floorLamp: {
    family: 'lighting',
    setting: 'room',
    main: '#2f3640',
    accent: '#efe3c8',
    draw: (p) =>
      glow(170, 62, 84) +
      shadow(150, FLOOR, 40) +
      ellipse(150, FLOOR - 3, 30, 6, p.main) +
      line(150, FLOOR - 4, 150, 72, p.main, 4) +
      stroke('M150 74 Q150 40 178 38', p.main, 4) +
      path('M150 80 L160 40 H196 L206 80Z', p.accent) +
      path('M150 80 L160 40 H168 L160 80Z', shade(p.accent, 0.3)) +
      rect(188, 128, 50, 30, '#a57c55', 3) +
      rect(196, 114, 34, 14, '#3d6b8c', 1),
  },
  bulbs: {
    family: 'lighting',
    setting: 'table',
    main: '#fff1b8',
    accent: '#e8a33d',
    draw: () =>
      glow(150, 100, 80) + repeat(3, (i) => shadow(92 + i * 58, TABLE_TOP, 22) + bulb(92 + i * 58, 74, 44, i === 1)),
  },
  wallLantern: {
    family: 'lighting',
    setting: 'wall',
    main: '#2b2b2b',
    accent: '#ffe9a8',
    draw: (p) =>
      rect(0, 0, 300, 200, '#d8cbb8') +
      repeat(10, (row) =>
        repeat(8, (col) =>
          rect((row % 2 ? -20 : 0) + col * 42, row * 21, 40, 19, shade('#c9b79f', ((row + col) % 3) * 0.06), 1),
        ),
      ) +
      glow(150, 102, 96) +
      rect(102, 44, 14, 28, p.main, 2) +
      line(116, 56, 150, 56, p.main, 4) +
      path('M126 60 H174 L164 48 H136Z', p.main) +
      rect(130, 60, 40, 70, p.accent) +
      repeat(3, (i) => line(130 + i * 20, 60, 130 + i * 20, 130, p.main, 2.5)) +
      rect(150 - 3, 92, 6, 24, '#fffaf0', 2) +
      faded(ellipse(150, 90, 3, 5, '#ff9d2e'), 0.9) +
      path('M124 130 H176 L168 142 H132Z', p.main) +
      rect(126, 60, 48, 4, p.main) +
      rect(126, 126, 48, 4, p.main),
  },
  pendant: {
    family: 'lighting',
    setting: 'wall',
    main: '#c89b61',
    accent: '#8a6a3f',
    draw: (p) =>
      glow(150, 140, 80) +
      line(150, 0, 150, 64, '#333', 2) +
      path('M96 134 Q96 64 150 64 Q204 64 204 134Z', p.main) +
      repeat(7, (i) => stroke(`M${104 + i * 14} 132 Q${110 + i * 10} 80 150 66`, p.accent, 1.5)) +
      repeat(3, (i) =>
        stroke(`M${100 + i * 2} ${112 - i * 18} Q150 ${104 - i * 18} ${200 - i * 2} ${112 - i * 18}`, p.accent, 1.5),
      ) +
      ellipse(150, 134, 54, 6, shade(p.main, -0.2)) +
      faded(ellipse(150, 138, 18, 8, '#fff3c4'), 0.9) +
      rect(90, 176, 120, 8, '#a57c55', 2),
  },
  deskLamp: {
    family: 'lighting',
    setting: 'table',
    main: '#2e6f95',
    accent: '#2f3640',
    draw: (p) =>
      faded(path('M190 96 L150 160 H256 Z', WARM), 0.35) +
      shadow(100, TABLE_TOP, 40) +
      ellipse(100, TABLE_TOP - 4, 30, 6, p.accent) +
      line(100, TABLE_TOP - 6, 132, 74, p.accent, 5) +
      line(132, 74, 178, 92, p.accent, 5) +
      circle(132, 74, 6, p.main) +
      circle(100, TABLE_TOP - 8, 5, p.main) +
      path('M168 78 L204 70 L214 104 L176 112Z', p.main) +
      ellipse(195, 107, 20, 5, '#fff3c4') +
      rect(212, 146, 60, 12, '#f4f1ea', 1) +
      rect(216, 140, 52, 6, '#e0b44c', 1),
  },
  globeLamp: {
    family: 'lighting',
    setting: 'table',
    main: '#fbf3df',
    accent: '#a57c55',
    draw: (p) =>
      glow(150, 96, 96) +
      shadow(150, TABLE_TOP, 44) +
      rect(126, TABLE_TOP - 18, 48, 18, p.accent, 3) +
      circle(150, 92, 52, p.main) +
      faded(circle(132, 76, 20, '#ffffff'), 0.5) +
      faded(circle(164, 104, 14, '#f1e2b8'), 0.8) +
      faded(circle(140, 110, 8, '#f1e2b8'), 0.8),
  },
} satisfies Record<string, TDrawing>;
