/**
 * What pages show (get-page-widgets, get-home-page-position-one): a list widget's items by its criteria, category
 * tree and tags; a contact form's service without its address; three positions always; the home page's lead block.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, tagContent, tenantOf } from '../../../../test/support/content-test-support';
import {
  addWidget,
  createContactService,
  getWidgets,
  itemIds,
  publishedContent,
  type TWidgetWorld,
  widgetWorld,
} from '../../../../test/support/widgets';
import { categories, contactServices, contents, tags } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type TPage = {
  page_name: string;
  validity_check: number;
  positions: { column_number: number; widgets: { widget_id: number; items: { id: number }[] }[] }[];
};

async function page(world: TWidgetWorld, query = 'page_name=home'): Promise<TPage> {
  const response = await getWidgets(app, world, `get-page-widgets?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The items of the page's first widget of position one, as ids. */
const firstItems = async (world: TWidgetWorld, query?: string) =>
  itemIds((await page(world, query)).positions[0]!.widgets[0]!);

const tagIdsOf = async (world: TWidgetWorld, names: string[]) => {
  const rows = await tenantOf(app, world.licence).select(tags);
  return names.map((name) => rows.find((row) => row.name === name)!.id);
};

describe('list widgets', () => {
  it('shows the newest approved contents of its type by publication, at most its limit', async () => {
    const world = await widgetWorld(app);
    const older = await publishedContent(app, world, 30);
    const newest = await publishedContent(app, world, 1);
    // Written later, published earlier: publication decides.
    const republished = await publishedContent(app, world, 10);
    await publishedContent(app, world, 0, { status: 'on_moderation' });
    await publishedContent(app, world, 0, { contentTypeId: CONTENT_TYPE.blog });
    await publishedContent(app, world, 60);
    await addWidget(app, world, { limit: 3 });
    expect(await firstItems(world)).toEqual([newest.id, republished.id, older.id]);
  });

  it('shows the most read first by the views the counter keeps', async () => {
    const world = await widgetWorld(app);
    const [a, b, c] = [
      await publishedContent(app, world, 3, { views: 5 }),
      await publishedContent(app, world, 2, { views: 50 }),
      await publishedContent(app, world, 1, { views: 0 }),
    ];
    await addWidget(app, world, { criteria: 'most_read', limit: 10 });
    expect(await firstItems(world)).toEqual([b.id, a.id, c.id]);
    // A visitor's view is counted in memory and written in one batch; the widget follows it.
    for (let i = 0; i < 60; i++) app.deps.views.record(world.licence.id, c.id);
    await app.deps.views.flush();
    expect(await firstItems(world)).toEqual([c.id, b.id, a.id]);
  });

  it('takes a category with its subcategories, and nothing in an inactive one', async () => {
    const world = await widgetWorld(app);
    const tdb = tenantOf(app, world.licence);
    const parent = await createCategory(app, world.licence, CONTENT_TYPE.product);
    const child = await createCategory(app, world.licence, CONTENT_TYPE.product);
    const hidden = await createCategory(app, world.licence, CONTENT_TYPE.product, { status: 'deleted' });
    const other = await createCategory(app, world.licence, CONTENT_TYPE.product);
    await tdb.update(categories, { parentCategoryId: parent.id }, eq(categories.id, child.id));
    await tdb.update(categories, { parentCategoryId: parent.id }, eq(categories.id, hidden.id));
    const product = (minutes: number, categoryId: number) =>
      publishedContent(app, world, minutes, { contentTypeId: CONTENT_TYPE.product, categoryId });
    const inParent = await product(3, parent.id);
    const inChild = await product(2, child.id);
    await product(1, hidden.id);
    await product(1, other.id);
    await addWidget(app, world, { content_type_id: CONTENT_TYPE.product, category_id: parent.id, limit: 10 });
    expect(await firstItems(world)).toEqual([inChild.id, inParent.id]);
  });

  it('shows contents carrying the selected tags, of any listed type, never a static page', async () => {
    const world = await widgetWorld(app);
    const blog = await publishedContent(app, world, 2, { contentTypeId: CONTENT_TYPE.blog });
    const product = await publishedContent(app, world, 1, { contentTypeId: CONTENT_TYPE.product });
    const staticPage = await publishedContent(app, world, 0, { contentTypeId: CONTENT_TYPE.staticPage });
    const untagged = await publishedContent(app, world, 0);
    await tagContent(app, world.licence, blog.id, ['med']);
    await tagContent(app, world.licence, product.id, ['vosak']);
    await tagContent(app, world.licence, staticPage.id, ['med']);
    await tagContent(app, world.licence, untagged.id, ['drugo']);
    const selected = await tagIdsOf(world, ['med', 'vosak']);
    await addWidget(app, world, { content_type_id: undefined, selected_tags: selected, limit: 10 });
    expect(await firstItems(world)).toEqual([product.id, blog.id]);
    // With a content type as well, both must hold.
    const home = await addWidget(app, world, { content_type_id: CONTENT_TYPE.blog, selected_tags: selected });
    expect(itemIds((await page(world)).positions[0]!.widgets[1]!)).toEqual([blog.id]);
    expect(home.widget.selected_tags).toHaveLength(2);
  });

  it('on a content’s page, shows contents sharing a tag with it (never itself), plus the selected tags', async () => {
    const world = await widgetWorld(app);
    const shown = await publishedContent(app, world, 5);
    const sharing = await publishedContent(app, world, 4);
    const sharingDraft = await publishedContent(app, world, 3, { status: 'draft' });
    const selectedOnly = await publishedContent(app, world, 2);
    const unrelated = await publishedContent(app, world, 1);
    await tagContent(app, world.licence, shown.id, ['ajvar', 'paprika']);
    await tagContent(app, world.licence, sharing.id, ['paprika']);
    await tagContent(app, world.licence, sharingDraft.id, ['ajvar']);
    await tagContent(app, world.licence, selectedOnly.id, ['zimnica']);
    await tagContent(app, world.licence, unrelated.id, ['more']);
    const pageName = String(shown.id);
    await addWidget(app, world, { page_name: pageName, is_tag_related: true, content_type_id: undefined });
    expect(await firstItems(world, `page_name=${pageName}`)).toEqual([sharing.id]);
    await addWidget(app, world, {
      page_name: pageName,
      is_tag_related: true,
      selected_tags: await tagIdsOf(world, ['zimnica']),
    });
    expect(itemIds((await page(world, `page_name=${pageName}`)).positions[0]!.widgets[1]!)).toEqual([
      selectedOnly.id,
      sharing.id,
    ]);
  });

  it('picks random contents that are distinct and match, from a small set and from a sampled large one', async () => {
    const world = await widgetWorld(app);
    const category = await createCategory(app, world.licence, CONTENT_TYPE.product);
    const matching: number[] = [];
    // Matching products between others, so a random pivot often lands in a gap.
    for (let i = 0; i < 40; i++) {
      const row = await publishedContent(app, world, i, {
        contentTypeId: CONTENT_TYPE.product,
        categoryId: category.id,
      });
      matching.push(row.id);
      await publishedContent(app, world, i, { contentTypeId: CONTENT_TYPE.product });
    }
    await addWidget(app, world, {
      content_type_id: CONTENT_TYPE.product,
      category_id: category.id,
      criteria: 'random',
      limit: 3,
    });
    const seen = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const ids = await firstItems(world);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(matching).toContain(id);
      for (const id of ids) seen.add(id);
    }
    // Not one fixed block: eight draws of three from forty meet more than a handful.
    expect(seen.size).toBeGreaterThan(6);

    const small = await widgetWorld(app);
    const few = [await publishedContent(app, small, 2), await publishedContent(app, small, 1)];
    await publishedContent(app, small, 0, { status: 'draft' });
    await addWidget(app, small, { criteria: 'random', limit: 5 });
    expect((await firstItems(small)).sort()).toEqual(few.map((row) => row.id).sort());
  });

  it('answers an empty list (the page says "no content for the given criterion") when nothing matches', async () => {
    const world = await widgetWorld(app);
    await addWidget(app, world, { content_type_id: CONTENT_TYPE.product });
    expect(await firstItems(world)).toEqual([]);
  });
});

