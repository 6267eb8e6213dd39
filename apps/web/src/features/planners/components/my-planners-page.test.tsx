/**
 * My Planners (/my/planners): a front user's planners with their totals, the empty state inviting the first one,
 * creating with the field rules and the server's 422 on its field, the public switch and deleting after a confirm.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { planner, plannersPage, totals } from '../test/planner-fixtures';

beforeAll(async () => {
  await import('./my-planners-page');
}, 60_000);

const queryOf = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams);

const garden = planner({
  id: 1,
  title: 'Garden party',
  description: 'Saturday in the garden.',
  is_public: true,
  status: 'approved',
  items_count: 3,
});
const kitchen = planner({
  id: 2,
  title: 'New kitchen',
  description: 'Cabinets and tiles.',
  items_count: 0,
  totals: totals({ rsd_minor: 0, eur_minor: 0, counted_items: 0, grand_total_rsd_minor: 0, priced_total_rsd_minor: 0 }),
});

const stubs = (extra: TStubTable = {}): TStubTable => ({
  ...siteStubs(),
  ...signInAs('USER'),
  'GET /api/v1/planners': plannersPage([garden, kitchen]),
  ...extra,
});

describe('My Planners', { timeout: 45_000 }, () => {
  it('lists the planners with their items, public badge and totals in dinars, euros and at the NBS rate', async () => {
    const { callsTo } = stubFetch(stubs());
    renderApp('/my/planners', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'My planners' }, { timeout: 10_000 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'My planners' });
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first!).getByRole('link', { name: 'Garden party' }).getAttribute('href')).toBe('/my/planners/1');
    expect(within(first!).getByText('Saturday in the garden.')).toBeTruthy();
    expect(within(first!).getByText('Public')).toBeTruthy();
    expect(within(first!).getByText('Items: 3')).toBeTruthy();
    expect(within(first!).getByText('RSD 12,500')).toBeTruthy();
    expect(within(first!).getByText('€100')).toBeTruthy();
    expect(within(first!).getByText('RSD 12,617.17')).toBeTruthy();
    expect(within(first!).getByText(/at the NBS middle rate of 21 Nov 2026/)).toBeTruthy();
    expect(within(second!).getByText('Private')).toBeTruthy();
    expect(queryOf(callsTo('GET', '/planners')[0])).toEqual({ page: '1', page_count: '10' });
    // The back office's navigation leads here for those who keep planners.
    expect(screen.getByRole('link', { name: 'My planners' }).getAttribute('href')).toBe('/my/planners');
  });

  it('invites a user without planners to create the first one, and opens the new planner after creating it', async () => {
    const created = planner({ id: 5, title: 'Wedding', description: 'June 2027.', items_count: 0 });
    const { callsTo } = stubFetch(
      stubs({
        'GET /api/v1/planners': plannersPage([]),
        'POST /api/v1/planners/create-planner': { body: created },
        'GET /api/v1/planners/planner-categories/5': { body: { planner: created, categories: [] } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/my/planners', { language: 'en' });

    expect(await screen.findByText('You have no planners yet.', {}, { timeout: 10_000 })).toBeTruthy();
    // Nothing to filter yet.
    expect(screen.queryByRole('search')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create your first planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New planner' });

    // SPEC §5: a planner needs its name (and description), said at the field before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create the planner' }));
    expect(within(dialog).getAllByText('Enter at least 2 characters.')).toHaveLength(2);
    expect(callsTo('POST', '/planners/create-planner')).toHaveLength(0);

    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Wedding');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'June 2027.');
    await user.click(within(dialog).getByRole('button', { name: 'Create the planner' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding' })).toBeTruthy();
    expect(await callsTo('POST', '/planners/create-planner')[0]?.json()).toEqual({
      title: 'Wedding',
      description: 'June 2027.',
    });
    expect(await screen.findByText('The planner “Wedding” is created.')).toBeTruthy();
  });

  it('shows the server’s refusal beside its field (422 naming the title)', async () => {
    stubFetch(
      stubs({
        'POST /api/v1/planners/create-planner': {
          status: 422,
          body: [{ field: 'title', message: 'You can keep at most 50 planners.' }],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/my/planners', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'New planner' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New planner' });
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'One more');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'Too many.');
    await user.click(within(dialog).getByRole('button', { name: 'Create the planner' }));

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('You can keep at most 50 planners.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New planner' })).toBeTruthy();
  });

  it('deletes a planner only after the confirm, which names it and its items', async () => {
    let deleted = false;
    const { callsTo } = stubFetch(
      stubs({
        'GET /api/v1/planners': () => plannersPage(deleted ? [kitchen] : [garden, kitchen]),
        // The server answers 204; the stub's Response cannot carry a 204, and the page reads no body either way.
        'POST /api/v1/planners/delete-planner/1': () => {
          deleted = true;
          return { body: null };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/my/planners', { language: 'en' });

    await user.click(
      await screen.findByRole('button', { name: 'Delete the planner: Garden party' }, { timeout: 10_000 }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete the planner “Garden party”?' });
    expect(within(dialog).getByText('All of its items (3) go with it. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', '/planners/delete-planner/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the planner: Garden party' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the planner “Garden party”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the planner' }));

    expect(await screen.findByText('The planner “Garden party” is deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Garden party' })).toBeNull());
    expect(screen.getByRole('link', { name: 'New kitchen' })).toBeTruthy();
  });

  it('makes a planner public with the value the switch shows, says it waits for a moderator, and filters', async () => {
    let shownKitchen = kitchen;
    const { callsTo } = stubFetch(
      stubs({
        'GET /api/v1/planners': (request) =>
          queryOf(request)['filter[is_public]'] === '0'
            ? plannersPage([shownKitchen])
            : plannersPage([garden, shownKitchen]),
        'POST /api/v1/planners/toggle-public-planner/2': () => {
          shownKitchen = { ...kitchen, is_public: true, status: 'pending' };
          return { body: shownKitchen };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/my/planners', { language: 'en' });

    const toggle = await screen.findByRole('switch', { name: 'Public planner: New kitchen' }, { timeout: 10_000 });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    // From the click on, before the server answers, it shows where it is going and takes no second click.
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(
      await screen.findByText(
        'The planner is public. Visitors will see it once a moderator approves its title and description.',
      ),
    ).toBeTruthy();
    expect(await callsTo('POST', '/planners/toggle-public-planner/2')[0]?.json()).toEqual({ value: true });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Public planner: New kitchen' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    // Its card says where its words stand; the private one says nothing of moderation.
    const kitchenCard = screen.getByRole('link', { name: 'New kitchen' }).closest('li')!;
    expect(within(kitchenCard).getByText('Waiting for a moderator')).toBeTruthy();
    const gardenCard = screen.getByRole('link', { name: 'Garden party' }).closest('li')!;
    expect(within(gardenCard).queryByText('Waiting for a moderator')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await waitFor(() =>
      expect(queryOf(callsTo('GET', '/planners').at(-1))).toEqual({
        'filter[is_public]': '0',
        page: '1',
        page_count: '10',
      }),
    );
  });
});
