/** Pictures of the shop's news: a shop front, a parcel on its way, a birthday gift, sheep on a mountain meadow. */
import { circle, ellipse, faded, line, path, polygon, rect, repeat, shade, shadow, stroke, type TDrawing } from './kit';

export const SCENES = {
  shopfront: {
    family: 'scene',
    setting: 'garden',
    main: '#2f5d7c',
    accent: '#e9e1d3',
    draw: (p) =>
      rect(30, 20, 240, 150, p.accent) +
      rect(30, 20, 240, 10, shade(p.accent, -0.15)) +
      rect(44, 36, 212, 20, p.main, 2) +
      repeat(9, (i) => rect(62 + i * 20, 43, 12, 6, shade(p.main, 0.5), 1)) +
      repeat(8, (i) => path(`M${34 + i * 29} 62 h29 v14 q-14.5 8 -29 0z`, i % 2 ? '#fbf8f2' : '#c0392b')) +
      rect(44, 84, 150, 84, '#3b4a54') +
      rect(48, 88, 142, 76, '#cfe6ee') +
      path('M60 164 V132 H88 V164 M64 132 V112 H84 V132', '#a57c55') +
      rect(60, 128, 28, 6, '#8a5a3c') +
      faded(circle(126, 104, 14, '#ffd76a'), 0.6) +
      path('M116 118 L120 100 H132 L136 118Z', '#efe3c8') +
      line(126, 118, 126, 164, '#2f3640', 2) +
      rect(148, 130, 34, 34, '#8e9aa6', 4) +
      faded(path('M52 90 L80 90 L52 124Z', '#fff'), 0.45) +
      rect(206, 84, 48, 84, p.main, 2) +
      circle(246, 128, 2.5, '#e0b44c') +
      rect(212, 90, 36, 34, shade(p.main, 0.3), 2) +
      ellipse(22, 160, 14, 12, '#5f9e5a') +
      rect(14, 158, 16, 12, '#c8734a', 2) +
      ellipse(282, 160, 14, 12, '#5f9e5a') +
      rect(274, 158, 16, 12, '#c8734a', 2),
  },
  parcel: {
    family: 'scene',
    setting: 'room',
    main: '#c89b61',
    accent: '#2f5d7c',
    draw: (p) =>
      shadow(150, 168, 90) +
      polygon(
        [
          [80, 80],
          [170, 60],
          [230, 80],
          [140, 102],
        ],
        shade(p.main, 0.15),
      ) +
      polygon(
        [
          [80, 80],
          [140, 102],
          [140, 168],
          [80, 148],
        ],
        p.main,
      ) +
      polygon(
        [
          [140, 102],
          [230, 80],
          [230, 146],
          [140, 168],
        ],
        shade(p.main, -0.15),
      ) +
      polygon(
        [
          [118, 71],
          [136, 67],
          [196, 89],
          [178, 94],
        ],
        '#e9d9bd',
      ) +
      rect(160, 110, 40, 22, '#fbf8f2', 1) +
      repeat(3, (i) => line(164, 116 + i * 5, 196 - i * 6, 116 + i * 5, '#8e9aa6', 1.4)) +
      stroke('M24 92 h34 M14 108 h44 M30 124 h28', p.accent, 4),
  },
  giftBox: {
    family: 'scene',
    setting: 'table',
    main: '#2f5d7c',
    accent: '#e0b44c',
    draw: (p) =>
      repeat(14, (i) =>
        circle(40 + ((i * 53) % 220), 20 + ((i * 37) % 70), 3, ['#c0392b', '#e0b44c', '#5aa9c6', '#6aa84f'][i % 4]!),
      ) +
      shadow(150, 160, 70) +
      rect(92, 84, 116, 76, p.main, 2) +
      rect(84, 70, 132, 20, shade(p.main, 0.15), 2) +
      rect(142, 70, 16, 90, p.accent) +
      rect(84, 76, 132, 0.1, p.accent) +
      path('M150 70 Q120 40 110 56 Q104 70 150 70Z', p.accent) +
      path('M150 70 Q180 40 190 56 Q196 70 150 70Z', shade(p.accent, -0.1)) +
      circle(150, 68, 7, shade(p.accent, -0.2)) +
      rect(226, 120, 30, 40, '#fbf8f2', 2) +
      rect(226, 130, 30, 6, '#f28e7f') +
      line(241, 120, 241, 108, '#333', 1.2) +
      path('M241 96 Q245 102 241 108 Q237 102 241 96Z', '#ffb52e'),
  },
  sheep: {
    family: 'scene',
    setting: 'garden',
    main: '#f4f1ea',
    accent: '#3a3a3a',
    draw: (p) =>
      path('M0 120 L60 70 L110 110 L170 60 L240 112 L300 80 V150 H0Z', '#9bb7c9') +
      path('M140 74 L170 60 L196 78 L176 72Z', '#fff') +
      path('M0 140 Q75 122 150 136 T300 132 V200 H0Z', '#8cc084') +
      rect(0, 150, 300, 50, '#79b26f') +
      repeat(2, (i) => {
        const x = 110 + i * 96;
        const y = 140 - i * 16;
        const size = 1 - i * 0.3;
        return (
          shadow(x, y + 30 * size, 36 * size) +
          rect(x - 22 * size, y + 6 * size, 6 * size, 24 * size, p.accent) +
          rect(x + 16 * size, y + 6 * size, 6 * size, 24 * size, p.accent) +
          repeat(7, (j) =>
            circle(
              x - 24 * size + j * 8 * size,
              y - 4 * size + (j % 2) * 6 * size,
              14 * size,
              shade(p.main, (j % 2) * -0.06),
            ),
          ) +
          ellipse(x, y + 2 * size, 30 * size, 16 * size, p.main) +
          ellipse(x + 34 * size, y - 6 * size, 10 * size, 13 * size, p.accent) +
          ellipse(x + 28 * size, y - 14 * size, 6 * size, 3 * size, p.accent) +
          circle(x + 37 * size, y - 9 * size, 1.6 * size, '#fff')
        );
      }) +
      repeat(6, (i) => circle(30 + i * 48, 178 - (i % 2) * 6, 2.5, i % 2 ? '#fff' : '#f7d26a')),
  },
} satisfies Record<string, TDrawing>;
