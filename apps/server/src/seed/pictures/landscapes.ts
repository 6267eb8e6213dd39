/** Landscapes and journeys outdoors, for the stock library: mountains, a forest, sunflowers, an aeroplane, a lighthouse. */
import { circle, ellipse, faded, line, path, polygon, rect, repeat, shade, type TDrawing } from './kit';

/** A leafy tree with its trunk's foot at (x, y), `size` times a 40-unit crown. */
function tree(x: number, y: number, size: number, leaves: string): string {
  return (
    rect(x - 3 * size, y - 30 * size, 6 * size, 30 * size, '#6b4a33') +
    circle(x, y - 44 * size, 20 * size, leaves) +
    circle(x - 13 * size, y - 34 * size, 13 * size, shade(leaves, -0.1)) +
    circle(x + 13 * size, y - 36 * size, 14 * size, shade(leaves, 0.12))
  );
}

/** A pine: three stacked triangles on a short trunk. */
function pine(x: number, y: number, size: number, needles: string): string {
  return (
    rect(x - 2.5 * size, y - 10 * size, 5 * size, 10 * size, '#5a3d2b') +
    repeat(3, (i) =>
      polygon(
        [
          [x - (22 - i * 5) * size, y - (8 + i * 16) * size],
          [x, y - (36 + i * 16) * size],
          [x + (22 - i * 5) * size, y - (8 + i * 16) * size],
        ],
        shade(needles, i * 0.08),
      ),
    )
  );
}

/** A sunflower's head on its stem, the stem's foot at (x, y). */
function sunflower(x: number, y: number, size: number, petals: string): string {
  return (
    line(x, y, x, y - 60 * size, '#4f8a3c', 3 * size) +
    ellipse(x + 8 * size, y - 30 * size, 9 * size, 4 * size, '#5f9e5a') +
    repeat(12, (i) => {
      const angle = (i * Math.PI) / 6;
      return ellipse(
        x + Math.cos(angle) * 12 * size,
        y - 60 * size + Math.sin(angle) * 12 * size,
        7 * size,
        7 * size,
        i % 2 ? petals : shade(petals, -0.1),
      );
    }) +
    circle(x, y - 60 * size, 9 * size, '#6b4226')
  );
}

export const LANDSCAPES = {
  mountains: {
    family: 'nature',
    setting: 'garden',
    main: '#6f8fa6',
    accent: '#f4a259',
    draw: (p) =>
      rect(0, 0, 300, 150, '#fbe3c8') +
      circle(150, 92, 26, p.accent) +
      polygon(
        [
          [0, 150],
          [70, 52],
          [120, 110],
          [180, 36],
          [250, 118],
          [300, 70],
          [300, 150],
        ],
        p.main,
      ) +
      polygon(
        [
          [160, 64],
          [180, 36],
          [200, 62],
          [190, 58],
          [180, 66],
          [170, 58],
        ],
        '#ffffff',
      ) +
      polygon(
        [
          [56, 72],
          [70, 52],
          [84, 70],
          [70, 66],
        ],
        '#ffffff',
      ) +
      path('M0 150 L90 108 L170 146 L240 112 L300 140 V200 H0Z', shade(p.main, -0.3)) +
      rect(0, 160, 300, 40, '#6a9a5f') +
      repeat(5, (i) => pine(24 + i * 62, 172, 0.9 + (i % 2) * 0.3, '#2f5d3a')),
  },
  forest: {
    family: 'nature',
    setting: 'garden',
    main: '#d9822b',
    accent: '#b5452b',
    draw: (p) =>
      rect(0, 150, 300, 50, '#a8744a') +
      repeat(7, (i) =>
        tree(20 + i * 44, 160 - (i % 2) * 8, 0.9 + (i % 3) * 0.15, [p.main, p.accent, '#e0b44c'][i % 3]!),
      ) +
      repeat(9, (i) => ellipse(18 + i * 34, 176 + (i % 3) * 6, 5, 2.5, i % 2 ? p.main : p.accent)),
  },
  sunflowers: {
    family: 'nature',
    setting: 'garden',
    main: '#f2c14e',
    accent: '#4f8a3c',
    draw: (p) =>
      rect(0, 130, 300, 70, p.accent) +
      repeat(6, (i) => sunflower(30 + i * 48, 196, 1.1, p.main)) +
      repeat(7, (i) => sunflower(10 + i * 48, 150, 0.6, shade(p.main, -0.05))),
  },
  aeroplane: {
    family: 'travel',
    setting: 'garden',
    main: '#f4f6f8',
    accent: '#2f5d7c',
    draw: (p) =>
      rect(0, 0, 300, 200, '#8ecae6') +
      repeat(4, (i) =>
        faded(
          ellipse(40 + i * 76, 150 + (i % 2) * 20, 60, 18, '#ffffff') +
            ellipse(60 + i * 76, 140 + (i % 2) * 20, 34, 18, '#ffffff'),
          0.95,
        ),
      ) +
      path('M150 88 L110 40 H124 L178 88Z', shade(p.main, -0.12)) +
      path('M60 86 Q70 76 90 76 H222 Q246 78 250 88 Q246 98 222 100 H90 Q70 100 60 86Z', p.main) +
      path('M60 86 L48 54 H62 L92 80Z', p.accent) +
      path('M150 96 L112 138 H126 L182 96Z', shade(p.main, -0.05)) +
      repeat(10, (i) => circle(110 + i * 11, 85, 2.6, p.accent)) +
      path('M232 80 Q244 82 248 88 H232Z', p.accent) +
      rect(90, 94, 140, 3, p.accent),
  },
  lighthouse: {
    family: 'travel',
    setting: 'garden',
    main: '#c0392b',
    accent: '#f4f1ea',
    draw: (p) =>
      rect(0, 0, 300, 140, '#bfe0ee') +
      rect(0, 140, 300, 60, '#2f7fa8') +
      repeat(6, (i) => line(20 + i * 48, 160 + (i % 2) * 14, 44 + i * 48, 160 + (i % 2) * 14, '#d7eef7', 2)) +
      path('M100 200 Q120 150 160 146 Q210 148 230 200Z', '#8e8a80') +
      faded(
        polygon(
          [
            [170, 46],
            [300, 20],
            [300, 70],
          ],
          '#fff3b0',
        ),
        0.7,
      ) +
      path('M136 150 L144 56 H176 L184 150Z', p.accent) +
      path('M139 118 L141 98 H179 L181 118Z', p.main) +
      path('M142 84 L143 70 H177 L178 84Z', p.main) +
      rect(140, 52, 40, 6, '#2f3640') +
      rect(146, 34, 28, 18, '#ffe08a') +
      line(160, 34, 160, 52, '#2f3640', 1.5) +
      path('M142 34 L160 20 L178 34Z', p.main) +
      rect(154, 130, 12, 20, '#2f3640', 5),
  },
} satisfies Record<string, TDrawing>;
