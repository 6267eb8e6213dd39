/** Dishes of the magazine's recipes, served on a table: sarma, proja, apple pie, ajvar, prebranac; and a soup. */
import { circle, ellipse, faded, line, path, rect, repeat, shade, shadow, stroke, type TDrawing } from './kit';

const TABLE_TOP = 160;

/** A plate seen from above at an angle, centred at (cx, cy). */
const plate = (cx: number, cy: number, rx: number, colour = '#fbf8f2') =>
  shadow(cx, cy + rx * 0.32, rx * 1.02, rx * 0.1) +
  ellipse(cx, cy, rx, rx * 0.36, shade(colour, -0.1)) +
  ellipse(cx, cy - 2, rx * 0.96, rx * 0.33, colour) +
  ellipse(cx, cy - 1, rx * 0.62, rx * 0.2, shade(colour, -0.04));

/** Sprigs of parsley scattered over a dish. */
const parsley = (points: [number, number][]) =>
  points.map(([x, y]) => circle(x, y, 2.4, '#4f8a3c') + circle(x + 3, y + 1, 2, '#6aa84f')).join('');

export const FOOD = {
  sarma: {
    family: 'food',
    setting: 'table',
    main: '#a9b85a',
    accent: '#c0392b',
    draw: (p) =>
      plate(150, 118, 110, '#f4ede0') +
      repeat(5, (i) => {
        const x = 96 + i * 27;
        const y = 112 + (i % 2) * 8;
        return (
          ellipse(x, y, 18, 12, shade(p.main, (i % 3) * -0.08)) +
          stroke(`M${x - 12} ${y - 4} Q${x} ${y + 4} ${x + 12} ${y - 6}`, shade(p.main, -0.25), 1.4) +
          stroke(`M${x - 8} ${y + 5} Q${x + 2} ${y + 10} ${x + 14} ${y + 2}`, shade(p.main, -0.25), 1.2)
        );
      }) +
      ellipse(226, 112, 16, 6, '#fbf8f2') +
      faded(ellipse(226, 110, 12, 4, '#ffffff'), 1) +
      circle(86, 130, 3, p.accent) +
      circle(210, 128, 3, p.accent) +
      parsley([
        [110, 124],
        [168, 106],
        [196, 122],
      ]),
  },
  proja: {
    family: 'food',
    setting: 'table',
    main: '#e8b93f',
    accent: '#f6f1e6',
    draw: (p) =>
      rect(40, 96, 150, 60, '#a57c55', 4) +
      rect(44, 100, 142, 52, shade('#a57c55', 0.1), 3) +
      repeat(3, (i) => {
        const x = 52 + i * 44;
        return (
          rect(x, 104, 40, 40, p.main, 3) +
          rect(x, 104, 40, 8, shade(p.main, -0.2), 3) +
          repeat(3, (j) => circle(x + 10 + j * 10, 124 + (j % 2) * 8, 3, p.accent))
        );
      }) +
      plate(234, 132, 46) +
      path('M214 128 L236 110 L254 130 L234 140Z', p.main) +
      path('M214 128 L236 110 L240 114 L218 132Z', shade(p.main, -0.2)) +
      circle(234, 126, 3, p.accent),
  },
  pie: {
    family: 'food',
    setting: 'table',
    main: '#d9a35b',
    accent: '#b7412f',
    draw: (p) =>
      plate(132, 120, 96) +
      ellipse(132, 114, 76, 26, shade(p.main, -0.2)) +
      ellipse(132, 110, 72, 23, p.main) +
      repeat(5, (i) => line(72 + i * 30, 94, 84 + i * 26, 130, shade(p.main, -0.18), 3)) +
      repeat(4, (i) => line(70, 100 + i * 8, 196, 96 + i * 8, shade(p.main, 0.12), 2)) +
      plate(246, 144, 34) +
      path('M232 140 L258 128 L262 146 Z', p.main) +
      circle(250, 112, 11, p.accent) +
      line(250, 101, 252, 95, '#6b4a33', 2) +
      ellipse(258, 97, 5, 2.5, '#6aa84f'),
  },
  ajvar: {
    family: 'food',
    setting: 'table',
    main: '#c0392b',
    accent: '#e9e1d3',
    draw: (p) =>
      shadow(150, TABLE_TOP, 100) +
      repeat(3, (i) => {
        const x = 72 + i * 54;
        const height = 74 + (i % 2) * 12;
        return (
          path(
            `M${x} ${TABLE_TOP - height + 10} H${x + 44} V${TABLE_TOP - 4} q0 4 -4 4 H${x + 4} q-4 0 -4 -4Z`,
            '#e3ecee',
          ) +
          path(
            `M${x + 2} ${TABLE_TOP - height + 16} H${x + 42} V${TABLE_TOP - 5} q0 3 -3 3 H${x + 5} q-3 0 -3 -3Z`,
            shade(p.main, i * 0.06),
          ) +
          rect(x - 2, TABLE_TOP - height, 48, 12, p.accent, 2) +
          rect(x - 2, TABLE_TOP - height + 4, 48, 3, shade(p.accent, -0.3)) +
          rect(x + 8, TABLE_TOP - height * 0.55, 28, 16, '#fbf6ea', 1) +
          faded(rect(x + 5, TABLE_TOP - height + 20, 3, height - 30, '#fff'), 0.35)
        );
      }) +
      path('M236 150 Q226 110 246 96 Q266 110 258 150 Q248 158 236 150Z', '#c0392b') +
      path('M244 98 q2 -10 8 -12', '#4f8a3c') +
      stroke('M246 97 q2 -10 8 -12', '#4f8a3c', 3),
  },
  beans: {
    family: 'food',
    setting: 'table',
    main: '#8e3b26',
    accent: '#b8612f',
    draw: (p) =>
      shadow(150, TABLE_TOP, 94) +
      rect(60, 104, 14, 8, p.accent, 3) +
      rect(226, 104, 14, 8, p.accent, 3) +
      path(
        `M66 100 H234 L222 ${TABLE_TOP - 4} Q220 ${TABLE_TOP} 214 ${TABLE_TOP} H86 Q80 ${TABLE_TOP} 78 ${TABLE_TOP - 4}Z`,
        p.accent,
      ) +
      ellipse(150, 100, 84, 18, shade(p.accent, -0.2)) +
      ellipse(150, 101, 78, 15, p.main) +
      repeat(26, (i) => ellipse(82 + ((i * 23) % 136), 94 + ((i * 7) % 14), 4.5, 3, shade(p.main, (i % 3) * 0.12))) +
      repeat(6, (i) => ellipse(100 + i * 20, 96 + (i % 2) * 6, 5, 2, '#f2e2b8')) +
      parsley([
        [120, 98],
        [170, 104],
      ]),
  },
  soup: {
    family: 'food',
    setting: 'table',
    main: '#f0c75e',
    accent: '#fbf8f2',
    draw: (p) =>
      plate(150, 132, 96) +
      path(`M82 106 Q86 150 150 152 Q214 150 218 106Z`, p.accent) +
      ellipse(150, 106, 68, 16, shade(p.accent, -0.1)) +
      ellipse(150, 107, 62, 13, p.main) +
      repeat(6, (i) => circle(118 + i * 12, 104 + (i % 2) * 4, 3, '#e07b39')) +
      repeat(5, (i) => stroke(`M${110 + i * 16} 108 q6 -3 12 0`, '#fff4d6', 1.6)) +
      parsley([
        [132, 102],
        [166, 110],
      ]) +
      stroke('M126 84 q6 -10 0 -20 q-6 -10 0 -20', '#e8e2d6', 2) +
      stroke('M170 84 q6 -10 0 -20 q-6 -10 0 -20', '#e8e2d6', 2),
  },
} satisfies Record<string, TDrawing>;
