import type { TContent } from '@izlog/contract/contents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullContent, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';

const cup = (overrides: Partial<TContent> = {}) =>
  fullContent({ id: 7, title: 'Šolja za kafu Jutro', slug: 'solja-za-kafu-jutro', ...overrides });

/** The product found by its slug, then read whole by its id. */
function productStubs(product: TContent, related: TContent[] = []): TStubTable {
  return {
    ...siteStubs(),
    'GET /api/v1/contents': (request) => {
      const slug = new URL(request.url).searchParams.get('filter[slug]');
      const items = slug === product.slug ? [listItem({ id: product.id, slug: product.slug })] : [];
      return { body: items, headers: pageHeaders(1, items.length, 1, items.length) };
    },
    [`GET /api/v1/contents/${product.id}`]: { body: product },
    [`GET /api/v1/contents/tag-related-content/${product.id}`]: {
      body: related,
      headers: pageHeaders(1, 1, 4, related.length),
    },
    // The comments load apart from the page (a lazy chunk); a test may end before or after they are asked for.
    'GET /api/v1/comments': { body: [], headers: pageHeaders(1, 0, 10, 0) },
  };
}

describe('SingleProduct', () => {
  it('shows the price in dinars, the product facts and sets the page title', async () => {
    const product = cup({
      price: 12900,
      currency_id: 1,
      category: { id: 5, name: 'Kitchen', slug: 'kitchen' },
      attributes: [{ id: 1, name: 'Material', values: [{ id: 3, value: 'ceramics' }] }],
      locations: [{ id: 2, country: 'Serbia', city: 'Novi Sad', address: 'Zmaj Jovina 1' }],
      catalogs: [{ id: 4, name: 'Spring catalog', slug: 'spring-catalog' }],
      tags: [{ id: 8, name: 'kafa', slug: 'kafa' }],
      video_gallery: [
        {
          id: 11,
          url: 'https://www.youtube.com/watch?v=abc123def45',
          provider: 'youtube',
          embed_url: 'https://www.youtube-nocookie.com/embed/abc123def45',
          position: 0,
        },
      ],
    });
    const related = fullContent({ id: 12, title: 'Džezva od bakra', slug: 'dzezva-od-bakra' });
    stubFetch(productStubs(product, [related]));
    renderApp('/products/solja-za-kafu-jutro', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Šolja za kafu Jutro', level: 1 })).toBeTruthy();
    expect(screen.getByText('RSD 12,900')).toBeTruthy();
    expect(screen.queryByText('Old price:')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Material' }).nextElementSibling?.textContent).toBe('ceramics');
    expect(screen.getByText('Zmaj Jovina 1, Novi Sad, Serbia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spring catalog' }).getAttribute('href')).toBe('/catalogs/spring-catalog');
    expect(screen.getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/products?category=kitchen');
    expect(screen.getByText('#kafa')).toBeTruthy();
    // A video is a link, and plays in place only when asked (no third-party frame before that).
    expect(screen.getByRole('link', { name: 'Watch video 1 on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=abc123def45',
    );
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play video 1' }));
    expect(screen.getByTitle('Video 1').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123def45');
    expect(await screen.findByRole('link', { name: 'Džezva od bakra' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Šolja za kafu Jutro — Demo shop'));
  });

  it('strikes the old price through beside a percent discount, in euros', async () => {
    stubFetch(productStubs(cup({ price: 12.9, currency_id: 2, discount: 10, discount_type: 1 })));
    renderApp('/products/solja-za-kafu-jutro', { language: 'en' });
    expect(await screen.findByText('€11.61')).toBeTruthy();
    const old = screen.getByText('€12.90');
    expect(old.tagName).toBe('S');
    expect(old.textContent).toBe('Old price: €12.90');
    expect(screen.getByLabelText('Discount −10%')).toBeTruthy();
  });

  it('shows an amount discount in the product currency', async () => {
    stubFetch(productStubs(cup({ price: 12900, currency_id: 1, discount: 900, discount_type: 2 })));
    renderApp('/products/solja-za-kafu-jutro', { language: 'en' });
    expect(await screen.findByText('RSD 12,000')).toBeTruthy();
    expect(screen.getByText('RSD 12,900').closest('s')).toBeTruthy();
    expect(screen.getByLabelText('Discount −RSD 900')).toBeTruthy();
  });

  it('says "Price on request" without a price, in both languages', async () => {
    stubFetch(productStubs(cup({ price: null, discount: 10, discount_type: 1 })));
    const { unmount } = renderApp('/products/solja-za-kafu-jutro', { language: 'en' });
    expect(await screen.findByText('Price on request')).toBeTruthy();
    expect(screen.queryByText(/RSD/)).toBeNull();
    unmount();
    renderApp('/products/solja-za-kafu-jutro', { language: 'srp' });
    expect(await screen.findByText('Cena na upit')).toBeTruthy();
  });

  it('walks the gallery with thumbnails and the arrow keys', async () => {
    const picture = (id: number, position: number) => ({
      id,
      url: `/media/1/content/g${id}-900x600.webp`,
      sizes: { '300x200': `/media/1/content/g${id}-300x200.webp` },
      position,
    });
    stubFetch(productStubs(cup({ gallery: [picture(21, 1), picture(20, 0)] })));
    const user = userEvent.setup();
    renderApp('/products/solja-za-kafu-jutro', { language: 'en' });

    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    const main = () => within(gallery).getByRole('img', { name: /Šolja za kafu Jutro — Picture/ });
    expect(main().getAttribute('alt')).toBe('Šolja za kafu Jutro — Picture 1 of 3');
    expect(main().getAttribute('srcset')).toBe(
      '/media/1/content/7-300x200.webp 300w, /media/1/content/7-900x600.webp 900w',
    );

    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(main().getAttribute('src')).toBe('/media/1/content/g20-900x600.webp');
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(main().getAttribute('src')).toBe('/media/1/content/g21-900x600.webp');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(main().getAttribute('alt')).toBe('Šolja za kafu Jutro — Picture 1 of 3');

    await user.click(within(gallery).getByRole('button', { name: 'Show picture 2' }));
    expect(main().getAttribute('src')).toBe('/media/1/content/g20-900x600.webp');
    expect(within(gallery).getByRole('button', { name: 'Show picture 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('answers an unknown slug with the not-found page', async () => {
    stubFetch(productStubs(cup()));
    renderApp('/products/no-such-product', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
