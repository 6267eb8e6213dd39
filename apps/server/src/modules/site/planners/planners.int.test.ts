/**
 * The owner's planners: the list with its filters and pages, a planner's page with its items by category and date,
 * create / update / delete / toggle-public with their 422s, the per-user limit, who may call (front users only;
 * another's planner, public or not, is a 404) and the status of its own words (the visitors' cached answers and every
 * owner write: planner-public-cache.int.test.ts).
 */
import { PLANNERS_PER_USER_MAX } from '@izlog/contract/planners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory } from '../../../../test/support/catalog-test-data';
import { tenantOf } from '../../../../test/support/content-test-support';
import {
  createPlannerOf,
  createTask,
  fieldsOf,
  getPlanner,
  itemRowsOf,
  plannerRow,
  plannerWorld,
  postPlanner,
  setTodaysEuroRate,
  type TPlannerWorld,
} from '../../../../test/support/planners';
import { planners } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setTodaysEuroRate(app);
});
afterAll(() => app.close());

describe('POST /planners/create-planner', () => {
  it('makes a private planner of the signed-in user with empty totals and today’s rate', async () => {
    const world = await plannerWorld(app);
    const response = await postPlanner(app, world, 'planners/create-planner', {
      payload: { title: '  Venčanje  ', description: 'Sve za veliki dan' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Venčanje',
      description: 'Sve za veliki dan',
      is_public: false,
      user: { id: world.owner.user.id, username: world.owner.user.username },
      items_count: 0,
      calendar_link_active: false,
      totals: {
        rsd_minor: 0,
        eur_minor: 0,
        counted_items: 0,
        grand_total_rsd_minor: 0,
        priced_total_rsd_minor: 0,
        rate: { middle: '117.1734', parity: 1 },
      },
    });
  });

  it('needs a title and a description: 422 naming both, in Serbian by default, and nothing is made', async () => {
    const world = await plannerWorld(app);
    const response = await postPlanner(app, world, 'planners/create-planner', {
      payload: { title: ' ', description: '' },
      language: 'srp',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response).sort()).toEqual(['description', 'title']);
    expect(response.json()[0].message).toMatch(/\p{L}/u);
    const list = await getPlanner(app, world, 'planners');
    expect(list.json()).toEqual([]);
  });

  it(`keeps at most ${PLANNERS_PER_USER_MAX} planners per user, even asked at once (422 on title)`, async () => {
    const world = await plannerWorld(app);
    const asks = Array.from({ length: PLANNERS_PER_USER_MAX + 3 }, (_, index) =>
      postPlanner(app, world, 'planners/create-planner', {
        payload: { title: `Planer ${index}`, description: 'Opis' },
      }),
    );
    const answers = await Promise.all(asks);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(PLANNERS_PER_USER_MAX);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual([
      { field: 'title', message: expect.stringContaining(`${PLANNERS_PER_USER_MAX}`) },
    ]);
    // Another user is not held back by the first one's planners.
    await createPlannerOf(app, world, {}, world.stranger.token);
  });
});

describe('GET /planners', () => {
  it('lists only the signed-in user’s planners, newest change first, filtered by title and public flag', async () => {
    const world = await plannerWorld(app);
    const garden = await createPlannerOf(app, world, { title: 'Bašta na proleće' });
    const wedding = await createPlannerOf(app, world, { title: 'Venčanje' });
    await createPlannerOf(app, world, { title: 'Tuđi planer' }, world.stranger.token);
    await postPlanner(app, world, `planners/toggle-public-planner/${garden.id}`);

    const all = await getPlanner(app, world, 'planners');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((planner: { id: number }) => planner.id)).toEqual([garden.id, wedding.id]);
    expect(all.headers['x-pagination-total-count']).toBe('2');

    const byTitle = await getPlanner(app, world, `planners?filter[title]=${encodeURIComponent('bašta')}`);
    expect(byTitle.json().map((planner: { id: number }) => planner.id)).toEqual([garden.id]);
    const wildcard = await getPlanner(app, world, `planners?filter[title]=${encodeURIComponent('%')}`);
    expect(wildcard.json()).toEqual([]);
    const privateOnes = await getPlanner(app, world, 'planners?filter[is_public]=0');
    expect(privateOnes.json().map((planner: { id: number }) => planner.id)).toEqual([wedding.id]);
  });

  it('pages the list with the pagination headers', async () => {
    const world = await plannerWorld(app);
    for (let index = 0; index < 3; index++) await createPlannerOf(app, world, { title: `Planer ${index}` });
    const second = await getPlanner(app, world, 'planners?page=2&page_count=2');
    expect(second.json().map((planner: { title: string }) => planner.title)).toEqual(['Planer 0']);
    expect(second.headers['x-pagination-page-count']).toBe('2');
    expect(second.headers['x-pagination-current-page']).toBe('2');
  });
});

