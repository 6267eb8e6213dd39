import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appIconSourceProblem, DEFAULT_BRAND_COLOR, drawAppIcon, monogramInkOf, monogramLetterOf } from './app-icon';

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixelAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[data[at], data[at + 1], data[at + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** How many pixels of the icon's middle are not the background: a drawn letter or logo covers some of them. */
async function inkedShareOfMiddle(png: Buffer, background: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  let inked = 0;
  let all = 0;
  for (let y = Math.floor(info.height / 4); y < (info.height * 3) / 4; y++) {
    for (let x = Math.floor(info.width / 4); x < (info.width * 3) / 4; x++) {
      const at = (y * info.width + x) * info.channels;
      all++;
      if (
        Math.abs((data[at] ?? 0) - (r ?? 0)) +
          Math.abs((data[at + 1] ?? 0) - (g ?? 0)) +
          Math.abs((data[at + 2] ?? 0) - (b ?? 0)) >
        60
      )
        inked++;
    }
  }
  return inked / all;
}

const redLogo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

describe('appIconSourceProblem', () => {
  it.each([
    ['a square logo of 512 px', 512, 512, null],
    ['a large square logo', 1024, 1024, null],
    ['a logo of 400 px', 400, 400, 'app_icon_too_small'],
    ['a wide logo', 1200, 600, 'app_icon_not_square'],
  ] as const)('%s → %s', async (_name, width, height, problem) => {
    expect(await appIconSourceProblem(await redLogo(width, height))).toBe(problem);
  });

  it('calls no logo and bytes that are no picture "missing"', async () => {
    expect(await appIconSourceProblem(null)).toBe('app_icon_missing');
    expect(await appIconSourceProblem(Buffer.from('not a picture'))).toBe('app_icon_missing');
  });
});

describe('drawAppIcon', () => {
  it('draws a usable logo on the brand colour, at the asked size, as PNG', async () => {
    const icon = await drawAppIcon({
      logo: await redLogo(600, 600),
      siteName: 'Pekara',
      brandColor: '#123456',
      size: 192,
      maskable: false,
    });
    const meta = await sharp(icon).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 192, 192]);
    expect(await pixelAt(icon, 96, 96)).toBe('#ff0000');
    expect(await pixelAt(icon, 2, 2)).toBe('#123456');
  });

  it("keeps a maskable icon's logo inside the safe zone: the corners of the safe circle's square are background", async () => {
    const icon = await drawAppIcon({
      logo: await redLogo(512, 512),
      siteName: 'Pekara',
      brandColor: '#123456',
      size: 512,
      maskable: true,
    });
    expect(await pixelAt(icon, 256, 256)).toBe('#ff0000');
    // 80% circle: a point at 41% from the centre along the diagonal is outside the logo's square.
    expect(await pixelAt(icon, 256 - 150, 256 - 150)).toBe('#123456');
    expect(await pixelAt(icon, 256 - 80, 256 - 80)).toBe('#ff0000');
  });

  it.each([
    ['no logo', null],
    ['a logo too small', 'small'],
    ['a logo not square', 'wide'],
    ['bytes that are no picture', 'junk'],
  ] as const)('draws a monogram for %s, on Izlog green when the site has no colour', async (_name, kind) => {
    const logo =
      kind === 'small'
        ? await redLogo(100, 100)
        : kind === 'wide'
          ? await redLogo(900, 300)
          : kind === 'junk'
            ? Buffer.from('junk')
            : null;
    const icon = await drawAppIcon({ logo, siteName: 'Zlatara', brandColor: null, size: 144, maskable: false });
    expect((await sharp(icon).metadata()).width).toBe(144);
    expect(await pixelAt(icon, 1, 1)).toBe(DEFAULT_BRAND_COLOR);
    expect(await pixelAt(icon, 72, 72)).not.toBe('#ff0000');
    expect(await inkedShareOfMiddle(icon, DEFAULT_BRAND_COLOR)).toBeGreaterThan(0.05);
  });

  it.each(['Šumadija', 'Ђурђевак', 'Жар птица', 'čokolada'])(
    'draws the first letter of "%s" (Latin and Cyrillic)',
    async (name) => {
      const icon = await drawAppIcon({ logo: null, siteName: name, brandColor: '#0b7a57', size: 192, maskable: true });
      expect(await inkedShareOfMiddle(icon, '#0b7a57')).toBeGreaterThan(0.04);
    },
  );

  it('accepts a logo in any picture format sharp reads (the stored logos are WebP)', async () => {
    const icon = await drawAppIcon({
      logo: await sharp(await redLogo(800, 800))
        .webp({ lossless: true })
        .toBuffer(),
      siteName: 'X',
      brandColor: '#ffffff',
      size: 48,
      maskable: false,
    });
    expect(await pixelAt(icon, 24, 24)).toBe('#ff0000');
  });
});

describe('the monogram', () => {
  it('takes the first letter or digit of the name, upper-cased', () => {
    expect(monogramLetterOf('  šumadija')).toBe('Š');
    expect(monogramLetterOf('„ђак“')).toBe('Ђ');
    expect(monogramLetterOf('3D print')).toBe('3');
    expect(monogramLetterOf('!!!')).toBe('');
  });

  it('writes white on the brand colour, dark only on a colour too light for white', () => {
    expect(monogramInkOf('#0b7a57')).toBe('#ffffff');
    expect(monogramInkOf('#123456')).toBe('#ffffff');
    expect(monogramInkOf('#ffee00')).toBe('#1a1a1a');
  });
});