describe('get-page-widgets', () => {
  it('always answers three positions and the layout version (0 for a page without widgets)', async () => {
    const world = await widgetWorld(app);
    expect(await page(world)).toEqual({
      page_name: 'home',
      validity_check: 0,
      positions: [
        { column_number: 1, widgets: [] },
        { column_number: 2, widgets: [] },
        { column_number: 3, widgets: [] },
      ],
    });
    expect((await page(world, 'page_name=123456')).positions.map((p) => p.widgets)).toEqual([[], [], []]);
    expect((await getWidgets(app, world, 'get-page-widgets?page_name=kontakt')).statusCode).toBe(422);
    // Without page_name: the home page.
    const added = await addWidget(app, world, { column_number: 3 });
    const home = (await getWidgets(app, world, 'get-page-widgets')).json();
    expect(home.validity_check).toBe(added.validity_check);
    expect(home.positions[2].widgets.map((w: { widget_id: number }) => w.widget_id)).toEqual([added.widget.widget_id]);
  });

  it('shows a contact form’s service by name and description, never its address; a deleted service as none', async () => {
    const world = await widgetWorld(app);
    const service = await createContactService(app, world);
    await addWidget(app, world, { is_contact_form: true, contact_service_id: service.id, column_number: 2 });
    const response = await getWidgets(app, world, 'get-page-widgets?page_name=home');
    expect(response.body).not.toContain('prodaja@example.com');
    const widget = response.json().positions[1].widgets[0];
    expect(widget).toMatchObject({
      is_contact_form: true,
      items: [],
      contact_service: { id: service.id, service_name: 'Prodaja', description: 'Pitanja o ponudi' },
    });
    await tenantOf(app, world.licence).update(
      contactServices,
      { deletedAt: new Date() },
      eq(contactServices.id, service.id),
    );
    expect((await page(world)).positions[1]!.widgets[0]).toMatchObject({ contact_service: null });
  });

  it('tells a content’s page from a category’s page of the same number when asked', async () => {
    const world = await widgetWorld(app);
    const article = await publishedContent(app, world, 1);
    await tenantOf(app, world.licence).insert(categories, {
      id: article.id,
      name: 'Isti broj',
      slug: `isti-broj-${article.id}`,
      contentTypeId: CONTENT_TYPE.article,
    });
    const name = String(article.id);
    const onContent = await addWidget(app, world, { page_name: name, page_content_id: article.id });
    const onCategory = await addWidget(app, world, { page_name: name, page_category_id: article.id });
    const ids = (query: string) =>
      page(world, query).then((body) => body.positions[0]!.widgets.map((widget) => widget.widget_id));
    expect(await ids(`page_name=${name}&page_content_id=${article.id}`)).toEqual([onContent.widget.widget_id]);
    expect(await ids(`page_name=${name}&page_category_id=${article.id}`)).toEqual([onCategory.widget.widget_id]);
    expect(await ids(`page_name=${name}`)).toEqual([onContent.widget.widget_id, onCategory.widget.widget_id]);
  });
});

