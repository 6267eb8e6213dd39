/**
 * The moderation modal's planners section (issue 15, decision 0041): planners whose title and description wait and
 * items shown publicly that wait, each decided with the version the moderator was shown; an owner's change since (409)
 * is a notice and the lists load again with the new version.
 */
import type { TModerationPlanner, TModerationPlannerItem } from '@izlog/contract/planners';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { tabName } from '../test/tab-name';

beforeAll(async () => {
  // The modal is a lazy chunk: load it before the first test's clock starts.
  await import('./moderation-modal');
}, 60_000);

function waitingItem(overrides: Partial<TModerationPlannerItem> & Pick<TModerationPlannerItem, 'id' | 'title'>) {
  return {
    remark: null,
    image: null,
    scheduled_date: null,
    scheduled_time: null,
    city: null,
    country: null,
    category: null,
    status: 'pending',
    updated_at: '2025-05-02T10:00:00.000Z',
    planner: { id: 5, title: 'Wedding in June' },
    user: { id: 9, username: 'milica' },
    ...overrides,
  } satisfies TModerationPlannerItem;
}

const flowers = waitingItem({
  id: 101,
  title: 'Flowers for the hall',
  remark: 'White peonies, twelve tables.',
  image: { url: '/media/flowers.jpg', sizes: { '300x200': '/media/flowers-300.jpg' } },
  scheduled_date: '2025-06-14',
  scheduled_time: '10:30',
  city: 'Novi Sad',
  country: 'Srbija',
  category: { id: 11, name: 'Decoration' },
});
const band = waitingItem({ id: 102, title: 'Band for the evening', planner: { id: 6, title: 'Birthday' } });

const wedding: TModerationPlanner = {
  id: 5,
  title: 'Wedding in June',
  description: 'Everything for the big day.\nHall, flowers and music.',
  status: 'pending',
  user: { id: 9, username: 'milica' },
  items_count: 4,
  updated_at: '2025-05-01T08:00:00.000Z',
};

const ITEMS = 'GET /api/v1/moderations/planner-items-on-moderation';
const PLANNERS = 'GET /api/v1/moderations/planners-on-moderation';
const pageOf = <T,>(entries: T[]) => ({ body: entries, headers: pageHeaders(1, 1, 10, entries.length) });
const conflict = (message: string) => ({ status: 409, body: { name: 'Conflict', message, status: 409 } });

type TWaiting = { planners: TModerationPlanner[]; items: TModerationPlannerItem[] };

/** A moderator's site; the two queues answer what `waiting()` holds at the time of each call. */
function plannerModerationStubs(waiting: () => TWaiting, extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs(),
    ...signInAs('MODERATOR'),
    'GET /api/v1/moderations/moderation-numbers': () => ({
      body: {
        products: 0,
        catalogs: 0,
        blogs: 0,
        comments: 0,
        planner_items: waiting().items.length,
        planners: waiting().planners.length,
      },
    }),
    // The products section opens first, and every decision reads its first page again (SPEC §4).
    'GET /api/v1/contents': { body: [], headers: pageHeaders(1, 0, 10, 0) },
    'GET /api/v1/categories': { body: [] },
    [ITEMS]: () => pageOf(waiting().items),
    [PLANNERS]: () => pageOf(waiting().planners),
    ...extra,
  };
}

