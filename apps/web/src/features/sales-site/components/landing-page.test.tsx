import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderPlatform, testLicencePrices, testTemplates } from '@/test/render-platform';

describe('the platform home', () => {
  it('shows the product first: the demo site in two templates, a desktop’s and a phone’s, then what it does and costs', async () => {
    stubFetch({
      'GET /api/v1/templates': { body: testTemplates },
      'GET /api/v1/licences/get-licence-prices': { body: testLicencePrices() },
    });
    renderPlatform('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'A site and an app for your shop window' }),
    ).toBeTruthy();
    // The pictures begin once the page has loaded and the browser is idle.
    const frameIn = (testId: string) =>
      waitFor(() => {
        const frame = screen.getByTestId(testId).querySelector('iframe');
        if (!frame) throw new Error(`${testId} has no frame yet`);
        return frame;
      });
    const desktop = await frameIn('site-picture-desktop');
    const phone = await frameIn('site-picture-phone');
    expect(desktop.title).toBe('The demo site’s home in the Classic template, on a desktop');
    expect(phone.title).toBe('The demo site’s home in the Showcase template, on a phone');
    // Pictures drawn without scripts, loaded at once (they are the first thing a visitor sees).
    for (const frame of [desktop, phone]) {
      expect(new URL(frame.src).searchParams.has('picture')).toBe(true);
      expect(frame.getAttribute('loading')).toBe('eager');
    }
    // Each feature its own drawing, not one mark four times.
    const features = screen.getByRole('region', { name: 'What Izlog is' });
    const drawings = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.parentElement?.querySelector('svg')?.innerHTML);
    expect(drawings).toHaveLength(4);
    expect(new Set(drawings).size).toBe(4);
    expect(await screen.findByText('RSD 12,000 a year')).toBeTruthy();
  });
});
