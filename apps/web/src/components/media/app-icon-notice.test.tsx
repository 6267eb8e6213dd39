/** A chosen logo too small or not square for the app icons is pointed out, naming the size, without refusing it. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppIconNotice } from './app-icon-notice';

/** jsdom loads no pictures: an Image that "loads" at the given natural size. */
function picturesOfSize(width: number, height: number) {
  vi.stubGlobal(
    'Image',
    class {
      naturalWidth = width;
      naturalHeight = height;
      onload: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => this.onload?.());
      }
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app icon notice under the logo', () => {
  it('names the size needed when the logo is too small', async () => {
    picturesOfSize(300, 300);
    renderWithProviders(<AppIconNotice url="blob:logo" />);
    expect(await screen.findByText(/square logo of at least 512 × 512 pixels/)).toBeTruthy();
  });

  it('asks for a square logo, in Serbian on a Serbian page', async () => {
    picturesOfSize(1200, 600);
    renderWithProviders(<AppIconNotice url="blob:logo" />, { language: 'srp' });
    expect(await screen.findByText(/logo mora biti kvadratan/)).toBeTruthy();
  });

  it('says nothing for a logo that makes a good icon, or when no logo is chosen', async () => {
    picturesOfSize(1024, 1024);
    const { rerender } = renderWithProviders(<AppIconNotice url="blob:logo" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<AppIconNotice url={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
