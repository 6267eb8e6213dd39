/**
 * The tour points at real elements in every theme (issue 16): each theme's home page carries the names the tour's
 * home steps look for — the categories, the widget positions and the newest products — around the right content.
 */
import { TEMPLATES } from '@izlog/contract/sales';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { loadSiteTheme } from '@/themes/registry';
import {
  article,
  categories,
  licence,
  loadedList,
  look,
  productCards,
  widgetsState,
} from '@/themes/test/layout-fixtures';
import { findStepElement, TOUR_STEPS } from './tour-steps';

const homeStep = (textKey: string) => TOUR_STEPS['admin-home'].find((step) => step.textKey === textKey)!;

describe.each(TEMPLATES)('the $key theme’s home page', ({ id }) => {
  it('carries the tour’s categories, widgets and products around their content', async () => {
    const { HomePage } = (await loadSiteTheme(id)).layouts;
    const { container } = renderWithProviders(
      <MemoryRouter>
        <HomePage
          licence={licence}
          look={look}
          lead={{ lead: { source: 'newest', widget: null, items: [article] }, error: null }}
          widgets={widgetsState()}
          categories={categories}
          products={loadedList(productCards)}
        />
      </MemoryRouter>,
    );
    const categoriesBlock = findStepElement(homeStep('categories'), container);
    expect(categoriesBlock && within(categoriesBlock).getByRole('link', { name: 'Kitchen' })).toBeTruthy();
    const productsBlock = findStepElement(homeStep('products'), container);
    expect(productsBlock && within(productsBlock).getByRole('heading', { name: 'Newest products' })).toBeTruthy();
    const widgetsBlock = findStepElement(homeStep('widgets'), container);
    expect(widgetsBlock?.hasAttribute('data-widget-position')).toBe(true);
  });
});
