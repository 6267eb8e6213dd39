/**
 * Public planners on the suite's database (SPEC §2 PublicPlannerItems, issue 15 part 3, decision 0041): a visitor sees
 * a public planner's items that are shown publicly and approved, grouped by category, prices only where shown, never an
 * address, phone or e-mail; a planner the public does not see — not public, its words not approved by a moderator, of a
 * blocked owner, or with no item the public sees — is a 404 to everyone, its owner included, and missing from the list;
 * visitors' answers are cached until the licence's next write, a moderator's decision included.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TPublicPlannerDetail, TPublicPlannerSummary } from '@izlog/contract/planners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  contentWorld,
  createCatalog,
  createCategory,
  seedContent,
  type TContentWorld,
  tenantOf,
} from '../../../../../test/support/content-test-support';
import {
  getPublicPlanner,
  getPublicPlanners,
  insertItem,
  insertPlanner,
  moderatePlanner,
  moderatePlannerItem,
} from '../../../../../test/support/planner-rows';
import { users } from '../../../../db/schema';

let app: TTestApp;
let world: TContentWorld;
let other: TContentWorld;

beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([contentWorld(app), contentWorld(app)]);
});
afterAll(() => app?.close());

const titlesOf = (detail: TPublicPlannerDetail) =>
  detail.categories.map((group) => [group.category?.name ?? null, group.items.map((item) => item.title)]);

describe('a public planner as visitors see it', () => {
  it('shows only items shown publicly and approved, and links to products and catalogs the public still sees', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const product = await seedContent(app, world.licence, {
      contentTypeId: CONTENT_TYPE.product,
      authorId: world.client.user.id,
      title: 'Buket ruža',
    });
    const withdrawnProduct = await seedContent(app, world.licence, {
      contentTypeId: CONTENT_TYPE.product,
      authorId: world.client.user.id,
      status: 'disapproved',
    });
    const hiddenCategory = await createCategory(app, world.licence, CONTENT_TYPE.product, { status: 'inactive' });
    const productInHiddenCategory = await seedContent(app, world.licence, {
      contentTypeId: CONTENT_TYPE.product,
      authorId: world.client.user.id,
      categoryId: hiddenCategory.id,
    });
    const catalog = await createCatalog(app, world.licence, world.client.user.id);
    const deletedCatalog = await createCatalog(app, world.licence, world.client.user.id, 'deleted');

    await insertItem(app, world.licence, planner, { title: 'Approved task' });
    await insertItem(app, world.licence, planner, { title: 'Waiting task', status: 'pending' });
    await insertItem(app, world.licence, planner, { title: 'Refused task', status: 'disapproved' });
    await insertItem(app, world.licence, planner, { title: 'Private task', status: 'private', showPublicly: false });
    await insertItem(app, world.licence, planner, { title: 'Hidden again', status: 'approved', showPublicly: false });
    await insertItem(app, world.licence, planner, { kind: 'product', contentId: product.id, title: 'Buket ruža' });
    await insertItem(app, world.licence, planner, {
      kind: 'product',
      contentId: withdrawnProduct.id,
      title: 'Withdrawn product',
    });
    await insertItem(app, world.licence, planner, {
      kind: 'product',
      contentId: productInHiddenCategory.id,
      title: 'Product of an inactive category',
    });
    await insertItem(app, world.licence, planner, { kind: 'catalog', catalogId: catalog.id, title: 'Catalog' });
    await insertItem(app, world.licence, planner, {
      kind: 'catalog',
      catalogId: deletedCatalog.id,
      title: 'Deleted catalog',
    });
    await insertItem(app, world.licence, planner, {
      kind: 'product',
      contentId: (await seedContent(app, world.licence, { contentTypeId: 3, authorId: world.client.user.id })).id,
      title: 'Remark waiting',
      remark: 'Naručiti dve',
      status: 'pending',
    });

    const response = await getPublicPlanner(app, world.licence, planner.id);

    expect(response.statusCode).toBe(200);
    const detail = response.json() as TPublicPlannerDetail;
    const titles = detail.categories.flatMap((group) => group.items.map((item) => item.title)).sort();
    // A linked catalog is named as the site names it now.
    expect(titles).toEqual(['Approved task', 'Buket ruža', catalog.name].sort());
    expect(detail.planner).toMatchObject({
      id: planner.id,
      title: 'Venčanje',
      description: 'Sve za veliki dan',
      user: { id: world.user.user.id, username: world.user.user.username },
      items_count: 3,
    });
    const items = detail.categories.flatMap((group) => group.items);
    expect(items.find((item) => item.title === 'Buket ruža')!.content).toEqual({
      id: product.id,
      slug: product.slug,
      title: 'Buket ruža',
    });
    // A linked product shows the picture it has on the site.
    expect(items.find((item) => item.title === 'Buket ruža')!.image?.url).toBe(product.image);
    expect(items.find((item) => item.title === catalog.name)!.catalog).toEqual({
      id: catalog.id,
      slug: catalog.slug,
      name: catalog.name,
    });
  });

  it('never shows the street address, phone or e-mail, and a price only where its owner shows it', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    await insertItem(app, world.licence, planner, {
      title: 'Priced, shown',
      priceMinor: 1_250_050,
      currencyId: 1,
      showPricePublicly: true,
      scheduledDate: '2026-06-01',
    });
    await insertItem(app, world.licence, planner, {
      title: 'Priced, kept',
      priceMinor: 45_000,
      currencyId: 2,
      showPricePublicly: false,
      scheduledDate: '2026-06-02',
    });

    const response = await getPublicPlanner(app, world.licence, planner.id);

    expect(response.body).not.toContain('Knez Mihailova');
    expect(response.body).not.toContain('123 4567');
    expect(response.body).not.toContain('poslasticarnica@example.com');
    const [shown, kept] = (response.json() as TPublicPlannerDetail).categories[0]!.items;
    expect(shown).toMatchObject({ title: 'Priced, shown', price_minor: 1_250_050, currency_id: 1, city: 'Beograd' });
    expect(kept).toMatchObject({ title: 'Priced, kept', price_minor: null, currency_id: null });
    expect(Object.keys(shown!)).not.toEqual(expect.arrayContaining(['address']));
    for (const field of ['address', 'contact_phone', 'contact_email', 'status', 'show_price_publicly']) {
      expect(shown).not.toHaveProperty(field);
    }
  });

  it("groups items by category in the site's category order, items without one last, each by date and time", async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const music = await createCategory(app, world.licence, CONTENT_TYPE.product, { name: 'Muzika', position: 2 });
    const flowers = await createCategory(app, world.licence, CONTENT_TYPE.product, { name: 'Cveće', position: 1 });
    const item = (
      title: string,
      categoryId: number | null,
      scheduledDate: string | null,
      scheduledTime: string | null,
    ) => insertItem(app, world.licence, planner, { title, categoryId, scheduledDate, scheduledTime });
    await item('Bend', music.id, '2026-06-20', '20:00');
    await item('Bez kategorije', null, '2026-06-01', '10:00');
    await item('Buket', flowers.id, '2026-06-20', '09:00');
    await item('Dekoracija', flowers.id, '2026-06-19', '18:00');
    await item('Bez datuma', flowers.id, null, null);
    await item('DJ', music.id, '2026-06-20', '08:30');

    const detail = (await getPublicPlanner(app, world.licence, planner.id)).json() as TPublicPlannerDetail;

    expect(titlesOf(detail)).toEqual([
      ['Cveće', ['Dekoracija', 'Buket', 'Bez datuma']],
      ['Muzika', ['DJ', 'Bend']],
      [null, ['Bez kategorije']],
    ]);
    expect(detail.categories[0]!.category).toEqual({ id: flowers.id, name: 'Cveće' });
    expect(detail.categories[0]!.items[0]).toMatchObject({ scheduled_date: '2026-06-19', scheduled_time: '18:00' });
  });

  it('is a 404 for a public planner with no item the public sees: its title and description alone show nothing', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    await insertItem(app, world.licence, planner, { status: 'pending' });
    await insertItem(app, world.licence, planner, { status: 'approved', showPublicly: false });
    const empty = await insertPlanner(app, world.licence, world.user.user.id);

    for (const id of [planner.id, empty.id]) {
      const response = await getPublicPlanner(app, world.licence, id);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Venčanje');
    }
  });

  it("is a 404 while the planner's own words wait for a moderator or were refused, whatever its items", async () => {
    for (const status of ['private', 'pending', 'disapproved'] as const) {
      const planner = await insertPlanner(app, world.licence, world.user.user.id, { title: `Words ${status}`, status });
      await insertItem(app, world.licence, planner, { title: 'Approved task' });
      const response = await getPublicPlanner(app, world.licence, planner.id, { token: world.user.token });
      expect(response.statusCode, status).toBe(404);
      expect(response.body).not.toContain(`Words ${status}`);
    }
  });

  it('is a 404 for a planner that is not public, to visitors and to its owner, and for another licence', async () => {
    const hidden = await insertPlanner(app, world.licence, world.user.user.id, { isPublic: false });
    await insertItem(app, world.licence, hidden);
    const visible = await insertPlanner(app, world.licence, world.user.user.id);
    await insertItem(app, world.licence, visible);

    expect((await getPublicPlanner(app, world.licence, hidden.id)).statusCode).toBe(404);
    const toOwner = await getPublicPlanner(app, world.licence, hidden.id, { token: world.user.token, language: 'srp' });
    expect(toOwner.statusCode).toBe(404);
    expect(toOwner.json()).toMatchObject({ status: 404, name: 'Not Found' });
    expect((await getPublicPlanner(app, world.licence, 2_000_000_000)).statusCode).toBe(404);
    // Licence B's visitors and staff do not reach licence A's public planner.
    expect((await getPublicPlanner(app, other.licence, visible.id)).statusCode).toBe(404);
    expect((await getPublicPlanner(app, other.licence, visible.id, { token: other.admin.token })).statusCode).toBe(404);
    expect((await getPublicPlanner(app, world.licence, visible.id, { token: world.admin.token })).statusCode).toBe(200);
  });

  it('hides the public planner of a blocked owner, as their profile is', async () => {
    const owner = await createUser(app, world.licence, { role: 'USER', status: 'active' });
    const planner = await insertPlanner(app, world.licence, owner.id);
    await insertItem(app, world.licence, planner);
    expect((await getPublicPlanner(app, world.licence, planner.id)).statusCode).toBe(200);
    await tenantOf(app, world.licence).update(users, { status: 'blocked' }, eq(users.id, owner.id));
    expect((await getPublicPlanner(app, world.licence, planner.id, { token: world.user.token })).statusCode).toBe(404);
  });

  it('names a bad id as a 422', async () => {
    const response = await call422(`/api/v1/planners/public-planner-categories/abc`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

const call422 = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-licence': String(world.licence.id) } });

describe('the list of public planners', () => {
  it('lists the planners the public sees, newest change first, counting only public items', async () => {
    const { licence, user } = await contentWorld(app);
    const second = await createUser(app, licence, { role: 'USER', status: 'active' });
    const older = await insertPlanner(app, licence, user.user.id, {
      title: 'Older',
      updatedAt: new Date('2026-01-01'),
    });
    await insertItem(app, licence, older);
    const newer = await insertPlanner(app, licence, second.id, { title: 'Newer', updatedAt: new Date('2026-02-01') });
    await insertItem(app, licence, newer);
    await insertItem(app, licence, newer, { title: 'Second' });
    await insertItem(app, licence, newer, { title: 'Pending', status: 'pending' });
    const onlyPending = await insertPlanner(app, licence, user.user.id, { title: 'Only pending' });
    await insertItem(app, licence, onlyPending, { status: 'pending' });
    const wordsWaiting = await insertPlanner(app, licence, user.user.id, { title: 'Words waiting', status: 'pending' });
    await insertItem(app, licence, wordsWaiting);
    const wordsRefused = await insertPlanner(app, licence, second.id, { title: 'Refused', status: 'disapproved' });
    await insertItem(app, licence, wordsRefused);
    const blockedOwner = await createUser(app, licence, { role: 'USER', status: 'blocked' });
    const ofBlocked = await insertPlanner(app, licence, blockedOwner.id, { title: 'Of a blocked owner' });
    await insertItem(app, licence, ofBlocked);
    const privatePlanner = await insertPlanner(app, licence, user.user.id, { title: 'Private', isPublic: false });
    await insertItem(app, licence, privatePlanner);
    const withdrawn = await seedContent(app, licence, { contentTypeId: 3, authorId: user.user.id, status: 'draft' });
    const onlyWithdrawnLink = await insertPlanner(app, licence, user.user.id, { title: 'Withdrawn link' });
    await insertItem(app, licence, onlyWithdrawnLink, { kind: 'product', contentId: withdrawn.id });

    const response = await getPublicPlanners(app, licence);

    expect(response.statusCode).toBe(200);
    const listed = response.json() as TPublicPlannerSummary[];
    expect(listed.map((planner) => [planner.title, planner.items_count])).toEqual([
      ['Newer', 2],
      ['Older', 1],
    ]);
    expect(listed[0]!.user).toEqual({ id: second.id, username: second.username });
    expect(response.headers['x-pagination-total-count']).toBe('2');

    const ofOne = await getPublicPlanners(app, licence, `?filter[user_id]=${user.user.id}`);
    expect((ofOne.json() as TPublicPlannerSummary[]).map((planner) => planner.title)).toEqual(['Older']);
    const paged = await getPublicPlanners(app, licence, '?page=2&page_count=1');
    expect((paged.json() as TPublicPlannerSummary[]).map((planner) => planner.title)).toEqual(['Older']);
    expect(paged.headers['x-pagination-page-count']).toBe('2');
    // Another licence sees none of them.
    expect((await getPublicPlanners(app, other.licence)).json()).toEqual([]);
  });

  it('names a bad filter as a 422', async () => {
    const response = await getPublicPlanners(app, world.licence, '?filter[user_id]=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'filter[user_id]' })]);
  });
});

describe("visitors' cached answers", () => {
  let cached: TTestApp;
  beforeAll(async () => {
    cached = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60' });
  });
  afterAll(() => cached?.close());

  it('keeps a planner for visitors until the next write, which shows them the change', async () => {
    const app = cached;
    const { licence, user, moderator } = await contentWorld(app);
    const planner = await insertPlanner(app, licence, user.user.id);
    await insertItem(app, licence, planner, { title: 'Shown' });
    const waiting = await insertItem(app, licence, planner, { title: 'Waiting', status: 'pending' });

    const first = await getPublicPlanner(app, licence, planner.id);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await getPublicPlanner(app, licence, planner.id);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json().planner.items_count).toBe(1);

    const approved = await moderatePlannerItem(app, licence, 'approve', waiting.id, waiting.updatedAt, {
      token: moderator.token,
    });
    expect(approved.statusCode).toBe(200);

    const after = await getPublicPlanner(app, licence, planner.id);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().planner.items_count).toBe(2);
    const list = await getPublicPlanners(app, licence);
    expect(list.json()[0].items_count).toBe(2);
  });

  it("drops the planner from visitors' answers at once when a moderator withdraws its words", async () => {
    const app = cached;
    const { licence, user, moderator } = await contentWorld(app);
    const planner = await insertPlanner(app, licence, user.user.id, { title: 'Withdrawn words' });
    await insertItem(app, licence, planner);
    await getPublicPlanner(app, licence, planner.id);
    expect((await getPublicPlanner(app, licence, planner.id)).headers['x-cache']).toBe('hit');
    await getPublicPlanners(app, licence);
    expect((await getPublicPlanners(app, licence)).headers['x-cache']).toBe('hit');

    const withdrawn = await moderatePlanner(app, licence, 'disapprove', planner.id, planner.wordsUpdatedAt, {
      token: moderator.token,
    });
    expect(withdrawn.statusCode).toBe(200);

    expect((await getPublicPlanner(app, licence, planner.id)).statusCode).toBe(404);
    const list = await getPublicPlanners(app, licence);
    expect(list.headers['x-cache']).toBe('miss');
    expect(list.json()).toEqual([]);
  });
});
