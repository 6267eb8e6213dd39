/** Clothes and accessories, for the stock library: a dress and a hat on the wall, shoes, a handbag, a watch, sunglasses. */
import { circle, ellipse, faded, line, path, rect, repeat, shade, shadow, stroke, type TDrawing } from './kit';

const TOP = 160;

/** A clothes hanger's hook and bar, hung from a peg at (150, 20). */
const hanger = (colour: string) =>
  circle(150, 18, 4, '#6b4a33') +
  stroke('M150 18 Q158 22 150 30 V34', '#9aa3a8', 2) +
  stroke('M110 50 L150 34 L190 50', colour, 3);

export const CLOTHING = {
  dress: {
    family: 'fashion',
    setting: 'wall',
    main: '#e56b6f',
    accent: '#f4f1ea',
    draw: (p) =>
      hanger('#a57c55') +
      path('M126 44 L136 40 Q150 54 164 40 L174 44 L170 92 H130Z', p.main) +
      path('M130 92 H170 L214 182 Q150 194 86 182Z', p.main) +
      rect(128, 88, 44, 8, shade(p.main, -0.25), 2) +
      repeat(5, (i) => circle(108 + i * 21, 166 - (i % 2) * 20, 4, p.accent)) +
      repeat(4, (i) => circle(132 + i * 12, 66 + (i % 2) * 10, 3, p.accent)) +
      repeat(4, (i) => line(118 + i * 22, 104, 100 + i * 34, 184, shade(p.main, -0.1), 1)),
  },
  shoes: {
    frame: { zoom: 1.6, centreY: 138 },
    family: 'fashion',
    setting: 'room',
    main: '#7a4a2b',
    accent: '#3b2a1e',
    draw: (p) =>
      repeat(2, (i) => {
        const x = 70 + i * 92;
        return (
          shadow(x + 40, 168, 52, 5) +
          path(
            `M${x} 164 V134 Q${x} 122 ${x + 12} 120 L${x + 36} 120 Q${x + 48} 134 ${x + 70} 140 Q${x + 92} 146 ${x + 92} 158 V164Z`,
            i ? shade(p.main, 0.08) : p.main,
          ) +
          rect(x, 160, 92, 6, p.accent, 2) +
          path(`M${x + 14} 122 Q${x + 26} 136 ${x + 42} 124`, shade(p.main, -0.3)) +
          repeat(3, (j) => line(x + 40 + j * 7, 126 + j * 3, x + 46 + j * 7, 122 + j * 3, '#f4f1ea', 1.6)) +
          faded(path(`M${x + 60} 142 Q${x + 80} 144 ${x + 88} 152`, '#ffffff'), 0.3)
        );
      }),
  },
  hat: {
    family: 'fashion',
    setting: 'wall',
    main: '#d9b77e',
    accent: '#2b2d42',
    draw: (p) =>
      circle(150, 44, 4, '#6b4a33') +
      ellipse(150, 128, 96, 22, shade(p.main, -0.1)) +
      path('M96 126 Q98 62 150 58 Q202 62 204 126Z', p.main) +
      path('M98 112 Q150 124 202 112 L203 126 Q150 138 97 126Z', p.accent) +
      repeat(6, (i) => line(112 + i * 15, 70 + (i % 2) * 6, 110 + i * 16, 110, shade(p.main, -0.08), 1)) +
      path('M54 128 Q150 160 246 128 Q150 146 54 128Z', shade(p.main, -0.2)),
  },
  handbag: {
    family: 'fashion',
    setting: 'table',
    main: '#8c2f39',
    accent: '#e0b44c',
    draw: (p) =>
      shadow(150, TOP, 80) +
      stroke('M112 90 Q112 40 150 40 Q188 40 188 90', shade(p.main, -0.2), 7) +
      path(`M90 86 H210 L222 ${TOP - 4} Q222 ${TOP} 216 ${TOP} H84 Q78 ${TOP} 78 ${TOP - 4}Z`, p.main) +
      path('M90 86 H210 L214 110 Q150 124 86 110Z', shade(p.main, -0.15)) +
      rect(142, 108, 16, 12, p.accent, 2) +
      stroke(`M84 ${TOP - 10} H216`, shade(p.main, 0.2), 1.2),
  },
  wristwatch: {
    frame: { zoom: 1.1, centreY: 100 },
    family: 'fashion',
    setting: 'table',
    main: '#6b4a33',
    accent: '#c9a227',
    draw: (p) =>
      shadow(150, TOP, 70) +
      rect(134, 20, 32, 74, p.main, 6) +
      rect(134, 132, 32, 30, p.main, 6) +
      repeat(4, (i) => circle(150, 30 + i * 12, 2, shade(p.main, -0.35))) +
      circle(150, 112, 38, p.accent) +
      circle(150, 112, 32, '#fbf8f2') +
      repeat(12, (i) => {
        const angle = (i * Math.PI) / 6;
        return circle(150 + Math.cos(angle) * 26, 112 + Math.sin(angle) * 26, i % 3 ? 1.2 : 2.2, '#2f3640');
      }) +
      line(150, 112, 150, 92, '#2f3640', 2.5) +
      line(150, 112, 166, 118, '#2f3640', 2) +
      circle(150, 112, 2.5, p.accent) +
      rect(188, 106, 6, 12, p.accent, 2),
  },
  sunglasses: {
    frame: { zoom: 1.1, centreY: 110 },
    family: 'fashion',
    setting: 'table',
    main: '#2b2d42',
    accent: '#e76f51',
    draw: (p) =>
      shadow(150, TOP, 100, 8) +
      stroke('M70 108 L40 98 L30 136', p.main, 4) +
      stroke('M230 108 L260 98 L270 136', p.main, 4) +
      path('M66 104 H142 Q146 144 112 150 Q72 152 66 120Z', p.main) +
      path('M158 104 H234 Q228 152 188 150 Q154 144 158 104Z', p.main) +
      path('M72 110 H136 Q136 140 110 143 Q78 144 72 120Z', shade(p.accent, -0.3)) +
      path('M164 110 H228 Q222 144 190 143 Q164 140 164 110Z', shade(p.accent, -0.3)) +
      faded(path('M80 114 H100 L86 134 Q78 128 80 114Z', '#ffffff'), 0.35) +
      faded(path('M172 114 H192 L178 134 Q170 128 172 114Z', '#ffffff'), 0.35) +
      stroke('M142 108 Q150 100 158 108', p.main, 5),
  },
} satisfies Record<string, TDrawing>;
