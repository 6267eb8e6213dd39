/** Electronics and a traveller's things on a table or floor, for the stock library. Table top y = 160. */
import { circle, ellipse, faded, line, path, rect, repeat, ring, shade, shadow, stroke, type TDrawing } from './kit';

const TOP = 160;

export const GADGETS = {
  laptop: {
    family: 'technology',
    setting: 'table',
    main: '#aeb6bf',
    accent: '#3a86ff',
    draw: (p) =>
      shadow(150, TOP, 100) +
      path('M78 58 Q78 52 84 52 H216 Q222 52 222 58 V140 H78Z', shade(p.main, -0.35)) +
      rect(86, 60, 128, 74, '#1d2b3a') +
      rect(92, 66, 116, 10, p.accent) +
      repeat(4, (i) => rect(92, 82 + i * 12, 40 + ((i * 23) % 50), 5, shade(p.accent, 0.5), 2)) +
      rect(160, 82, 48, 46, shade(p.accent, 0.25), 3) +
      path(`M60 ${TOP - 4} L78 140 H222 L240 ${TOP - 4} Q240 ${TOP} 234 ${TOP} H66 Q60 ${TOP} 60 ${TOP - 4}Z`, p.main) +
      repeat(3, (row) =>
        repeat(12, (col) => rect(86 + col * 11 - row * 2, 143 + row * 4, 8, 2.6, shade(p.main, -0.2), 0.5)),
      ) +
      rect(134, 153, 32, 4, shade(p.main, -0.12), 1),
  },
  smartphone: {
    frame: { zoom: 1.1, centreY: 100 },
    family: 'technology',
    setting: 'table',
    main: '#2b2d42',
    accent: '#8ecae6',
    draw: (p) =>
      path('M176 200 Q186 150 196 128 Q204 112 214 118 L232 140 Q240 150 226 200Z', '#e0ac8a') +
      shadow(150, TOP, 46) +
      rect(118, 30, 64, 128, p.main, 9) +
      rect(123, 40, 54, 106, p.accent, 3) +
      repeat(3, (row) =>
        repeat(3, (col) =>
          rect(128 + col * 16, 48 + row * 18, 12, 12, ['#f4a259', '#5a8f6a', '#e8553e'][(row + col) % 3]!, 3),
        ),
      ) +
      rect(128, 110, 44, 28, shade(p.accent, 0.4), 3) +
      rect(140, 34, 20, 3, shade(p.main, 0.25), 1.5) +
      rect(142, 150, 16, 3, shade(p.main, 0.35), 1.5) +
      path('M190 150 Q196 128 214 126 Q222 130 220 146 L212 200 H186Z', '#e8b999'),
  },
  headphones: {
    family: 'technology',
    setting: 'table',
    main: '#2f3640',
    accent: '#e8553e',
    draw: (p) =>
      shadow(150, TOP, 80) +
      stroke('M96 124 Q96 40 150 40 Q204 40 204 124', p.main, 10) +
      stroke('M102 118 Q102 50 150 50 Q198 50 198 118', shade(p.main, 0.3), 3) +
      rect(80, 104, 30, 54, p.main, 12) +
      rect(190, 104, 30, 54, p.main, 12) +
      rect(104, 110, 12, 42, p.accent, 5) +
      rect(184, 110, 12, 42, p.accent, 5) +
      faded(rect(86, 110, 6, 30, '#ffffff'), 0.25),
  },
  keyboard: {
    family: 'technology',
    setting: 'table',
    main: '#3d4451',
    accent: '#f4d35e',
    draw: (p) =>
      shadow(150, TOP, 120) +
      path(`M30 ${TOP - 2} L44 104 H256 L270 ${TOP - 2}Z`, p.main) +
      repeat(4, (row) =>
        repeat(14 - row, (col) =>
          rect(
            50 + row * 4 + col * 14.5,
            108 + row * 12,
            12,
            9,
            col === 0 && row === 1 ? p.accent : shade(p.main, 0.55 - row * 0.04),
            1.5,
          ),
        ),
      ) +
      rect(102, 146, 96, 9, shade(p.main, 0.5), 1.5) +
      path('M232 70 Q232 56 246 56 Q260 56 260 70 V92 Q260 104 246 104 Q232 104 232 92Z', shade(p.main, 0.2)) +
      line(246, 58, 246, 74, p.main, 1.5),
  },
  camera: {
    family: 'travel',
    setting: 'table',
    main: '#2f3640',
    accent: '#b9c2c9',
    draw: (p) =>
      shadow(150, TOP, 84) +
      stroke('M76 92 Q60 40 150 34 Q240 40 224 92', '#8a5a3c', 4) +
      rect(118, 56, 44, 20, p.main, 4) +
      rect(74, 70, 152, 88, p.main, 10) +
      rect(74, 96, 152, 36, shade(p.main, 0.15)) +
      rect(186, 60, 24, 12, p.accent, 2) +
      circle(150, 114, 36, p.accent) +
      circle(150, 114, 29, '#1d2126') +
      circle(150, 114, 18, '#2f5d7c') +
      faded(circle(142, 106, 6, '#ffffff'), 0.6) +
      ring(150, 114, 33, 33, shade(p.accent, -0.2), 2) +
      rect(196, 80, 18, 10, '#fff3b0', 2),
  },
  suitcase: {
    family: 'travel',
    setting: 'room',
    main: '#e07a5f',
    accent: '#3d405b',
    draw: (p) =>
      shadow(150, 168, 70) +
      stroke('M134 54 V36 H166 V54', p.accent, 6) +
      rect(92, 52, 116, 106, p.main, 12) +
      repeat(3, (i) => rect(112 + i * 34, 52, 8, 106, shade(p.main, -0.12))) +
      rect(92, 96, 116, 6, p.accent) +
      rect(186, 70, 16, 22, '#f4f1ea', 2) +
      line(189, 78, 199, 78, p.accent, 1) +
      line(189, 84, 197, 84, p.accent, 1) +
      circle(108, 162, 6, '#2f3640') +
      circle(192, 162, 6, '#2f3640') +
      ellipse(124, 130, 9, 9, '#f2c14e') +
      ellipse(164, 74, 10, 7, '#81b29a'),
  },
} satisfies Record<string, TDrawing>;
