/**
 * The captcha's picture (decision 0046): each character's glyph outline turned, scaled, sheared, moved and bent by one
 * wave, crossed by curves and dots, then rasterized with sharp and given pixel noise and blur, so what leaves the server
 * is pixels: no path, no text, nothing a script reads off the markup.
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

export const PICTURE_WIDTH = 240;
export const PICTURE_HEIGHT = 80;
/** Characters a reader cannot tell apart in this font (0/O/o, 1/l/I/i) are never asked. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 5;
const FONT_SIZE = 64;

type TCommand = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
/** The part of opentype.js's font that svg-captcha loads (its bundled Comismsh face) and this file uses. */
type TFont = { charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { commands: TCommand[] } } };
const font = (svgCaptcha.options as unknown as { font: TFont }).font;

/** The answer: characters chosen by the system's random source. */
export const newCaptchaText = (): string =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

// The shapes' jitter needs no secrecy (the characters are the secret), so Math.random is enough for it.
const between = (min: number, max: number) => min + Math.random() * (max - min);
const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue.toFixed(0)},${saturation.toFixed(0)}%,${lightness.toFixed(0)}%)`;
const darkColour = () => hsl(between(0, 360), between(45, 85), between(18, 40));
const lightColour = () => hsl(between(0, 360), between(30, 70), between(80, 94));

type TPoint = (x: number, y: number) => [number, number];

/** One character's outline as path data, every point moved by `place`. */
function glyphPath(ch: string, place: TPoint): string {
  const { commands } = font.charToGlyph(ch).getPath(0, 0, FONT_SIZE);
  const xs = commands.flatMap((c) => (c.x === undefined ? [] : [c.x]));
  const ys = commands.flatMap((c) => (c.y === undefined ? [] : [c.y]));
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const centreY = (Math.min(...ys) + Math.max(...ys)) / 2;
  const point = (x = 0, y = 0) =>
    place(x - centreX, y - centreY)
      .map((n) => n.toFixed(1))
      .join(' ');
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      if (c.type === 'Q') return `Q${point(c.x1, c.y1)} ${point(c.x, c.y)}`;
      if (c.type === 'C') return `C${point(c.x1, c.y1)} ${point(c.x2, c.y2)} ${point(c.x, c.y)}`;
      return `${c.type}${point(c.x, c.y)}`;
    })
    .join('');
}

function characterPaths(text: string): string[] {
  // One wave bends the whole line, so neighbouring characters are bent alike and cannot be straightened one by one.
  const wave = { ax: between(1.5, 3.5), ay: between(3, 6), lx: between(18, 32), ly: between(10, 18), p: between(0, 7) };
  const warp: TPoint = (x, y) => [
    x + wave.ax * Math.sin(y / wave.ly + wave.p),
    y + wave.ay * Math.sin(x / wave.lx + wave.p),
  ];
  const spacing = PICTURE_WIDTH / (text.length + 1);
  return [...text].map((ch, index) => {
    const angle = between(-0.45, 0.45);
    const scale = between(0.8, 1.15);
    const shear = between(-0.3, 0.3);
    const centreX = spacing * (index + 1) + between(-6, 6);
    const centreY = PICTURE_HEIGHT / 2 + between(-7, 7);
    const place: TPoint = (x, y) => {
      const sheared = x + shear * y;
      const turnedX = (sheared * Math.cos(angle) - y * Math.sin(angle)) * scale;
      const turnedY = (sheared * Math.sin(angle) + y * Math.cos(angle)) * scale;
      return warp(centreX + turnedX, centreY + turnedY);
    };
    const colour = darkColour();
    // A stroke of the fill's colour thickens the thin face, so a reader sees it through the noise.
    return `<path fill="${colour}" stroke="${colour}" stroke-width="1.2" d="${glyphPath(ch, place)}"/>`;
  });
}

const curve = (colour: string, width: number) => {
  const y = () => between(5, PICTURE_HEIGHT - 5).toFixed(1);
  const x1 = between(0, 30).toFixed(1);
  const x2 = between(PICTURE_WIDTH - 30, PICTURE_WIDTH).toFixed(1);
  return `<path fill="none" stroke="${colour}" stroke-width="${width.toFixed(1)}" d="M${x1} ${y()}C${between(60, 110).toFixed(1)} ${y()} ${between(130, 180).toFixed(1)} ${y()} ${x2} ${y()}"/>`;
};

function pictureSvg(text: string): string {
  const background = `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="${between(0, 1).toFixed(2)}"><stop offset="0" stop-color="${lightColour()}"/><stop offset="1" stop-color="${lightColour()}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#b)"/>`;
  const dots = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${between(0, PICTURE_WIDTH).toFixed(1)}" cy="${between(0, PICTURE_HEIGHT).toFixed(1)}" r="${between(0.7, 2.2).toFixed(1)}" fill="${Math.random() < 0.5 ? darkColour() : lightColour()}"/>`,
  );
  // Dark curves cross the characters like strokes of them; light ones cut through them.
  const over = [
    ...Array.from({ length: 3 }, () => curve(darkColour(), between(0.8, 1.8))),
    ...Array.from({ length: 2 }, () => curve(lightColour(), between(1.5, 3))),
  ];
  const shapes = [...characterPaths(text), ...Array.from({ length: 2 }, () => curve(darkColour(), between(1, 2)))];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}">${background}${shapes.join('')}${over.join('')}${dots.join('')}</svg>`;
}

/** The picture of `text` as PNG bytes: rasterized, every pixel's colour shaken, blurred and reduced to a palette. */
export async function drawCaptchaPicture(text: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(pictureSvg(text)))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 1) {
    data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + Math.round(between(-28, 28))));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .blur(0.6)
    .png({ palette: true, colours: 64, effort: 1, compressionLevel: 9 })
    .toBuffer();
}
