import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_LICENCES } from '../demo-data';
import { drawLogo, drawPortrait, renderHero, renderLogo, renderPortrait } from './site-pictures';

describe('the pictures of the demo sites and their people', () => {
  it('makes each site a square PNG logo (SPEC §5) with see-through corners, and a hero as large as its largest variant', async () => {
    for (const demo of DEMO_LICENCES) {
      const logo = await sharp(await renderLogo(demo.logo)).metadata();
      expect({ format: logo.format, width: logo.width, height: logo.height, alpha: logo.hasAlpha }).toEqual({
        format: 'png',
        width: 400,
        height: 400,
        alpha: true,
      });
      const hero = await sharp(await renderHero(demo.siteImage)).metadata();
      expect({ format: hero.format, width: hero.width, height: hero.height }).toEqual({
        format: 'jpeg',
        width: 1800,
        height: 1200,
      });
    }
    expect(drawLogo(DEMO_LICENCES[0]!.logo)).not.toBe(drawLogo(DEMO_LICENCES[1]!.logo));
  });

  it('draws every avatar square, and no two people or companies of a site alike', async () => {
    for (const demo of DEMO_LICENCES) {
      const drawn = new Set<string>();
      for (const account of demo.accounts) {
        if (!account.avatar) continue;
        const svg = 'logo' in account.avatar ? drawLogo(account.avatar.logo) : drawPortrait(account.avatar.portrait);
        expect(drawn.has(svg), account.email).toBe(false);
        drawn.add(svg);
      }
      expect(drawn.size).toBeGreaterThan(5);
    }
    const portrait = DEMO_LICENCES[0]!.accounts.find((account) => account.avatar && 'portrait' in account.avatar)!;
    const meta = await sharp(
      await renderPortrait((portrait.avatar as { portrait: Parameters<typeof renderPortrait>[0] }).portrait),
    ).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 400,
      height: 400,
    });
  });
});
