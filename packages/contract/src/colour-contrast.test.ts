import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './colour-contrast';

describe('colour contrast (WCAG 2.2)', () => {
  it('reads #rrggbb in either case and refuses anything else', () => {
    expect(parseHex('#0B7a57')).toEqual([11, 122, 87]);
    expect(parseHex('#fff')).toBeNull();
    expect(parseHex('0b7a57')).toBeNull();
    expect(parseHex('#0b7a57ff')).toBeNull();
    expect(() => relativeLuminance('red')).toThrow();
  });

  it('gives black 0 and white 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('matches known ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // Izlog's green under white text: 5.3:1.
    expect(contrastRatio('#ffffff', '#0b7a57')).toBeCloseTo(5.3, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('does not depend on the order', () => {
    expect(contrastRatio('#000000', '#777777')).toBe(contrastRatio('#777777', '#000000'));
  });
});
