import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderPlatform, testTemplates } from '@/test/render-platform';

const TEMPLATES = 'GET /api/v1/templates';

describe('templates', () => {
  it('lists every template with a way to preview it and to choose it', async () => {
    stubFetch({ [TEMPLATES]: { body: testTemplates } });
    renderPlatform('/templates');

    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Showcase' })).toBeTruthy();
    expect(screen.getByText('Large photos in a grid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview: Showcase' }).getAttribute('href')).toBe('/templates/2');
    expect(screen.getByRole('link', { name: 'Choose this template: Magazine' }).getAttribute('href')).toBe(
      '/buy?template=3',
    );
    // Each card shows the template's demo home as drawn today, on a desktop: a picture without scripts
    // that nothing inside can be focused in (issue 26 item 16).
    const showcase = within(list).getAllByRole('listitem')[1]!;
    const desktop = within(showcase).getByTestId('site-picture-desktop');
    expect(desktop.getAttribute('aria-hidden')).toBe('true');
    expect(desktop.hasAttribute('inert')).toBe(true);
    // The pictures begin once the page has loaded and the browser is idle.
    const frame = await waitFor(() => {
      const found = desktop.querySelector('iframe');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(new URL(frame.src).searchParams.get('picture')).toBe('');
    expect(frame.src.startsWith(testTemplates[1]!.preview_url.split('?')[0]!)).toBe(true);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.width).toBe('1280');
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    stubFetch({ [TEMPLATES]: { body: [] } });
    const first = renderPlatform('/templates');
    expect(await screen.findByText('No templates have been published yet.')).toBeTruthy();
    first.unmount();

    stubFetch({ [TEMPLATES]: { status: 500, body: { name: 'Internal Server Error', message: 'Oops', status: 500 } } });
    renderPlatform('/templates');
    expect(await screen.findByText('The templates cannot be loaded at the moment.')).toBeTruthy();
  });
});

describe('template preview', () => {
  it('shows the demo site in a desktop frame first, then mobile web and the app by the keyboard', async () => {
    stubFetch({ [TEMPLATES]: { body: testTemplates } });
    const { user } = renderPlatform('/templates/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Template: Showcase' })).toBeTruthy();
    const desktopTab = screen.getByRole('tab', { name: 'Desktop' });
    expect(desktopTab.getAttribute('aria-selected')).toBe('true');
    const desktop = screen.getByTitle('The demo site in the Showcase template: Desktop') as HTMLIFrameElement;
    expect(desktop.src).toBe('http://demo.localhost:3000/');
    expect(desktop.width).toBe('1280');

    // Arrow keys move between the tabs and show each one's frame (one frame at a time).
    await user.click(desktopTab);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile web' }).getAttribute('aria-selected')).toBe('true');
    const mobile = screen.getByTitle('The demo site in the Showcase template: Mobile web') as HTMLIFrameElement;
    expect(mobile.width).toBe('390');
    // A phone's browser shows the address; the page gets what its chrome leaves of 844 px.
    expect(within(screen.getByTestId('device-mobileWeb')).getByText('demo.localhost:3000')).toBeTruthy();
    expect(mobile.height).toBe(String(844 - 24 - 44));
    expect(screen.queryByTitle('The demo site in the Showcase template: Desktop')).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'App' }).getAttribute('aria-selected')).toBe('true');
    const app = screen.getByTitle('The demo site in the Showcase template: App') as HTMLIFrameElement;
    // The app has no browser chrome: no address, more room for the page.
    expect(within(screen.getByTestId('device-app')).queryByText('demo.localhost:3000')).toBeNull();
    expect(app.height).toBe(String(844 - 24));

    expect(screen.getByRole('link', { name: 'Choose this template' }).getAttribute('href')).toBe('/buy?template=2');
    expect(document.title).toBe('Template: Showcase — Izlog');
  });

  it('says when a template does not exist', async () => {
    stubFetch({ [TEMPLATES]: { body: testTemplates } });
    renderPlatform('/templates/99');
    expect(await screen.findByRole('heading', { name: 'No such template' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the templates' }).getAttribute('href')).toBe('/templates');
  });
});
