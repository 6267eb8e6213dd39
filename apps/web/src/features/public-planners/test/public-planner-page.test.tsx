import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { plannerSummary, weddingPlanner } from './public-planner-fixtures';

const PLANNER_CALL = 'GET /api/v1/planners/public-planner-categories/5';

function openPlanner(answer: { status?: number; body: unknown }, language: 'en' | 'srp' = 'en') {
  const fetchStub = stubFetch({ ...siteStubs(), [PLANNER_CALL]: answer });
  renderApp('/planners/5', { language });
  return fetchStub;
}

/** The item cards under a category's heading, by their titles. */
function itemTitlesUnder(category: string) {
  const section = screen.getByRole('region', { name: category });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('PublicPlannerItems', () => {
  it('shows the planner, its owner and its items under their categories, items without one last', async () => {
    openPlanner({ body: weddingPlanner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Milica’s wedding' })).toBeTruthy();
    expect(screen.getByText('Everything for the big day in June.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'milica' }).getAttribute('href')).toBe('/profile/9');
    expect(screen.getByText('Public items: 4')).toBeTruthy();

    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Decoration', 'Music', 'Other']);
    expect(itemTitlesUnder('Decoration')).toEqual(['Flowers for the hall', 'Šolja za kafu Jutro']);
    expect(itemTitlesUnder('Music')).toEqual(['Band for the evening']);
    expect(itemTitlesUnder('Other')).toEqual(['Autumn table']);
    expect(document.title).toBe('Milica’s wedding — Demo shop');
  });

  it('shows a task’s date, time, place, remark and price, and a price only where the owner shows one', async () => {
    openPlanner({ body: weddingPlanner });
    const flowers = (await screen.findByRole('heading', { name: 'Flowers for the hall' })).closest('li')!;
    expect(within(flowers).getByText('Saturday, 14 June 2025 at 10:30')).toBeTruthy();
    expect(within(flowers).getByText('Novi Sad, Srbija')).toBeTruthy();
    expect(within(flowers).getByText('White peonies, twelve tables.')).toBeTruthy();
    expect(within(flowers).getByText('RSD 45,000')).toBeTruthy();
    expect(within(flowers).getByRole('img', { name: 'Flowers for the hall' }).getAttribute('srcset')).toBe(
      '/media/flowers-300.jpg 300w',
    );

    const band = screen.getByRole('heading', { name: 'Band for the evening' }).closest('li')!;
    expect(within(band).getByText('€1,200.50')).toBeTruthy();
    expect(within(band).getByText('Saturday, 14 June 2025')).toBeTruthy();

    // The product's owner did not show its price: no price, not even a "Price" label.
    const product = screen.getByRole('heading', { name: 'Šolja za kafu Jutro' }).closest('li')!;
    expect(within(product).queryByText(/Price/)).toBeNull();
    expect(within(product).queryByText(/RSD|€/)).toBeNull();
    // A linked product the owner gave no date has no "When" at all.
    expect(within(product).queryByText(/When/)).toBeNull();
  });

  it('links a linked product and catalog to their pages; a task links nowhere', async () => {
    openPlanner({ body: weddingPlanner });
    const product = (await screen.findByRole('heading', { name: 'Šolja za kafu Jutro' })).closest('li')!;
    expect(within(product).getByText('Product')).toBeTruthy();
    expect(
      within(product)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/products/solja-za-kafu-jutro', '/products/solja-za-kafu-jutro']);
    expect(within(product).getByRole('link', { name: 'See the product: Šolja za kafu Jutro' })).toBeTruthy();

    const catalog = screen.getByRole('heading', { name: 'Autumn table' }).closest('li')!;
    expect(within(catalog).getByRole('link', { name: 'See the catalog: Autumn table' }).getAttribute('href')).toBe(
      '/catalogs/autumn-table',
    );

    const task = screen.getByRole('heading', { name: 'Flowers for the hall' }).closest('li')!;
    expect(within(task).queryAllByRole('link')).toHaveLength(0);
  });

  it('says so when the planner shows no items yet', async () => {
    openPlanner({ body: { planner: plannerSummary({ items_count: 0 }), categories: [] } });
    expect(await screen.findByText('This planner has no items shown publicly yet.')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it('is the not-found page for a planner that is not public, and for an address naming no planner', async () => {
    openPlanner({ status: 404, body: { name: 'Not Found', message: 'Not found.', status: 404 } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();

    const { callsTo } = stubFetch({ ...siteStubs() });
    renderApp('/planners/not-a-number', { language: 'en' });
    expect(await screen.findAllByRole('heading', { name: 'Page not found' })).not.toHaveLength(0);
    expect(callsTo('GET', '/planners/public-planner-categories/NaN')).toHaveLength(0);
  });

  it('offers "Try again" when the planner cannot be loaded, and shows it once it can', async () => {
    let calls = 0;
    stubFetch({
      ...siteStubs(),
      [PLANNER_CALL]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Server is resting.' } } : { body: weddingPlanner };
      },
    });
    renderApp('/planners/5', { language: 'en' });
    expect(await screen.findByText('Server is resting.')).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Milica’s wedding' })).toBeTruthy();
  });

  it('speaks Serbian by default', async () => {
    openPlanner({ body: weddingPlanner }, 'srp');
    const flowers = (await screen.findByRole('heading', { name: 'Flowers for the hall' })).closest('li')!;
    expect(within(flowers).getByText(/subota, 14\. jun 2025\.? u 10:30/)).toBeTruthy();
    expect(screen.getByText('Javnih stavki: 4')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ostalo' })).toBeTruthy();
  });
});
