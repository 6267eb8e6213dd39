/** Hand tools in a workshop, on a bench before a pegboard: hammer, saw, screwdrivers, level, tape, drill, wrench. */
import { circle, ellipse, faded, line, path, rect, repeat, shade, shadow, type TDrawing } from './kit';

const BENCH = 150;

export const TOOLS = {
  hammer: {
    family: 'tool',
    setting: 'workshop',
    main: '#c99a62',
    accent: '#5b6770',
    draw: (p) =>
      shadow(150, BENCH + 12, 96, 8) +
      rect(56, 128, 160, 16, p.main, 7) +
      rect(56, 128, 60, 16, shade(p.main, -0.25), 7) +
      repeat(3, (i) =>
        line(120 + i * 28, 133 + (i % 2) * 4, 142 + i * 28, 133 + (i % 2) * 4, shade(p.main, -0.15), 0.9),
      ) +
      rect(204, 98, 28, 58, p.accent, 3) +
      rect(200, 148, 36, 12, shade(p.accent, -0.2), 3) +
      path('M204 104 Q182 84 160 88 L162 96 Q182 96 204 118Z', shade(p.accent, 0.12)) +
      path('M160 88 L150 80 L158 96Z', shade(p.accent, 0.12)) +
      rect(208, 102, 5, 44, shade(p.accent, 0.3), 2),
  },
  saw: {
    family: 'tool',
    setting: 'workshop',
    main: '#b9c2c9',
    accent: '#c0392b',
    draw: (p) => {
      let teeth = '';
      for (let x = 60; x < 206; x += 6)
        teeth += `L${x + 3} ${152 - (x - 60) * 0.16} L${x + 6} ${149 - (x - 60) * 0.16}`;
      return (
        shadow(150, BENCH + 14, 100, 8) +
        path(`M60 150 L206 126 L206 92 L60 128Z`, p.main) +
        path(`M60 150 ${teeth} L206 128 L206 126Z`, shade(p.main, -0.2)) +
        path('M204 84 Q250 76 258 96 L262 132 Q246 142 214 132 L204 128Z', p.accent) +
        path('M220 100 Q240 96 246 106 L246 120 Q232 124 222 118Z', shade('#d9b48a', 0.1)) +
        circle(212, 100, 2.5, '#e0b44c') +
        circle(212, 118, 2.5, '#e0b44c')
      );
    },
  },
  screwdrivers: {
    family: 'tool',
    setting: 'workshop',
    main: '#a57c55',
    accent: '#e0b44c',
    draw: (p) =>
      shadow(150, BENCH + 16, 100, 8) +
      rect(56, 120, 188, 42, shade(p.main, -0.25), 4) +
      rect(60, 116, 180, 40, p.main, 4) +
      repeat(6, (i) => {
        const x = 74 + i * 28;
        const colours = [p.accent, '#c0392b', '#2f5d7c'];
        return (
          rect(x, 44 + (i % 2) * 8, 14, 40, colours[i % 3]!, 5) +
          faded(rect(x + 2, 50 + (i % 2) * 8, 3, 28, '#ffffff'), 0.3) +
          rect(x + 5, 84 + (i % 2) * 8, 4, 36 - (i % 2) * 8, '#9aa3a8')
        );
      }) +
      rect(60, 126, 180, 4, shade(p.main, 0.1)),
  },
  spiritLevel: {
    family: 'tool',
    setting: 'workshop',
    main: '#e0b44c',
    accent: '#7cc46a',
    draw: (p) =>
      shadow(150, BENCH + 6, 120, 6) +
      rect(30, 118, 240, 30, p.main, 3) +
      rect(30, 118, 240, 6, shade(p.main, 0.2), 3) +
      rect(130, 124, 40, 18, '#2f3640', 3) +
      rect(134, 128, 32, 10, p.accent, 5) +
      circle(152, 133, 3.5, '#e6f7dc') +
      line(142, 128, 142, 138, '#2f3640', 1) +
      line(158, 128, 158, 138, '#2f3640', 1) +
      rect(50, 126, 26, 14, '#2f3640', 7) +
      rect(224, 126, 26, 14, '#2f3640', 7) +
      rect(40, 160, 60, 6, '#c99a62', 1),
  },
  workbench: {
    family: 'tool',
    setting: 'room',
    main: '#c99a62',
    accent: '#5b6770',
    frame: { zoom: 1.1, centreY: 100 },
    draw: (p) =>
      repeat(5, (i) => line(60 + i * 45, 40, 60 + i * 45, 56, '#555', 2)) +
      rect(64, 34, 12, 30, '#c0392b', 2) +
      rect(108, 36, 8, 36, p.accent, 2) +
      path('M150 36 L160 36 L162 60 L148 60Z', '#e0b44c') +
      shadow(150, 168, 110) +
      rect(50, 100, 10, 68, shade(p.main, -0.2)) +
      rect(240, 100, 10, 68, shade(p.main, -0.2)) +
      rect(60, 140, 180, 8, shade(p.main, -0.15)) +
      rect(40, 88, 220, 14, p.main, 2) +
      repeat(5, (i) => line(44, 91 + i * 2.4, 256, 91 + i * 2.4, shade(p.main, -0.08), 0.5)) +
      rect(224, 74, 30, 14, p.accent, 2) +
      rect(230, 102, 6, 24, p.accent) +
      rect(70, 128, 40, 12, '#2f5d7c', 2) +
      rect(120, 130, 30, 10, '#8e9aa6', 2),
  },
  tapeMeasure: {
    family: 'tool',
    setting: 'workshop',
    main: '#f2c14e',
    accent: '#2f3640',
    draw: (p) =>
      shadow(150, BENCH + 10, 110, 7) +
      path('M150 134 H268 V144 H150Z', '#f7e27a') +
      repeat(12, (i) => line(160 + i * 9, 134, 160 + i * 9, 138 + (i % 2) * 3, '#2f3640', 1)) +
      rect(266, 128, 4, 18, '#9aa3a8') +
      rect(70, 84, 86, 74, p.main, 18) +
      circle(113, 121, 22, p.accent) +
      circle(113, 121, 10, shade(p.main, -0.1)) +
      rect(96, 78, 30, 10, p.accent, 3),
  },
  drill: {
    family: 'tool',
    setting: 'workshop',
    main: '#2e7d4f',
    accent: '#2f3640',
    draw: (p) =>
      shadow(140, BENCH + 10, 80, 7) +
      rect(102, 136, 70, 22, p.accent, 4) +
      path('M120 136 L128 96 H152 L150 136Z', p.accent) +
      path('M96 60 H192 Q204 60 204 72 V86 Q204 98 192 98 H110 Q96 98 96 84Z', p.main) +
      rect(204, 68, 18, 22, p.accent, 3) +
      rect(222, 74, 16, 10, '#9aa3a8', 2) +
      line(238, 79, 266, 79, '#b9c2c9', 4) +
      rect(140, 98, 10, 12, '#c0392b', 2) +
      rect(112, 68, 60, 6, shade(p.main, 0.2), 3),
  },
  wrench: {
    family: 'tool',
    setting: 'workshop',
    main: '#9aa3a8',
    accent: '#c0392b',
    draw: (p) =>
      shadow(150, BENCH + 10, 110, 7) +
      path('M60 146 L210 114 L216 128 L66 160Z', p.main) +
      path('M60 146 L150 127 L156 141 L66 160Z', p.accent) +
      path(
        'M206 96 Q222 84 244 92 L236 108 L248 118 L262 110 Q266 132 246 142 Q228 150 214 134Z',
        shade(p.main, -0.1),
      ) +
      ellipse(218, 120, 10, 4, shade(p.main, -0.3)) +
      circle(70, 153, 4, shade(p.main, 0.3)),
  },
} satisfies Record<string, TDrawing>;
