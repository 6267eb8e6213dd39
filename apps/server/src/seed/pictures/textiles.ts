/** Textiles: folded blankets and towels, pillows, a Pirot kilim, a tablecloth, curtains and an apron. */
import {
  circle,
  ellipse,
  faded,
  line,
  path,
  polygon,
  rect,
  repeat,
  shade,
  shadow,
  stroke,
  type TDrawing,
  type TPaint,
} from './kit';

const FLOOR = 168;
const TABLE_TOP = 160;

/** Folded cloths stacked on a surface; every other one `striped`. */
function foldedStack(paint: TPaint, count: number, height: number, striped: boolean): string {
  const colours = [paint.main, paint.accent, shade(paint.main, 0.35), shade(paint.accent, -0.15)];
  return (
    shadow(150, TABLE_TOP, 92) +
    repeat(count, (i) => {
      const y = TABLE_TOP - (i + 1) * height;
      const width = 170 - (i % 2) * 8;
      const x = 150 - width / 2;
      const colour = colours[i % colours.length]!;
      return (
        rect(x, y, width, height - 1, colour, height / 2.2) +
        rect(x + width - 22, y + 2, 18, height - 5, shade(colour, -0.1), height / 3) +
        (striped && i % 2 === 0 ? rect(x + 8, y + height / 2 - 2, width - 36, 3, shade(colour, -0.35)) : '') +
        (striped ? rect(x + 30, y + 1, 4, height - 3, shade(colour, 0.3)) : '')
      );
    })
  );
}

/** A pillow seen from the front, with a diamond when `pattern`. */
function pillow(cx: number, cy: number, size: number, paint: TPaint, pattern: boolean): string {
  const h = size / 2;
  let shape = path(
    `M${cx - h} ${cy - h} Q${cx} ${cy - h + 8} ${cx + h} ${cy - h} Q${cx + h - 8} ${cy} ${cx + h} ${cy + h} Q${cx} ${cy + h - 8} ${cx - h} ${cy + h} Q${cx - h + 8} ${cy} ${cx - h} ${cy - h}Z`,
    paint.main,
  );
  if (pattern) {
    shape += polygon(
      [
        [cx, cy - h * 0.6],
        [cx + h * 0.6, cy],
        [cx, cy + h * 0.6],
        [cx - h * 0.6, cy],
      ],
      paint.accent,
    );
    shape += polygon(
      [
        [cx, cy - h * 0.3],
        [cx + h * 0.3, cy],
        [cx, cy + h * 0.3],
        [cx - h * 0.3, cy],
      ],
      shade(paint.main, 0.5),
    );
    shape += repeat(4, (i) =>
      circle(cx - h * 0.75 + (i % 2) * h * 1.5, cy - h * 0.75 + Math.floor(i / 2) * h * 1.5, 3, paint.accent),
    );
  } else {
    shape += faded(ellipse(cx - h * 0.3, cy - h * 0.3, h * 0.35, h * 0.2, '#fff'), 0.35);
  }
  return shape;
}

/** The Pirot kilim's motifs: rows of stepped diamonds between borders. */
function kilim(paint: TPaint): string {
  const [x, y, w, h] = [50, 26, 200, 146];
  let shapes = rect(x, y, w, h, paint.main) + rect(x + 10, y + 10, w - 20, h - 20, shade(paint.main, -0.25));
  shapes += rect(x + 16, y + 16, w - 32, h - 32, paint.main);
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const cx = x + 40 + col * 40;
      const cy = y + 38 + row * 35;
      shapes += polygon(
        [
          [cx, cy - 14],
          [cx + 16, cy],
          [cx, cy + 14],
          [cx - 16, cy],
        ],
        (row + col) % 2 ? paint.accent : '#f3e3c3',
      );
      shapes += polygon(
        [
          [cx, cy - 6],
          [cx + 7, cy],
          [cx, cy + 6],
          [cx - 7, cy],
        ],
        '#2f4858',
      );
    }
  }
  shapes += repeat(20, (i) => line(x + 4 + i * 10, y + h, x + 4 + i * 10, y + h + 8, '#f3e3c3', 1.5));
  shapes += repeat(20, (i) => line(x + 4 + i * 10, y - 8, x + 4 + i * 10, y, '#f3e3c3', 1.5));
  return shapes;
}

