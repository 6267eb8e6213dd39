/** Kitchen and table things standing on a table top: cups, plates, pans, a džezva, glasses, jars. Surface y = 160. */
import {
  circle,
  ellipse,
  faded,
  line,
  path,
  rect,
  repeat,
  ring,
  shade,
  shadow,
  stroke,
  type TDrawing,
  type TPaint,
} from './kit';

const TOP = 160;

/** A mug of `height` whose handle is on the right. */
function mug(cx: number, width: number, height: number, paint: TPaint): string {
  const left = cx - width / 2;
  return (
    shadow(cx + 6, TOP, width * 0.75) +
    stroke(
      `M${cx + width / 2 - 2} ${TOP - height * 0.75} q${width * 0.42} 2 ${width * 0.36} ${height * 0.3} t-${width * 0.38} ${height * 0.3}`,
      shade(paint.main, -0.15),
      width * 0.11,
    ) +
    path(`M${left} ${TOP - height} H${left + width} V${TOP - 8} q0 8 -8 8 H${left + 8} q-8 0 -8 -8Z`, paint.main) +
    rect(left, TOP - height, width, height * 0.22, paint.accent) +
    ellipse(cx, TOP - height, width / 2, 5, shade(paint.main, -0.25)) +
    ellipse(cx, TOP - height + 1, width / 2 - 3, 3.5, '#5b3a29')
  );
}

/** A wide bowl's outside, standing on its foot. */
const bowlBody = (paint: TPaint) =>
  path(
    `M70 ${TOP - 70} Q74 ${TOP - 4} 150 ${TOP - 2} Q226 ${TOP - 4} 230 ${TOP - 70} Q150 ${TOP - 56} 70 ${TOP - 70}Z`,
    paint.main,
  ) + rect(132, TOP - 4, 36, 5, shade(paint.main, -0.25), 2);

/** A jar with a lid; `fill` is what it holds. */
function jar(cx: number, width: number, height: number, fill: string, lid: string): string {
  const left = cx - width / 2;
  return (
    path(`M${left} ${TOP - height + 8} H${left + width} V${TOP - 4} q0 4 -4 4 H${left + 4} q-4 0 -4 -4Z`, '#dfe9ec') +
    path(
      `M${left + 2} ${TOP - height * 0.8} H${left + width - 2} V${TOP - 5} q0 3 -3 3 H${left + 5} q-3 0 -3 -3Z`,
      fill,
    ) +
    rect(left + 4, TOP - height * 0.6, width - 8, height * 0.28, '#fbf6ea', 1) +
    rect(left - 1, TOP - height, width + 2, 9, lid, 2) +
    faded(rect(left + 4, TOP - height * 0.75, 3, height * 0.6, '#ffffff'), 0.35)
  );
}

