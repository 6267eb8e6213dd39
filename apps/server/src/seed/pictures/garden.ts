/** Garden goods outdoors: spade, watering can, shears, raised bed, lantern, rake and wheelbarrow. Grass y = 165. */
import { circle, ellipse, faded, line, path, rect, repeat, ring, shade, shadow, stroke, type TDrawing } from './kit';

const GROUND = 165;

export const GARDEN = {
  spade: {
    family: 'garden',
    setting: 'garden',
    main: '#9aa3a8',
    accent: '#c99a62',
    draw: (p) =>
      path('M96 170 Q150 150 204 170Z', '#7a5536') +
      shadow(150, GROUND + 4, 40) +
      rect(136, 24, 28, 10, p.accent, 5) +
      rect(146, 30, 8, 80, p.accent, 2) +
      path('M128 108 H172 V150 Q150 176 128 150Z', p.main) +
      path('M128 108 H136 V152 Q131 150 128 146Z', shade(p.main, 0.3)) +
      rect(140, 104, 20, 8, shade(p.main, -0.2), 2),
  },
  wateringCan: {
    family: 'garden',
    setting: 'garden',
    main: '#3f8f7a',
    accent: '#2f6b5a',
    draw: (p) =>
      shadow(150, GROUND, 80) +
      path('M180 120 L250 70 L256 78 L190 132Z', p.main) +
      ellipse(256, 72, 8, 12, p.accent) +
      repeat(5, (i) => faded(line(262, 74 + i * 3, 284, 92 + i * 6, '#9fd3e6', 1.5), 0.8)) +
      stroke('M110 92 Q140 40 176 92', p.accent, 7) +
      path(
        `M96 92 H190 L184 ${GROUND - 4} Q182 ${GROUND} 176 ${GROUND} H110 Q104 ${GROUND} 102 ${GROUND - 4}Z`,
        p.main,
      ) +
      ellipse(143, 92, 47, 7, p.accent) +
      rect(100, 116, 86, 6, shade(p.main, 0.2)) +
      repeat(
        3,
        (i) =>
          ellipse(60 + i * 14, GROUND - 6, 6, 10, '#e8553e') +
          line(60 + i * 14, GROUND - 2, 60 + i * 14, GROUND + 8, '#4f8a3c', 2),
      ),
  },
  shears: {
    family: 'garden',
    setting: 'workshop',
    main: '#c0392b',
    accent: '#b9c2c9',
    draw: (p) =>
      shadow(150, 162, 100, 7) +
      path('M168 116 L262 84 Q270 86 264 94 L176 130Z', p.accent) +
      path('M168 126 L256 122 Q262 128 254 132 L172 136Z', shade(p.accent, -0.15)) +
      circle(170, 124, 5, '#2f3640') +
      path('M166 118 L70 104 Q56 104 58 114 L60 120 L164 130Z', p.main) +
      path('M166 128 L74 150 Q62 154 62 144 L62 138 L164 122Z', shade(p.main, -0.15)) +
      stroke('M80 112 Q90 128 80 144', '#f2c14e', 3) +
      ellipse(120, 160, 30, 5, '#5f9e5a') +
      ellipse(140, 156, 14, 6, '#6aa84f'),
  },
  raisedBed: {
    family: 'garden',
    setting: 'garden',
    main: '#b07d4f',
    accent: '#5f9e5a',
    draw: (p) =>
      shadow(150, GROUND + 4, 120) +
      path('M40 110 L70 96 H260 L230 110Z', '#6b4a33') +
      repeat(6, (i) => {
        const x = 60 + i * 30;
        return (
          stroke(`M${x} 104 v-12`, '#4f8a3c', 2) +
          ellipse(x - 5, 90, 7, 4, p.accent) +
          ellipse(x + 6, 88, 7, 4, shade(p.accent, 0.12)) +
          (i % 2 ? circle(x, 84, 4, '#e8553e') : '')
        );
      }) +
      rect(40, 110, 190, 56, p.main, 1) +
      repeat(3, (i) => line(40, 128 + i * 18, 230, 128 + i * 18, shade(p.main, -0.2), 1.5)) +
      path('M230 110 L260 96 V152 L230 166Z', shade(p.main, -0.2)) +
      rect(40, 108, 8, 60, shade(p.main, -0.15)) +
      rect(222, 108, 8, 60, shade(p.main, -0.15)),
  },
  lantern: {
    family: 'garden',
    setting: 'garden',
    main: '#2b2b2b',
    accent: '#ffe9a8',
    draw: (p) =>
      faded(circle(150, 110, 70, '#ffd76a'), 0.22) +
      shadow(150, GROUND + 2, 44) +
      ring(150, 42, 12, 14, p.main, 3) +
      path('M120 70 H180 L166 54 H134Z', p.main) +
      rect(124, 70, 52, 80, p.accent) +
      repeat(3, (i) => line(124 + i * 26, 70, 124 + i * 26, 150, p.main, 3)) +
      rect(144, 110, 12, 30, '#fffaf0', 2) +
      path('M150 94 Q156 102 150 110 Q144 102 150 94Z', '#ffb52e') +
      rect(118, 148, 64, 10, p.main, 2) +
      rect(120, 68, 60, 5, p.main),
  },
  rake: {
    family: 'garden',
    setting: 'garden',
    main: '#c99a62',
    accent: '#5b6770',
    draw: (p) =>
      repeat(14, (i) =>
        ellipse(40 + i * 17, GROUND - 4 + (i % 3) * 3, 7, 3, ['#d9822b', '#c0392b', '#e0b44c'][i % 3]!),
      ) +
      shadow(150, GROUND + 2, 60) +
      rect(146, 18, 8, 120, p.main, 3) +
      rect(104, 136, 92, 8, p.accent, 2) +
      repeat(12, (i) => rect(106 + i * 7.6, 142, 3, 18, p.accent, 1)),
  },
  wheelbarrow: {
    family: 'garden',
    setting: 'garden',
    main: '#c0392b',
    accent: '#2f3640',
    draw: (p) =>
      shadow(160, GROUND + 2, 100) +
      line(110, 126, 40, 104, p.accent, 5) +
      line(120, 140, 100, GROUND, p.accent, 4) +
      path('M90 92 H230 L206 140 H116Z', p.main) +
      path('M90 92 H230 L226 100 H94Z', shade(p.main, 0.2)) +
      path('M106 92 Q140 70 170 88 Q200 72 220 92Z', '#7a5536') +
      circle(212, 146, 19, p.accent) +
      circle(212, 146, 7, '#9aa3a8') +
      line(200, 126, 212, 146, p.accent, 4),
  },
} satisfies Record<string, TDrawing>;