describe('GET /planners/planner-categories/{id}', () => {
  it('groups the items by category, each by date and time with undated ones last, items without category last', async () => {
    const world = await plannerWorld(app);
    const lighting = await createCategory(app, world.licence, { name: 'Rasveta', position: 2 });
    await createCategory(app, world.licence, { name: 'Prazna', position: 0 });
    const planner = await createPlannerOf(app, world);
    const late = await createTask(app, world, planner.id, { title: 'Kasno', scheduled_date: '2026-06-21' });
    const early = await createTask(app, world, planner.id, { title: 'Rano', scheduled_time: '09:30' });
    const noon = await createTask(app, world, planner.id, { title: 'Podne', scheduled_time: '12:00' });
    const lamp = await createTask(app, world, planner.id, { title: 'Lampe', category_id: lighting.id });
    const product = await world.product({ title: 'Svećnjak', categoryId: null });
    const linked = await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${product.id}`);
    const undated = await world.product({ title: 'Vaza' });
    const vase = await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${undated.id}`);

    const response = await getPlanner(app, world, `planners/planner-categories/${planner.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.planner).toMatchObject({ id: planner.id, items_count: 6 });
    expect(
      body.categories.map((group: { category: { name: string } | null; items: { id: number }[] }) => [
        group.category?.name ?? null,
        group.items.map((item) => item.id),
      ]),
    ).toEqual([
      ['Dekoracija', [early.item.id, noon.item.id, late.item.id, vase.json().item.id]],
      ['Rasveta', [lamp.item.id]],
      [null, [linked.json().item.id]],
    ]);
  });

  it('answers 404 for another user’s planner, public or not, and for another licence’s', async () => {
    const world = await plannerWorld(app);
    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    await postPlanner(app, world, `planners/toggle-public-planner/${theirs.id}`, { token: world.stranger.token });
    expect((await getPlanner(app, world, `planners/planner-categories/${theirs.id}`)).statusCode).toBe(404);
    const elsewhere = await createLicence(app);
    const foreigner = await createSignedInUser(app, elsewhere, { role: 'USER' });
    const response = await call(app, {
      method: 'GET',
      url: `/api/v1/planners/planner-categories/${theirs.id}`,
      licence: elsewhere.id,
      token: foreigner.token,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('update-planner, toggle-public-planner, delete-planner', () => {
  it('changes the title and description; 422 names an empty title and changes nothing', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const changed = await postPlanner(app, world, `planners/update-planner/${planner.id}`, {
      payload: { title: 'Svadba', description: 'Novi opis' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: planner.id, title: 'Svadba', description: 'Novi opis' });
    const refused = await postPlanner(app, world, `planners/update-planner/${planner.id}`, {
      payload: { title: '', description: 'Treći opis' },
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(['title']);
    expect(await plannerRow(app, world, planner.id)).toMatchObject({ title: 'Svadba', description: 'Novi opis' });
  });

  it('flips the public flag without a value and sets it with one (a double click changes nothing)', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const toggle = (payload?: object) =>
      postPlanner(app, world, `planners/toggle-public-planner/${planner.id}`, payload ? { payload } : {});
    expect((await toggle()).json().is_public).toBe(true);
    expect((await toggle({ value: true })).json().is_public).toBe(true);
    expect((await toggle({ value: '0' })).json().is_public).toBe(false);
    expect((await toggle()).json().is_public).toBe(true);
    const refused = await toggle({ value: 'maybe' });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(['value']);
  });

  it('deletes a planner with its items (204); a second delete and another user’s delete are 404', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    await createTask(app, world, planner.id);
    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    expect((await postPlanner(app, world, `planners/delete-planner/${theirs.id}`)).statusCode).toBe(404);
    expect(await plannerRow(app, world, theirs.id)).toBeDefined();

    const deleted = await postPlanner(app, world, `planners/delete-planner/${planner.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await plannerRow(app, world, planner.id)).toBeUndefined();
    expect(await itemRowsOf(app, world, planner.id)).toEqual([]);
    expect((await postPlanner(app, world, `planners/delete-planner/${planner.id}`)).statusCode).toBe(404);
  });

  it('is a 404 on every write to another user’s planner, and changes nothing', async () => {
    const world = await plannerWorld(app);
    const theirs = await createPlannerOf(app, world, { title: 'Njihov' }, world.stranger.token);
    const update = await postPlanner(app, world, `planners/update-planner/${theirs.id}`, {
      payload: { title: 'Moj', description: 'Opis' },
    });
    expect(update.statusCode).toBe(404);
    expect((await postPlanner(app, world, `planners/toggle-public-planner/${theirs.id}`)).statusCode).toBe(404);
    expect(await plannerRow(app, world, theirs.id)).toMatchObject({ title: 'Njihov', isPublic: false });
  });
});

