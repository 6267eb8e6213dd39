import { describe, expect, it } from 'vitest';
import { isPlatformArea } from './platform-area';

describe('which site the page is', () => {
  it('is the platform site only when the server marked the HTML so', () => {
    const root = document.createElement('html');
    expect(isPlatformArea(root)).toBe(false);
    root.dataset.area = 'platform';
    expect(isPlatformArea(root)).toBe(true);
  });
});
