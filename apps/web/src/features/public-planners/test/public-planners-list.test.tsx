import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { plannerSummary } from './public-planner-fixtures';

describe('public planners list', () => {
  it('shows each planner as a card with its title, owner, items count and description, and pages', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/public-planners': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return page === 2
          ? {
              body: [plannerSummary({ id: 8, title: 'New kitchen', user: { id: 3, username: 'jovan' } })],
              headers: pageHeaders(2, 2, 12, 13),
            }
          : {
              body: [plannerSummary(), plannerSummary({ id: 6, title: 'Garden party', items_count: 1 })],
              headers: pageHeaders(1, 2, 12, 13),
            };
      },
    });
    const user = userEvent.setup();
    renderApp('/planners', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Planners' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Public planners' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const wedding = cards[0]!;
    expect(within(wedding).getByRole('link', { name: 'Milica’s wedding' }).getAttribute('href')).toBe('/planners/5');
    expect(within(wedding).getByRole('link', { name: 'A planner by milica' }).getAttribute('href')).toBe('/profile/9');
    expect(within(wedding).getByText('Items: 3')).toBeTruthy();
    expect(within(wedding).getByText('Everything for the big day in June.')).toBeTruthy();
    expect(within(cards[1]!).getByText('Items: 1')).toBeTruthy();
    expect(document.title).toBe('Planners — Demo shop');

    const query = new URL(callsTo('GET', '/public-planners').at(-1)!.url).searchParams;
    expect([query.get('page'), query.get('page_count')]).toEqual(['1', '12']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'New kitchen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Milica’s wedding' })).toBeNull();
  });

  it('says so when nobody has shared a planner', async () => {
    stubFetch({ ...siteStubs(), 'GET /api/v1/public-planners': { body: [], headers: pageHeaders(1, 0, 12, 0) } });
    renderApp('/planners', { language: 'srp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Planeri' })).toBeTruthy();
    expect(await screen.findByText('Još niko nije podelio svoj planer.')).toBeTruthy();
  });

  it('offers "Try again" when the list cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/public-planners': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { message: 'Come back in a minute.' } }
          : { body: [plannerSummary()], headers: pageHeaders(1, 1, 12, 1) };
      },
    });
    const user = userEvent.setup();
    renderApp('/planners', { language: 'en' });
    expect(await screen.findByText('Come back in a minute.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Milica’s wedding' })).toBeTruthy();
  });
});
