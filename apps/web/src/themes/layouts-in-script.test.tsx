/**
 * The site's content in the visitor's script, through the theme's layouts: Latin content in Cyrillic after choosing
 * Ћир, Cyrillic content in Latin for a Latin reader, as written in English; addresses and prices never change.
 */
import type { TContent } from '@izlog/contract/contents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullContent, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';

const cup = fullContent({
  id: 7,
  title: 'Šolja za kafu Jutro',
  slug: 'solja-za-kafu-jutro',
  price: 12900,
  currency_id: 1,
  description: 'Ručno oslikana, za džezvu i espreso.',
  content_text: '<p>Pišite na <a href="mailto:prodaja@jutro.rs">prodaja@jutro.rs</a> za veće količine.</p>',
  category: { id: 5, name: 'Kuhinja', slug: 'kuhinja' },
});
const pot = fullContent({ id: 12, title: 'Džezva od bakra', slug: 'dzezva-od-bakra' });

function productStubs(product: TContent, related: TContent[] = []): TStubTable {
  return {
    ...siteStubs({ language: 'srp', site_name: 'Radnja Jutro' }),
    // The site's own name for its products' menu entry.
    'GET /api/v1/licence-content-type-options': {
      body: [
        {
          id: 1,
          content_type_id: 3,
          name: '',
          name_srp: 'Posuđe',
          name_en: '',
          position: 1,
          is_enabled: true,
          category_count: 1,
        },
      ],
    },
    'GET /api/v1/contents': () => ({
      body: [listItem({ id: product.id, slug: product.slug })],
      headers: pageHeaders(1, 1, 1, 1),
    }),
    [`GET /api/v1/contents/${product.id}`]: { body: product },
    [`GET /api/v1/contents/tag-related-content/${product.id}`]: {
      body: related,
      headers: pageHeaders(1, 1, 4, related.length),
    },
    'GET /api/v1/comments': { body: [], headers: pageHeaders(1, 0, 10, 0) },
  };
}

describe('content in the reader’s script', () => {
  it('shows Latin content in Cyrillic after choosing Ћир, with its links and price unchanged', async () => {
    const user = userEvent.setup();
    stubFetch(productStubs(cup, [pot]));
    renderApp('/products/solja-za-kafu-jutro');
    expect(await screen.findByRole('heading', { name: 'Šolja za kafu Jutro', level: 1 })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /^Ћир/ }));

    expect(await screen.findByRole('heading', { name: 'Шоља за кафу Јутро', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ручно осликана, за џезву и еспресо.')).toBeTruthy();
    expect(screen.getByText('12.900 RSD')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Кухиња' }).getAttribute('href')).toBe('/products?category=kuhinja');
    expect((await screen.findByRole('link', { name: 'Џезва од бакра' })).getAttribute('href')).toBe(
      '/products/dzezva-od-bakra',
    );
    // Rich text: its words in Cyrillic, the address it links to and shows as written.
    const mail = screen.getByRole('link', { name: 'prodaja@jutro.rs' });
    expect(mail.getAttribute('href')).toBe('mailto:prodaja@jutro.rs');
    expect(within(mail.closest('p') as HTMLElement).getByText(/Пишите на/)).toBeTruthy();
    expect(screen.queryByText('Šolja za kafu Jutro')).toBeNull();
    // The header's site name and the site's menu names are its content too.
    expect(screen.getByRole('link', { name: 'Радња Јутро, почетна страна' }).getAttribute('href')).toBe('/');
    const menu = screen.getByRole('navigation', { name: 'Главни мени' });
    expect(within(menu).getByRole('link', { name: 'Посуђе' }).getAttribute('href')).toBe('/products');
  });

  it('shows Cyrillic content in Latin to a Latin reader, and as written in English', async () => {
    const cyrillicCup = { ...cup, title: 'Шоља за кафу Јутро', description: 'Ручно осликана.' };
    stubFetch(productStubs(cyrillicCup));
    const { unmount } = renderApp('/products/solja-za-kafu-jutro', { language: 'srp' });
    expect(await screen.findByRole('heading', { name: 'Šolja za kafu Jutro', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ručno oslikana.')).toBeTruthy();
    unmount();

    renderApp('/products/solja-za-kafu-jutro', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Шоља за кафу Јутро', level: 1 })).toBeTruthy();
  });
});
