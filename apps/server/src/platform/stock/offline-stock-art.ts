/**
 * Draws the offline stock pictures: an SVG made only from the picture's id (gradients and shapes, one motif per
 * topic), so every install makes the same pictures, with no file shipped and no licence to track.
 */
export const ART_WIDTH = 1500;
export const ART_HEIGHT = 1000;

type TRandom = () => number;

/** A small seeded generator (mulberry32): the same id always draws the same picture. */
function seededRandom(seed: string): TRandom {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: TRandom, min: number, max: number) => Math.round(min + random() * (max - min));

/** Shifts a #rrggbb colour lighter (amount > 0) or darker (amount < 0). */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const shifted = channels.map((c) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  });
  return `#${shifted.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function hills(random: TRandom, colour: string, layers: number): string {
  let shapes = '';
  for (let layer = 0; layer < layers; layer++) {
    const base = 560 + layer * 130;
    let points = `0,${ART_HEIGHT} 0,${base}`;
    for (let x = 0; x <= ART_WIDTH; x += between(random, 120, 260)) {
      points += ` ${x},${base - between(random, 40, 320 - layer * 70)}`;
    }
    points += ` ${ART_WIDTH},${base} ${ART_WIDTH},${ART_HEIGHT}`;
    shapes += `<polygon points="${points}" fill="${shade(colour, -0.15 * layer)}" opacity="0.9"/>`;
  }
  return shapes;
}

function circles(random: TRandom, colours: readonly string[], count: number, maxRadius: number): string {
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const colour = colours[i % colours.length] ?? '#ffffff';
    shapes += `<circle cx="${between(random, 150, 1350)}" cy="${between(random, 150, 850)}" r="${between(random, 40, maxRadius)}" fill="${colour}" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`;
  }
  return shapes;
}

function blocks(random: TRandom, colours: readonly string[], count: number): string {
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const colour = colours[i % colours.length] ?? '#ffffff';
    const width = between(random, 140, 480);
    const height = between(random, 100, 420);
    shapes += `<rect x="${between(random, 0, ART_WIDTH - width)}" y="${between(random, 300, ART_HEIGHT - height)}" width="${width}" height="${height}" rx="${between(random, 0, 24)}" fill="${colour}" opacity="0.85"/>`;
  }
  return shapes;
}

function grid(random: TRandom, colour: string): string {
  let shapes = '';
  const step = between(random, 60, 110);
  for (let x = step; x < ART_WIDTH; x += step) {
    shapes += `<line x1="${x}" y1="0" x2="${x}" y2="${ART_HEIGHT}" stroke="${colour}" stroke-width="2" opacity="0.35"/>`;
  }
  for (let y = step; y < ART_HEIGHT; y += step) {
    shapes += `<line x1="0" y1="${y}" x2="${ART_WIDTH}" y2="${y}" stroke="${colour}" stroke-width="2" opacity="0.35"/>`;
  }
  return shapes;
}

function stripes(random: TRandom, colours: readonly string[]): string {
  let shapes = '';
  const width = between(random, 50, 140);
  for (let x = -ART_HEIGHT, i = 0; x < ART_WIDTH; x += width * 2, i++) {
    const colour = colours[i % colours.length] ?? '#ffffff';
    shapes += `<polygon points="${x},${ART_HEIGHT} ${x + width},${ART_HEIGHT} ${x + width + ART_HEIGHT},0 ${x + ART_HEIGHT},0" fill="${colour}" opacity="0.45"/>`;
  }
  return shapes;
}

/** One motif per topic, so a topic's pictures look related and different topics look different. */
function motif(topic: string, random: TRandom, palette: readonly [string, string, string]): string {
  const [dark, light, accent] = palette;
  switch (topic) {
    case 'nature':
      return circles(random, [accent], 1, 130) + hills(random, dark, 3);
    case 'food':
      return circles(random, [light, accent, shade(dark, 0.3)], 9, 220);
    case 'home':
      return blocks(random, [light, accent, shade(dark, 0.4)], 6);
    case 'technology':
      return grid(random, light) + blocks(random, [accent, shade(light, -0.2)], 4);
    case 'travel':
      return circles(random, [accent], 1, 160) + hills(random, shade(dark, -0.2), 2);
    default:
      return stripes(random, [light, accent, dark]) + circles(random, [shade(accent, 0.6)], 3, 160);
  }
}

export function drawStockPicture(id: string, topic: string, palette: readonly [string, string, string]): string {
  const random = seededRandom(id);
  const [dark, light] = palette;
  const angle = between(random, 0, 90);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${shade(light, 0.3)}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    '<radialGradient id="vignette"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>',
    '</defs>',
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#sky)"/>`,
    motif(topic, random, palette),
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}