describe('get-home-page-position-one', () => {
  const lead = async (world: TWidgetWorld) => {
    const response = await getWidgets(app, world, 'get-home-page-position-one');
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('is the newest approved article while position one has no widget, else the newest blog or product', async () => {
    const world = await widgetWorld(app);
    expect(await lead(world)).toEqual({ source: 'newest', widget: null, items: [] });
    const product = await publishedContent(app, world, 1, { contentTypeId: CONTENT_TYPE.product });
    expect(itemIds(await lead(world))).toEqual([product.id]);
    const article = await publishedContent(app, world, 30);
    await publishedContent(app, world, 0, { status: 'on_moderation' });
    // A widget elsewhere on the page leaves the lead block as it is.
    await addWidget(app, world, { column_number: 2 });
    const answer = await lead(world);
    expect(answer).toMatchObject({ source: 'newest', widget: null });
    expect(itemIds(answer)).toEqual([article.id]);
    const [item] = answer.items;
    expect(item).toMatchObject({ id: article.id, content_type_id: CONTENT_TYPE.article, author: expect.any(Object) });
  });

  it('is the first widget of position one with its items once there is one', async () => {
    const world = await widgetWorld(app);
    const products = [
      await publishedContent(app, world, 2, { contentTypeId: CONTENT_TYPE.product }),
      await publishedContent(app, world, 1, { contentTypeId: CONTENT_TYPE.product }),
    ];
    await publishedContent(app, world, 0);
    const first = await addWidget(app, world, { content_type_id: CONTENT_TYPE.product, widget_title: 'Novo u ponudi' });
    await addWidget(app, world, { widget_title: 'Drugi u poziciji' });
    const answer = await lead(world);
    expect(answer.source).toBe('widget');
    expect(answer.widget).toMatchObject({ widget_id: first.widget.widget_id, widget_title: 'Novo u ponudi' });
    expect(itemIds(answer)).toEqual([products[1]!.id, products[0]!.id]);
    expect(itemIds(answer.widget)).toEqual(itemIds(answer));
  });

  it('answers only what the public may see of each item', async () => {
    const world = await widgetWorld(app);
    const article = await publishedContent(app, world, 1, { contentText: '<p>Tekst vesti</p>' });
    const [row] = await tenantOf(app, world.licence).select(contents, eq(contents.id, article.id));
    const answer = await lead(world);
    expect(answer.items[0]).not.toHaveProperty('content_text');
    expect(answer.items[0].excerpt).toBe('Tekst vesti');
    expect(row!.status).toBe('approved');
  });
});
