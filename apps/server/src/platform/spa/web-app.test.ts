import { describe, expect, it } from 'vitest';
import type { TLicence } from '../tenancy/licence-resolver';
import { renderIndexHtml } from './web-app';

const TEMPLATE =
  '<!doctype html><html lang="sr-Latn"><head><title>Izlog</title><meta name="description" content="Izlog" /></head><body></body></html>';

const licenceNamed = (siteName: string, description: string) =>
  ({ siteName, titleOfApp: 'Leased title', description, languageId: 1 }) as TLicence;

describe('the HTML a site is served with', () => {
  it('writes the site name and description as text, even with $ patterns String.replace would expand', () => {
    const html = renderIndexHtml(TEMPLATE, licenceNamed("Shop $` & $' $&", "Opis $' i $&"));
    expect(html).toContain('<title>Shop $` &amp; $&#39; $&amp;</title>');
    expect(html).toContain('<meta name="description" content="Opis $&#39; i $&amp;" />');
    // The template's own markup appears once: nothing was copied into the title or the description.
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The app's name for an iOS home screen is the site's name, as text, too.
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Shop $` &amp; $&#39; $&amp;" />');
  });

  it('names a single page before the site, in the site language', () => {
    const html = renderIndexHtml(TEMPLATE, { ...licenceNamed('Izlog Demo', 'd'), languageId: 2 } as TLicence, {
      title: 'Šolja',
      description: null,
    });
    expect(html).toContain('<title>Šolja — Izlog Demo</title>');
    expect(html).toContain('<html lang="en">');
  });
});
