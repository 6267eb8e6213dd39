/** Decoration: a vase of flowers, a mirror, a potted plant, a wall clock, a frame, candles and a basket. */
import { circle, ellipse, faded, line, path, rect, repeat, ring, shade, shadow, stroke, type TDrawing } from './kit';

const TABLE_TOP = 160;
const FLOOR = 168;

/** Leaves around a stem top at (cx, cy). */
const foliage = (cx: number, cy: number, size: number, colour: string) =>
  repeat(7, (i) => {
    const angle = (-150 + i * 20) * (Math.PI / 180);
    const x = cx + Math.cos(angle) * size;
    const y = cy + Math.sin(angle) * size * 0.9;
    return (
      stroke(`M${cx} ${cy + size * 0.4} Q${(cx + x) / 2 + 6} ${(cy + y) / 2} ${x} ${y}`, shade(colour, -0.2), 2) +
      ellipse(x, y, size * 0.26, size * 0.14, i % 2 ? colour : shade(colour, 0.15))
    );
  });

export const DECOR = {
  vase: {
    family: 'decor',
    setting: 'table',
    main: '#5a9e8f',
    accent: '#f28e7f',
    frame: { zoom: 1.1, centreY: 92 },
    draw: (p) =>
      repeat(5, (i) => {
        const x = 116 + i * 17;
        const y = 40 + (i % 2) * 16;
        return (
          stroke(`M150 96 Q${(150 + x) / 2} 80 ${x} ${y}`, '#5a8f4e', 2.5) +
          circle(x, y, 10, i % 2 ? p.accent : '#f7d26a') +
          circle(x, y, 4, '#fff4d6')
        );
      }) +
      ellipse(128, 78, 12, 5, '#6b9a5b') +
      ellipse(174, 74, 12, 5, '#6b9a5b') +
      shadow(150, TABLE_TOP, 40) +
      faded(
        path(
          `M136 90 H164 L162 100 Q186 118 178 ${TABLE_TOP - 4} Q176 ${TABLE_TOP} 170 ${TABLE_TOP} H130 Q124 ${TABLE_TOP} 122 ${TABLE_TOP - 4} Q114 118 138 100Z`,
          p.main,
        ),
        0.85,
      ) +
      faded(rect(132, 110, 5, 40, '#fff'), 0.5),
  },
  mirror: {
    family: 'decor',
    setting: 'wall',
    main: '#c9a227',
    accent: '#cfe3ea',
    draw: (p) =>
      repeat(24, (i) => {
        const angle = (i * 15 * Math.PI) / 180;
        return line(
          150 + Math.cos(angle) * 58,
          92 + Math.sin(angle) * 58,
          150 + Math.cos(angle) * 78,
          92 + Math.sin(angle) * 78,
          p.main,
          3,
        );
      }) +
      circle(150, 92, 60, p.main) +
      circle(150, 92, 54, p.accent) +
      faded(path('M112 70 L130 52 L138 60 L120 78Z', '#fff'), 0.6) +
      faded(path('M120 90 L150 60 L154 64 L124 94Z', '#fff'), 0.5) +
      rect(90, 176, 120, 10, '#a57c55', 2),
  },
  flowerpot: {
    family: 'decor',
    setting: 'room',
    main: '#c8734a',
    accent: '#5f9e5a',
    frame: { zoom: 1.05, centreY: 95 },
    draw: (p) =>
      shadow(150, FLOOR, 46) +
      foliage(150, 72, 52, p.accent) +
      foliage(150, 90, 38, shade(p.accent, 0.12)) +
      path(`M116 104 H184 L174 ${FLOOR} H126Z`, p.main) +
      rect(110, 98, 80, 14, shade(p.main, 0.1), 3) +
      line(124, 132, 176, 132, shade(p.main, -0.15), 2),
  },
  wallClock: {
    family: 'decor',
    setting: 'wall',
    main: '#a57c55',
    accent: '#2f3640',
    draw: (p) =>
      faded(circle(154, 100, 66, '#000'), 0.08) +
      circle(150, 96, 66, p.main) +
      circle(150, 96, 58, '#fbf8f2') +
      repeat(12, (i) => {
        const angle = (i * 30 * Math.PI) / 180;
        const long = i % 3 === 0 ? 10 : 5;
        return line(
          150 + Math.cos(angle) * (50 - long),
          96 + Math.sin(angle) * (50 - long),
          150 + Math.cos(angle) * 50,
          96 + Math.sin(angle) * 50,
          p.accent,
          i % 3 === 0 ? 3 : 1.5,
        );
      }) +
      line(150, 96, 150, 60, p.accent, 4) +
      line(150, 96, 176, 110, p.accent, 5) +
      line(150, 96, 128, 130, '#c0392b', 1.5) +
      circle(150, 96, 4, p.accent),
  },
  photoFrame: {
    family: 'decor',
    setting: 'table',
    main: '#8a5a3c',
    accent: '#8fc1d9',
    draw: (p) =>
      shadow(150, TABLE_TOP, 56) +
      path(
        `M176 ${TABLE_TOP - 2} L196 ${TABLE_TOP - 70} L200 ${TABLE_TOP - 68} L184 ${TABLE_TOP}Z`,
        shade(p.main, -0.3),
      ) +
      rect(100, 32, 100, 128, p.main, 2) +
      rect(110, 42, 80, 108, p.accent) +
      path('M110 122 L136 96 L156 116 L170 102 L190 122 V150 H110Z', '#6b9a5b') +
      circle(170, 64, 9, '#f7d26a') +
      faded(path('M112 44 L140 44 L112 80Z', '#fff'), 0.35),
  },
  candle: {
    family: 'decor',
    setting: 'table',
    main: '#b6a4d6',
    accent: '#efe7fa',
    draw: (p) =>
      faded(circle(150, 64, 54, '#ffd76a'), 0.16) +
      shadow(150, TABLE_TOP, 50) +
      faded(
        path(
          `M112 74 H188 V${TABLE_TOP - 6} Q188 ${TABLE_TOP} 182 ${TABLE_TOP} H118 Q112 ${TABLE_TOP} 112 ${TABLE_TOP - 6}Z`,
          '#dfe9ec',
        ),
        0.9,
      ) +
      rect(116, 86, 68, 70, p.accent, 3) +
      ellipse(150, 86, 34, 5, shade(p.accent, -0.08)) +
      rect(122, 112, 56, 28, p.main, 2) +
      repeat(3, (i) => stroke(`M${134 + i * 10} 132 q-4 -6 0 -12`, '#fff', 1.5)) +
      line(150, 86, 150, 74, '#333', 1.5) +
      path('M150 52 Q158 64 150 74 Q142 64 150 52Z', '#ffb52e') +
      path('M150 60 Q154 66 150 72 Q146 66 150 60Z', '#fff3c4') +
      stroke('M150 40 q6 -8 0 -16 q-6 -8 0 -16', '#cfc8bd', 1.2),
  },
  basket: {
    family: 'decor',
    setting: 'room',
    main: '#c89b61',
    accent: '#8a6a3f',
    draw: (p) =>
      shadow(150, FLOOR, 72) +
      ellipse(150, 86, 66, 12, shade(p.accent, -0.2)) +
      rect(96, 70, 60, 22, '#e9e1d3', 6) +
      rect(138, 66, 56, 24, '#8e9aa6', 6) +
      path(`M84 86 H216 L204 ${FLOOR - 2} H96Z`, p.main) +
      repeat(7, (i) => stroke(`M84 ${96 + i * 10} Q150 ${104 + i * 10} 216 ${96 + i * 10}`, p.accent, 1.6)) +
      repeat(11, (i) => line(94 + i * 11.2, 88, 100 + i * 10, FLOOR - 2, shade(p.main, -0.1), 1.2)) +
      ring(150, 86, 66, 12, p.accent, 4),
  },
  candlesticks: {
    family: 'decor',
    setting: 'table',
    main: '#c9a227',
    accent: '#f6f1e6',
    draw: (p) =>
      repeat(3, (i) => {
        const x = 96 + i * 54;
        const top = 60 + (i % 2) * 22;
        return (
          faded(circle(x, top - 14, 22, '#ffd76a'), 0.2) +
          shadow(x, TABLE_TOP, 22) +
          ellipse(x, TABLE_TOP - 4, 20, 5, p.main) +
          path(`M${x - 5} ${TABLE_TOP - 6} L${x - 3} ${top + 26} H${x + 3} L${x + 5} ${TABLE_TOP - 6}Z`, p.main) +
          ellipse(x, top + 26, 12, 4, shade(p.main, 0.15)) +
          rect(x - 6, top, 12, 26, p.accent, 1) +
          path(
            `M${x} ${top - 20} Q${x + 5} ${top - 10} ${x} ${top - 3} Q${x - 5} ${top - 10} ${x} ${top - 20}Z`,
            '#ffb52e',
          )
        );
      }),
  },
} satisfies Record<string, TDrawing>;