export const TEXTILES = {
  blanket: {
    family: 'textile',
    setting: 'table',
    main: '#c9b79f',
    accent: '#8c2f39',
    draw: (p) => foldedStack(p, 4, 22, true),
  },
  towels: {
    family: 'textile',
    setting: 'table',
    main: '#f2c14e',
    accent: '#5aa9c6',
    draw: (p) => foldedStack(p, 5, 18, false),
  },
  pillow: {
    family: 'textile',
    setting: 'room',
    main: '#f4f1ea',
    accent: '#9db4c0',
    frame: { zoom: 1.1, centreY: 104 },
    draw: (p) =>
      shadow(150, FLOOR, 120) +
      rect(30, 60, 240, 62, '#a57c55', 8) +
      rect(38, 68, 224, 54, shade('#a57c55', 0.15), 6) +
      rect(22, 118, 256, 40, '#fbf8f2', 6) +
      rect(22, 150, 256, 18, p.accent, 4) +
      pillow(104, 104, 92, { ...p, main: shade(p.main, -0.06) }, false) +
      pillow(196, 108, 92, p, false),
  },
  cushion: {
    family: 'textile',
    setting: 'room',
    main: '#2f5d7c',
    accent: '#e0b44c',
    draw: (p) =>
      rect(40, 100, 220, 68, '#b9ab98', 10) + pillow(150, 104, 96, p, true) + rect(40, 146, 220, 22, '#a69884', 6),
  },
  kilim: {
    family: 'textile',
    setting: 'wall',
    main: '#a3242f',
    accent: '#1f4e79',
    draw: (p) => rect(44, 18, 212, 4, '#6b4a33', 2) + kilim(p),
  },
  tablecloth: {
    family: 'textile',
    setting: 'room',
    main: '#fbf8f2',
    accent: '#b5523b',
    draw: (p) =>
      shadow(150, FLOOR, 96) +
      rect(70, 120, 8, 48, '#8a5a3c') +
      rect(222, 120, 8, 48, '#8a5a3c') +
      path('M50 92 H250 L262 140 Q150 148 38 140Z', p.main) +
      repeat(9, (i) => circle(56 + i * 23.5, 134, 3.5, p.accent)) +
      repeat(9, (i) => path(`M${52 + i * 23.5} 126 l4 -6 l4 6 l-4 6z`, shade(p.accent, 0.2))) +
      ellipse(120, 88, 18, 5, '#e8e2d6') +
      ellipse(178, 86, 12, 4, '#d4e6ec') +
      rect(172, 68, 12, 18, '#d4e6ec', 2),
  },
  curtains: {
    family: 'textile',
    setting: 'wall',
    main: '#e9e1d3',
    accent: '#a8bfae',
    draw: (p) =>
      rect(88, 36, 124, 118, '#ffffff') +
      rect(94, 42, 112, 106, '#bfe0ef') +
      path('M94 120 Q150 100 206 116 V148 H94Z', '#9cc79a') +
      rect(148, 42, 4, 106, '#ffffff') +
      rect(94, 93, 112, 4, '#ffffff') +
      rect(80, 152, 140, 6, '#f4f1ea', 2) +
      line(50, 26, 250, 26, '#6b4a33', 4) +
      repeat(2, (side) => {
        const sign = side ? -1 : 1;
        const x = side ? 250 : 50;
        return (
          path(`M${x} 26 H${x + sign * 64} Q${x + sign * 44} 100 ${x + sign * 56} 186 H${x}Z`, p.main) +
          repeat(3, (i) =>
            stroke(
              `M${x + sign * (14 + i * 16)} 28 Q${x + sign * (10 + i * 12)} 110 ${x + sign * (14 + i * 14)} 186`,
              shade(p.main, -0.12),
              2,
            ),
          ) +
          rect(side ? 186 : 84, 106, 30, 6, p.accent, 3)
        );
      }),
  },
  apron: {
    family: 'textile',
    setting: 'wall',
    main: '#d9cbb4',
    accent: '#6d8c9a',
    draw: (p) =>
      circle(150, 24, 5, '#6b4a33') +
      stroke('M132 64 Q150 20 168 64', shade(p.main, -0.3), 3) +
      path('M124 62 H176 L178 96 Q200 96 206 104 L202 182 H98 L94 104 Q100 96 122 96Z', p.main) +
      rect(120, 124, 60, 30, shade(p.main, -0.1), 3) +
      line(150, 124, 150, 154, shade(p.main, -0.25), 1.5) +
      repeat(10, (i) => line(98 + i * 11.6, 98, 98 + i * 11.6, 182, shade(p.main, -0.05), 1)) +
      rect(94, 100, 112, 6, p.accent) +
      stroke('M96 104 Q70 120 80 150', p.accent, 4) +
      stroke('M204 104 Q230 120 220 150', p.accent, 4),
  },
} satisfies Record<string, TDrawing>;