async function openPlanners() {
  const user = userEvent.setup();
  renderApp('/', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Moderation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Moderation' }, { timeout: 10_000 });
  await user.click(await within(dialog).findByRole('tab', { name: /^Planners/ }));
  return { user, dialog };
}

const entryOf = (list: HTMLElement, title: string) => within(list).getByText(title).closest('li')!;
const plannersList = (dialog: HTMLElement) => within(dialog).findByRole('list', { name: 'Planners on moderation' });
const itemsList = (dialog: HTMLElement) => within(dialog).findByRole('list', { name: 'Planner items on moderation' });

describe('moderation modal: planners', { timeout: 45_000 }, () => {
  it('counts waiting planners and items on one tab, and shows what the public would see of each', async () => {
    stubFetch(plannerModerationStubs(() => ({ planners: [wedding], items: [flowers, band] })));
    const { dialog } = await openPlanners();
    expect(within(dialog).getByRole('tab', { name: tabName('Planners', 3) })).toBeTruthy();
    // Products stay the default section.
    expect(within(dialog).getAllByRole('tab')[0]!.textContent).toContain('Products');

    const planners = await plannersList(dialog);
    const planner = entryOf(planners, 'Wedding in June');
    expect(within(planner).getByText(/Owner: milica · Items in the planner: 4/)).toBeTruthy();
    expect(within(planner).getByText(/Everything for the big day\.\s+Hall, flowers and music\./)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Planners’ titles and descriptions' })).toBeTruthy();

    const items = await itemsList(dialog);
    const card = entryOf(items, 'Flowers for the hall');
    expect(within(card).getByText(/Planner: Wedding in June · Owner: milica/)).toBeTruthy();
    expect(within(card).getByText('White peonies, twelve tables.')).toBeTruthy();
    expect(within(card).getByText('14 Jun 2025, 10:30 · Novi Sad, Srbija')).toBeTruthy();
    expect(within(card).getByText('Decoration')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/flowers-300.jpg');
    expect(within(entryOf(items, 'Band for the evening')).getByText(/Planner: Birthday/)).toBeTruthy();
  });

  it('approves a planner with the version shown, takes it off the list and its count, with a notice', async () => {
    let waiting: TWaiting = { planners: [wedding], items: [band] };
    const { callsTo } = stubFetch(
      plannerModerationStubs(() => waiting, {
        'POST /api/v1/moderations/approve-planner/5': () => {
          waiting = { ...waiting, planners: [] };
          return { body: { ...wedding, status: 'approved' } };
        },
      }),
    );
    const { user, dialog } = await openPlanners();
    const planners = await plannersList(dialog);
    await user.click(within(planners).getByRole('button', { name: 'Approve the planner: Wedding in June' }));

    expect(await screen.findByText('The planner “Wedding in June” was approved.')).toBeTruthy();
    const [decision] = callsTo('POST', '/moderations/approve-planner/5');
    expect(await decision?.json()).toEqual({ updated_at: '2025-05-01T08:00:00.000Z' });
    expect(await within(dialog).findByText('No planner waits for moderation.')).toBeTruthy();
    expect(within(dialog).getByText('Band for the evening')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: tabName('Planners', 1) })).toBeTruthy());
  });

  it('approves an item with the version shown', async () => {
    let waiting: TWaiting = { planners: [], items: [flowers, band] };
    const { callsTo } = stubFetch(
      plannerModerationStubs(() => waiting, {
        'POST /api/v1/moderations/approve-planner-item/101': () => {
          waiting = { ...waiting, items: [band] };
          return { body: { ...flowers, status: 'approved' } };
        },
      }),
    );
    const { user, dialog } = await openPlanners();
    const items = await itemsList(dialog);
    await user.click(within(items).getByRole('button', { name: 'Approve: Flowers for the hall' }));

    expect(await screen.findByText('The item “Flowers for the hall” was approved.')).toBeTruthy();
    expect(await callsTo('POST', '/moderations/approve-planner-item/101')[0]?.json()).toEqual({
      updated_at: '2025-05-02T10:00:00.000Z',
    });
    await waitFor(() => expect(within(dialog).queryByText('Flowers for the hall')).toBeNull());
    expect(within(dialog).getByText('Band for the evening')).toBeTruthy();
  });

  it('an item its owner changed since it was shown is a notice, and the list shows the new version', async () => {
    const rewritten = { ...flowers, remark: 'Red roses instead.', updated_at: '2025-05-02T11:00:00.000Z' };
    let waiting: TWaiting = { planners: [], items: [flowers] };
    stubFetch(
      plannerModerationStubs(() => waiting, {
        'POST /api/v1/moderations/approve-planner-item/101': () => {
          waiting = { ...waiting, items: [rewritten] };
          return conflict('The owner has changed this item meanwhile. Read the new version before deciding.');
        },
      }),
    );
    const { user, dialog } = await openPlanners();
    const items = await itemsList(dialog);
    await user.click(within(items).getByRole('button', { name: 'Approve: Flowers for the hall' }));

    expect(
      await screen.findByText('The owner has changed this item meanwhile. Read the new version before deciding.'),
    ).toBeTruthy();
    expect(screen.queryByText(/was approved/)).toBeNull();
    expect(await within(dialog).findByText('Red roses instead.')).toBeTruthy();
    expect(within(dialog).queryByText('White peonies, twelve tables.')).toBeNull();
  });

  it('disapproves a planner only after a confirmation; an owner’s change since is a notice and a reload', async () => {
    const retitled = { ...wedding, title: 'Wedding in July', updated_at: '2025-05-03T09:00:00.000Z' };
    let waiting: TWaiting = { planners: [wedding], items: [] };
    const { callsTo } = stubFetch(
      plannerModerationStubs(() => waiting, {
        'POST /api/v1/moderations/disapprove-planner/5': () => {
          waiting = { ...waiting, planners: [retitled] };
          return conflict('The owner has changed this planner meanwhile. Read the new version before deciding.');
        },
      }),
    );
    const { user, dialog } = await openPlanners();
    const planners = await plannersList(dialog);

    await user.click(within(planners).getByRole('button', { name: 'Disapprove the planner: Wedding in June' }));
    let confirm = await screen.findByRole('dialog', { name: 'Disapprove “Wedding in June”?' });
    expect(within(confirm).getByText(/Visitors will not see the planner/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/moderations/disapprove-planner/5')).toHaveLength(0);

    await user.click(within(planners).getByRole('button', { name: 'Disapprove the planner: Wedding in June' }));
    confirm = await screen.findByRole('dialog', { name: 'Disapprove “Wedding in June”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disapprove' }));
    expect(
      await screen.findByText('The owner has changed this planner meanwhile. Read the new version before deciding.'),
    ).toBeTruthy();
    expect(await callsTo('POST', '/moderations/disapprove-planner/5')[0]?.json()).toEqual({
      updated_at: '2025-05-01T08:00:00.000Z',
    });
    expect(await within(dialog).findByText('Wedding in July')).toBeTruthy();
    expect(screen.queryByText(/was disapproved/)).toBeNull();
  });

  it('disapproves an item after a confirmation', async () => {
    let waiting: TWaiting = { planners: [], items: [flowers] };
    const { callsTo } = stubFetch(
      plannerModerationStubs(() => waiting, {
        'POST /api/v1/moderations/disapprove-planner-item/101': () => {
          waiting = { ...waiting, items: [] };
          return { body: { ...flowers, status: 'disapproved' } };
        },
      }),
    );
    const { user, dialog } = await openPlanners();
    const items = await itemsList(dialog);
    await user.click(within(items).getByRole('button', { name: 'Disapprove: Flowers for the hall' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disapprove “Flowers for the hall”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disapprove' }));
    expect(await screen.findByText('The item “Flowers for the hall” was disapproved.')).toBeTruthy();
    expect(callsTo('POST', '/moderations/disapprove-planner-item/101')).toHaveLength(1);
    expect(await within(dialog).findByText('No planner item waits for moderation.')).toBeTruthy();
  });

  it('says so in Serbian when nothing waits', async () => {
    stubFetch(plannerModerationStubs(() => ({ planners: [], items: [] })));
    const user = userEvent.setup();
    renderApp('/', { language: 'srp' });
    await user.click(await screen.findByRole('button', { name: 'Moderacija' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderacija' }, { timeout: 10_000 });
    await user.click(await within(dialog).findByRole('tab', { name: tabName('Planeri', 0, 'na čekanju') }));
    expect(await within(dialog).findByText('Nijedan planer ne čeka moderaciju.')).toBeTruthy();
    expect(await within(dialog).findByText('Nijedna stavka planera ne čeka moderaciju.')).toBeTruthy();
  });
});
