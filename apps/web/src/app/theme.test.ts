import { contrastRatio } from '@izlog/contract/colour-contrast';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { DARK_SURFACES, IZLOG_GREEN } from '@/lib/brand-colour';
import { cssVariablesResolver } from './theme';

/** `var(--mantine-color-red-4)` → red 4 of the app's palette (Izlog's green is its teal). */
function colourOf(variable: string): string {
  const [, name, shade] = /--mantine-color-([a-z]+)-(\d)/.exec(variable) ?? [];
  const palette = name === 'teal' ? IZLOG_GREEN : DEFAULT_THEME.colors[name as keyof typeof DEFAULT_THEME.colors];
  return palette![Number(shade)]!.toLowerCase();
}

describe('the app’s own text colours', () => {
  const resolved = cssVariablesResolver(DEFAULT_THEME) as unknown as Record<'light' | 'dark', Record<string, string>>;

  it('read at AA (4.5:1) in the dark scheme on the body, inputs and hovered items: dimmed, error and success', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-success']) {
      const colour = colourOf(resolved.dark[variable]!);
      for (const surface of DARK_SURFACES) {
        expect(contrastRatio(colour, surface), `${variable} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('read at AA on white in the light scheme: dimmed and error', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-error']) {
      expect(contrastRatio(colourOf(resolved.light[variable]!), '#ffffff'), variable).toBeGreaterThanOrEqual(4.5);
    }
  });
});