describe('who may keep planners', () => {
  it('gives visitors 401 and staff and clients 403 on every owner call', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const calls: [string, 'GET' | 'POST'][] = [
      ['planners', 'GET'],
      [`planners/planner-categories/${planner.id}`, 'GET'],
      ['planners/create-planner', 'POST'],
      [`planners/update-planner/${planner.id}`, 'POST'],
      [`planners/delete-planner/${planner.id}`, 'POST'],
      [`planners/toggle-public-planner/${planner.id}`, 'POST'],
    ];
    for (const [path, method] of calls) {
      const as = (token: string | null) =>
        method === 'GET'
          ? getPlanner(app, world, path, { token })
          : postPlanner(app, world, path, { token, payload: { title: 'Planer', description: 'Opis' } });
      expect((await as(null)).statusCode, `${path} visitor`).toBe(401);
      for (const who of [world.admin, world.moderator, world.client]) {
        expect((await as(who.token)).statusCode, `${path} ${who.user.role}`).toBe(403);
      }
    }
    expect(await plannerRow(app, world, planner.id)).toMatchObject({ title: 'Venčanje', isPublic: false });
  });
});

describe('a planner’s status (its own words moderated)', () => {
  const status = async (world: TPlannerWorld, id: number) => (await plannerRow(app, world, id))!.status;
  const decide = (world: TPlannerWorld, id: number, decision: string) =>
    tenantOf(app, world.licence).update(planners, { status: decision }, eq(planners.id, id));

  it('is private from creation and through edits until the planner is first made public, then pending', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    expect(planner.status).toBe('private');
    const edited = await postPlanner(app, world, `planners/update-planner/${planner.id}`, {
      payload: { title: 'Svadba', description: 'Još privatno' },
    });
    expect(edited.json().status).toBe('private');
    const shown = await postPlanner(app, world, `planners/toggle-public-planner/${planner.id}`);
    expect(shown.json()).toMatchObject({ is_public: true, status: 'pending' });
    expect(await status(world, planner.id)).toBe('pending');
  });

  it('keeps a decision while the words stay (hidden and shown again, saved unchanged) and waits when they change', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world, { title: 'Selidba', description: 'Novi stan' });
    const toggle = (value: boolean) =>
      postPlanner(app, world, `planners/toggle-public-planner/${planner.id}`, { payload: { value } });
    const update = (title: string, description: string) =>
      postPlanner(app, world, `planners/update-planner/${planner.id}`, { payload: { title, description } });
    await toggle(true);
    await decide(world, planner.id, 'approved');

    expect((await toggle(false)).json()).toMatchObject({ is_public: false, status: 'approved' });
    expect((await toggle(true)).json()).toMatchObject({ is_public: true, status: 'approved' });
    expect((await update('Selidba', 'Novi stan')).json().status).toBe('approved');
    expect((await update('Selidba u maju', 'Novi stan')).json().status).toBe('pending');

    await decide(world, planner.id, 'disapproved');
    expect((await toggle(false)).json().status).toBe('disapproved');
    expect((await toggle(true)).json().status).toBe('disapproved');
    // Edited words are new words: a moderator reads them again, even while the planner is private.
    await toggle(false);
    expect((await update('Selidba u maju', 'Sve za novi stan')).json()).toMatchObject({
      is_public: false,
      status: 'pending',
    });
  });

  it('drops the visitors’ cached answers when a pending or approved public planner’s words change', async () => {
    const world = await plannerWorld(app);
    const generation = () => app.deps.publicCache.generation(world.licence.id);
    const planner = await createPlannerOf(app, world);
    await postPlanner(app, world, `planners/toggle-public-planner/${planner.id}`);
    for (const decision of ['pending', 'approved']) {
      await decide(world, planner.id, decision);
      const before = generation();
      const changed = await postPlanner(app, world, `planners/update-planner/${planner.id}`, {
        payload: { title: `Novo ${decision}`, description: 'Opis' },
      });
      expect(changed.json().status).toBe('pending');
      expect(generation(), decision).toBeGreaterThan(before);
    }
  });
});
