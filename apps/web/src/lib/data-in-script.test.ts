import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { dataInScript } from './data-in-script';

const product = {
  id: 7,
  title: 'Šolja za kafu',
  slug: 'solja-za-kafu',
  status: 'approved',
  type: 'product',
  image: '/media/1/content/7-900x600.webp',
  image_sizes: { '300x200': '/media/1/content/7-300x200.webp' },
  created_at: '2025-03-01T10:00:00.000Z',
  brand_color: '#abcdef',
  category: { id: 5, name: 'Kuhinja', slug: 'kuhinja' },
  tags: [{ id: 8, name: 'kafa', slug: 'kafa' }],
  content_text: '<p class="lead">Pišite na <a href="/kontakt">kontakt</a>.</p>',
  contact_email: 'prodaja@jutro.rs',
  criteria: 'most_viewed',
  button: { text: 'Pogledajte ponudu', to: '/proizvodi' },
  logoUrl: '/media/1/site/logo.png',
};

describe('dataInScript', () => {
  it('writes the texts in Cyrillic and leaves addresses, identifiers, enum values and dates as they were', () => {
    expect(dataInScript(product, 'cyrillic')).toEqual({
      ...product,
      title: 'Шоља за кафу',
      category: { id: 5, name: 'Кухиња', slug: 'kuhinja' },
      tags: [{ id: 8, name: 'кафа', slug: 'kafa' }],
      content_text: '<p class="lead">Пишите на <a href="/kontakt">контакт</a>.</p>',
      button: { text: 'Погледајте понуду', to: '/proizvodi' },
    });
  });

  it('leaves what a visitor typed as typed, so an input never writes the other script back', () => {
    const typed = { query: 'stolica', defaultValue: 'Moje ime', draft: 'Pišem komentar', initialValue: 'Beograd' };
    expect(dataInScript(typed, 'cyrillic')).toEqual(typed);
  });

  it('writes Cyrillic texts in Latin', () => {
    expect(dataInScript({ title: 'Шоља', slug: 'solja' }, 'latin')).toEqual({ title: 'Šolja', slug: 'solja' });
  });

  it('passes React elements and functions through untouched', () => {
    const form = createElement('form', null, 'Pošalji');
    const onRetry = () => {};
    const shown = dataInScript({ form, error: { message: 'Greška', onRetry } }, 'cyrillic');
    expect(shown.form).toBe(form);
    expect(shown.error).toEqual({ message: 'Грешка', onRetry });
    expect(shown.error.onRetry).toBe(onRetry);
  });

  it('gives the same result object for the same data, and the data itself when nothing changes', () => {
    expect(dataInScript(product, 'cyrillic')).toBe(dataInScript(product, 'cyrillic'));
    const latin = { title: 'Šolja', tags: [] };
    expect(dataInScript(latin, 'latin')).toBe(latin);
  });
});