export const TABLEWARE = {
  mug: {
    family: 'tableware',
    setting: 'table',
    main: '#b5523b',
    accent: '#f1e4cf',
    draw: (p) => mug(145, 62, 70, p) + faded(ellipse(128, 130, 4, 12, '#fff'), 0.3),
  },
  plates: {
    family: 'tableware',
    setting: 'table',
    main: '#f7f4ee',
    accent: '#3d6b8c',
    draw: (p) =>
      shadow(150, TOP, 86) +
      repeat(6, (i) => ellipse(150, TOP - 4 - i * 5, 80 - i, 12, i % 2 ? shade(p.main, -0.08) : shade(p.main, -0.16))) +
      ellipse(150, TOP - 32, 78, 22, p.main) +
      ring(150, TOP - 32, 74, 20, p.accent, 2) +
      ellipse(150, TOP - 32, 44, 11, shade(p.main, -0.05)),
  },
  pan: {
    family: 'tableware',
    setting: 'table',
    main: '#2d2d2f',
    accent: '#a8784c',
    frame: { zoom: 1.15, centreY: 110 },
    draw: (p) =>
      shadow(140, TOP, 80) +
      line(200, TOP - 26, 276, TOP - 44, p.main, 10) +
      ellipse(128, TOP - 22, 78, 22, p.main) +
      ellipse(128, TOP - 26, 70, 17, shade(p.main, 0.15)) +
      ellipse(128, TOP - 24, 62, 13, shade(p.main, 0.05)) +
      ellipse(112, TOP - 26, 14, 7, '#fff4d6') +
      circle(112, TOP - 26, 5, '#f0b429') +
      ellipse(146, TOP - 22, 13, 6, '#fff4d6') +
      circle(146, TOP - 22, 5, '#f0b429'),
  },
  cezve: {
    family: 'tableware',
    setting: 'table',
    main: '#c8743f',
    accent: '#3a2a20',
    frame: { zoom: 1.15, centreY: 108 },
    draw: (p) =>
      shadow(132, TOP, 46) +
      line(164, TOP - 66, 262, TOP - 104, p.accent, 7) +
      path(
        `M104 ${TOP - 72} L100 ${TOP - 80} H170 L164 ${TOP - 72} L172 ${TOP - 8} q0 8 -8 8 H108 q-8 0 -8 -8Z`,
        p.main,
      ) +
      path(`M104 ${TOP - 72} L100 ${TOP - 80} H170 L164 ${TOP - 72}Z`, shade(p.main, 0.2)) +
      rect(108, TOP - 50, 8, 42, shade(p.main, 0.3), 3) +
      path(`M100 ${TOP - 80} l-10 -4 l8 8Z`, p.main) +
      mug(224, 34, 34, { main: '#f7f4ee', accent: '#3d6b8c', wall: '' }),
  },
  glasses: {
    family: 'tableware',
    setting: 'table',
    main: '#cfe6ee',
    accent: '#8ec7dc',
    draw: (p) =>
      repeat(3, (i) => {
        const x = 82 + i * 52;
        return (
          shadow(x + 20, TOP, 26) +
          path(`M${x} ${TOP - 84} H${x + 40} L${x + 36} ${TOP} H${x + 4}Z`, p.main) +
          path(`M${x + 2} ${TOP - 46} H${x + 38} L${x + 36} ${TOP - 2} H${x + 4}Z`, p.accent) +
          faded(rect(x + 6, TOP - 78, 4, 70, '#fff'), 0.6)
        );
      }),
  },
  cuttingBoard: {
    family: 'tableware',
    setting: 'table',
    main: '#d6a46a',
    accent: '#6b9a5b',
    draw: (p) =>
      shadow(150, TOP + 4, 100) +
      rect(52, TOP - 40, 196, 42, shade(p.main, -0.2), 10) +
      rect(52, TOP - 46, 196, 40, p.main, 10) +
      circle(232, TOP - 26, 5, shade(p.main, -0.3)) +
      repeat(5, (i) => line(66, TOP - 40 + i * 7, 214, TOP - 38 + i * 7, shade(p.main, -0.08), 0.8)) +
      repeat(4, (i) => ellipse(102 + i * 18, TOP - 26, 8, 8, i % 2 ? '#e8553e' : '#f08a4b')) +
      ellipse(176, TOP - 28, 18, 9, p.accent) +
      line(60, TOP - 60, 140, TOP - 58, '#9aa3a8', 6) +
      line(140, TOP - 58, 176, TOP - 57, '#3a2a20', 7),
  },
  bowl: {
    family: 'tableware',
    setting: 'table',
    main: '#d77a61',
    accent: '#f3e3c3',
    draw: (p) =>
      shadow(150, TOP, 78) +
      ellipse(150, TOP - 70, 80, 16, shade(p.main, -0.3)) +
      ellipse(130, TOP - 76, 24, 12, '#7fb069') +
      ellipse(164, TOP - 78, 22, 11, '#5a8f4e') +
      circle(150, TOP - 74, 9, '#e8553e') +
      circle(178, TOP - 70, 7, '#e8553e') +
      bowlBody(p) +
      stroke(`M78 ${TOP - 50} Q150 ${TOP - 36} 222 ${TOP - 50}`, p.accent, 5),
  },
  /** Earthenware as Zlakusa's potters make it: red-brown clay, white dots, empty to show its inside. */
  clayBowl: {
    family: 'tableware',
    setting: 'table',
    main: '#9c5b3b',
    accent: '#f1e4cf',
    draw: (p) =>
      shadow(150, TOP, 78) +
      ellipse(150, TOP - 70, 80, 16, shade(p.main, -0.35)) +
      ellipse(150, TOP - 66, 70, 11, shade(p.main, -0.2)) +
      bowlBody(p) +
      repeat(9, (i) => circle(88 + i * 15.5, TOP - 44 + Math.abs(i - 4) * -1.6, 2.6, p.accent)) +
      repeat(8, (i) => circle(96 + i * 15.5, TOP - 30 + Math.abs(i - 3.5) * -1.4, 2, p.accent)) +
      ring(150, TOP - 70, 80, 16, shade(p.main, 0.15), 2.5),
  },
  pot: {
    family: 'tableware',
    setting: 'table',
    main: '#e8e2d4',
    accent: '#2f5d7c',
    draw: (p) =>
      shadow(150, TOP, 84) +
      rect(64, TOP - 82, 22, 9, p.accent, 4) +
      rect(214, TOP - 82, 22, 9, p.accent, 4) +
      rect(80, TOP - 92, 140, 90, p.main, 8) +
      rect(80, TOP - 92, 140, 8, p.accent, 3) +
      rect(80, TOP - 10, 140, 8, p.accent, 3) +
      ellipse(150, TOP - 94, 72, 8, shade(p.main, -0.1)) +
      ellipse(150, TOP - 100, 14, 5, p.accent) +
      repeat(3, (i) => circle(110 + i * 40, TOP - 50, 7, shade(p.accent, 0.25))),
  },
  teapot: {
    family: 'tableware',
    setting: 'table',
    main: '#f4f1ea',
    accent: '#5a8f6a',
    draw: (p) =>
      shadow(150, TOP, 70) +
      stroke(`M188 ${TOP - 70} q34 4 22 36 q-6 14 -22 16`, shade(p.main, -0.12), 8) +
      path(
        `M110 ${TOP - 44} Q88 ${TOP - 58} 78 ${TOP - 82} L86 ${TOP - 84} Q100 ${TOP - 66} 118 ${TOP - 60}Z`,
        shade(p.main, -0.08),
      ) +
      ellipse(150, TOP - 42, 48, 42, p.main) +
      rect(112, TOP - 12, 76, 12, p.main, 4) +
      ellipse(150, TOP - 82, 28, 7, shade(p.main, -0.12)) +
      circle(150, TOP - 92, 6, p.accent) +
      repeat(5, (i) => circle(122 + i * 14, TOP - 44, 4, p.accent)) +
      stroke(`M112 ${TOP - 30} Q150 ${TOP - 18} 188 ${TOP - 30}`, p.accent, 3),
  },
  jug: {
    family: 'tableware',
    setting: 'table',
    main: '#d8ecf0',
    accent: '#f2d54b',
    draw: (p) =>
      shadow(140, TOP, 56) +
      stroke(`M168 ${TOP - 100} q40 6 28 44 q-6 18 -26 22`, shade(p.main, -0.2), 8) +
      path(
        `M104 ${TOP - 110} L96 ${TOP - 118} H172 L168 ${TOP - 104} Q178 ${TOP - 60} 170 ${TOP - 2} H110 Q100 ${TOP - 60} 112 ${TOP - 104}Z`,
        p.main,
      ) +
      path(`M106 ${TOP - 66} H174 Q176 ${TOP - 30} 170 ${TOP - 2} H110 Q104 ${TOP - 30} 106 ${TOP - 66}Z`, p.accent) +
      circle(130, TOP - 40, 9, '#f7e27a') +
      circle(150, TOP - 28, 8, '#f7e27a') +
      faded(rect(114, TOP - 100, 5, 90, '#fff'), 0.5) +
      path(`M214 ${TOP - 16} a14 14 0 0 1 28 0Z`, '#f2d54b'),
  },
  spoons: {
    family: 'tableware',
    setting: 'table',
    main: '#c99a62',
    accent: '#e8e2d4',
    draw: (p) =>
      shadow(150, TOP, 90) +
      repeat(4, (i) => {
        const y = TOP - 64 + i * 14;
        return (
          line(70, y + 8, 196, y, shade(p.main, i % 2 ? 0 : -0.12), 6) +
          ellipse(214, y - 1, 22, 9, shade(p.main, i % 2 ? 0.08 : -0.06))
        );
      }) +
      rect(60, TOP - 12, 180, 6, shade(p.accent, -0.1), 3),
  },
  jars: {
    family: 'tableware',
    setting: 'table',
    main: '#e8a33d',
    accent: '#c94f3a',
    draw: (p) =>
      shadow(150, TOP, 104) +
      jar(88, 48, 82, p.main, p.accent) +
      jar(150, 52, 96, '#c94f3a', '#3d6b8c') +
      jar(212, 48, 74, '#7fa34c', p.accent),
  },
} satisfies Record<string, TDrawing>;
