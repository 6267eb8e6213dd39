/**
 * Adding, changing and deleting widgets (SPEC §7 "Widgets and contact"): what is stored and answered, the cover
 * photo, SPEC §5's rule and what must belong to the licence (422 naming the field, nothing stored), a position's
 * bound, and the widget's version (decision 0034).
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { WIDGETS_PER_POSITION } from '@izlog/contract/widgets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, photo, tagContent, tenantOf } from '../../../../test/support/content-test-support';
import {
  addWidget,
  createContactService,
  errorFields,
  getWidgets,
  LIST_WIDGET,
  layoutIds,
  postWidget,
  postWidgetForm,
  publishedContent,
  type TWidgetWorld,
  widgetWorld,
} from '../../../../test/support/widgets';
import { pageWidgets } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const countWidgets = async (world: TWidgetWorld) => (await tenantOf(app, world.licence).select(pageWidgets)).length;

describe('add-widget-to-page', () => {
  it('adds a list widget last in its position and answers it with the page layout and its new version', async () => {
    const world = await widgetWorld(app);
    const category = await createCategory(app, world.licence, CONTENT_TYPE.product);
    const first = await addWidget(app, world, { widget_title: 'Prvi' });
    expect(first.message).toBe('The widget was added to the page.');
    expect(first.validity_check).toBe(1);
    const response = await postWidget(app, world, 'add-widget-to-page', {
      ...LIST_WIDGET,
      widget_title: '  Novi proizvodi ',
      widget_description: 'Iz naše radionice',
      content_type_id: CONTENT_TYPE.product,
      category_id: category.id,
      criteria: 'most_read',
      limit: 8,
      layout: 4,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.widget).toMatchObject({
      page_name: 'home',
      page_content_id: null,
      page_category_id: null,
      column_number: 1,
      position: 2,
      widget_title: 'Novi proizvodi',
      widget_description: 'Iz naše radionice',
      is_contact_form: false,
      contact_service_id: null,
      content_type_id: CONTENT_TYPE.product,
      category_id: category.id,
      is_tag_related: false,
      selected_tags: [],
      criteria: 'most_read',
      limit: 8,
      layout: 4,
      image: null,
      image_sizes: {},
      stock_image: null,
      version: 1,
    });
    expect(body.validity_check).toBe(2);
    expect(layoutIds(body)).toEqual([[first.widget.widget_id, body.widget.widget_id], [], []]);

    const settings = await getWidgets(app, world, `get-widget-settings/${body.widget.widget_id}`, world.editor.token);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual(body.widget);
  });

  it('adds a contact form with its service, keeping none of a list’s fields', async () => {
    const world = await widgetWorld(app);
    const service = await createContactService(app, world);
    const response = await postWidget(app, world, 'add-widget-to-page', {
      ...LIST_WIDGET,
      column_number: 3,
      widget_title: 'Pišite nam',
      is_contact_form: true,
      contact_service_id: service.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().widget).toMatchObject({
      is_contact_form: true,
      contact_service_id: service.id,
      content_type_id: null,
      column_number: 3,
    });
  });

  it('takes a multipart form with a cover file, repeated tags and checkboxes as a browser sends them', async () => {
    const world = await widgetWorld(app);
    const article = await publishedContent(app, world, 1);
    await tagContent(app, world.licence, article.id, ['med', 'vosak']);
    const tags = await call(app, { method: 'GET', url: '/api/v1/tags', licence: world.licence.id });
    const [med, vosak] = (tags.json() as { id: number }[]).map((tag) => tag.id);
    const response = await postWidgetForm(app, world, 'add-widget-to-page', [
      ['page_name', 'home'],
      ['column_number', '2'],
      ['widget_title', 'Pčelarstvo'],
      ['selected_tags', String(med)],
      ['selected_tags', String(vosak)],
      ['is_tag_related', 'false'],
      ['image', await photo('cover.jpg')],
    ]);
    expect(response.statusCode).toBe(200);
    const widget = response.json().widget;
    expect(widget.selected_tags.map((tag: { name: string }) => tag.name)).toEqual(['med', 'vosak']);
    expect(widget.content_type_id).toBeNull();
    expect(widget.image).toMatch(new RegExp(`^/media/${world.licence.id}/content/.+-900x600\\.webp$`));
    expect(Object.keys(widget.image_sizes)).toContain('300x200');
    expect((await app.inject({ method: 'GET', url: widget.image })).statusCode).toBe(200);
  });

  it('stores a stock photo as the cover and remembers its location', async () => {
    const world = await widgetWorld(app);
    const { items } = await app.deps.stockPhotos.topics(1, 1);
    const location = items[0]?.cover_photo?.links.download_location ?? '';
    const body = await addWidget(app, world, { stock_image: location });
    expect(body.widget.stock_image).toBe(location);
    expect(body.widget.image).toMatch(/^\/media\/.+-900x600\.webp$/);
  });

  it('refuses a cover that is not a picture, storing no widget', async () => {
    const world = await widgetWorld(app);
    const response = await postWidgetForm(app, world, 'add-widget-to-page', [
      ['page_name', 'home'],
      ['column_number', '1'],
      ['widget_title', 'Loša slika'],
      ['content_type_id', '2'],
      ['image', { data: 'not a picture', filename: 'cover.png', type: 'image/png' }],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'image', message: 'Format of your photo is not valid' }]);
    expect(await countWidgets(world)).toBe(0);
  });

  it('applies SPEC §5: a name, and a content type or tags (a contact form its service), in the user’s language', async () => {
    const world = await widgetWorld(app);
    const cases: [object, string, string][] = [
      [{ widget_title: '' }, 'widget_title', 'en'],
      [{ widget_title: 'x' }, 'widget_title', 'en'],
      [{ content_type_id: undefined }, 'content_type_id', 'en'],
      [{ content_type_id: CONTENT_TYPE.staticPage }, 'content_type_id', 'en'],
      [{ is_contact_form: true }, 'contact_service_id', 'en'],
      [{ column_number: 4 }, 'column_number', 'en'],
      [{ column_number: 0 }, 'column_number', 'en'],
      [{ criteria: 'oldest' }, 'criteria', 'en'],
      [{ limit: 0 }, 'limit', 'en'],
      [{ layout: 7 }, 'layout', 'en'],
      [{ page_name: 'contact' }, 'page_name', 'en'],
    ];
    for (const [change, field] of cases) {
      const response = await postWidget(app, world, 'add-widget-to-page', { ...LIST_WIDGET, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(errorFields(response), JSON.stringify(change)).toContain(field);
    }
    const serbian = await postWidget(
      app,
      world,
      'add-widget-to-page',
      { ...LIST_WIDGET, content_type_id: undefined },
      world.admin.token,
      'srp',
    );
    expect(serbian.json()).toEqual([
      { field: 'content_type_id', message: 'Izaberite vrstu sadržaja ili oznake koje vidžet prikazuje.' },
    ]);
    expect(await countWidgets(world)).toBe(0);
  });

  it('refuses what is not the licence’s: category, contact service, tags — each at its field', async () => {
    const world = await widgetWorld(app);
    const other = await widgetWorld(app);
    const foreignCategory = await createCategory(app, other.licence, CONTENT_TYPE.article);
    const foreignService = await createContactService(app, other);
    const deletedService = await createContactService(app, world, true);
    const productCategory = await createCategory(app, world.licence, CONTENT_TYPE.product);
    const deletedCategory = await createCategory(app, world.licence, CONTENT_TYPE.article, { status: 'deleted' });
    const cases: [object, { field: string; message: string }][] = [
      [
        { category_id: foreignCategory.id },
        { field: 'category_id', message: `Category ${foreignCategory.id} does not exist.` },
      ],
      [
        { category_id: deletedCategory.id },
        { field: 'category_id', message: `Category ${deletedCategory.id} does not exist.` },
      ],
      [
        { category_id: productCategory.id },
        { field: 'category_id', message: `Category ${productCategory.id} is not of this content type.` },
      ],
      [
        { is_contact_form: true, contact_service_id: foreignService.id },
        { field: 'contact_service_id', message: 'This contact service does not exist on the site.' },
      ],
      [
        { is_contact_form: true, contact_service_id: deletedService.id },
        { field: 'contact_service_id', message: 'This contact service does not exist on the site.' },
      ],
      [
        { selected_tags: [2_000_000_000] },
        { field: 'selected_tags', message: 'Tags 2000000000 do not exist on this site.' },
      ],
      [
        { is_tag_related: true },
        { field: 'is_tag_related', message: 'Tag-related content is shown only on the page of a single content.' },
      ],
    ];
    for (const [change, problem] of cases) {
      const response = await postWidget(app, world, 'add-widget-to-page', { ...LIST_WIDGET, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json(), JSON.stringify(change)).toEqual([problem]);
    }
    expect(await countWidgets(world)).toBe(0);
  });

  it('places a widget on a content’s or a category’s page by its number, and refuses a number of neither', async () => {
    const world = await widgetWorld(app);
    const other = await widgetWorld(app);
    const article = await publishedContent(app, world, 1);
    const category = await createCategory(app, world.licence, CONTENT_TYPE.article);
    const foreign = await publishedContent(app, other, 1);

    const onContent = await addWidget(app, world, { page_name: String(article.id), is_tag_related: true });
    expect(onContent.widget).toMatchObject({
      page_content_id: article.id,
      page_category_id: null,
      is_tag_related: true,
    });
    const onCategory = await addWidget(app, world, { page_name: String(category.id), page_category_id: category.id });
    expect(onCategory.widget).toMatchObject({ page_content_id: null, page_category_id: category.id });

    const unknown = await postWidget(app, world, 'add-widget-to-page', {
      ...LIST_WIDGET,
      page_name: String(foreign.id),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([
      { field: 'page_name', message: `This site has no content or category numbered ${foreign.id}.` },
    ]);
    const notContent = await postWidget(app, world, 'add-widget-to-page', {
      ...LIST_WIDGET,
      page_name: String(foreign.id),
      page_content_id: foreign.id,
    });
    expect(notContent.json()).toEqual([
      { field: 'page_content_id', message: `This site has no content numbered ${foreign.id}.` },
    ]);
    const mismatch = await postWidget(app, world, 'add-widget-to-page', {
      ...LIST_WIDGET,
      page_name: String(category.id),
      page_category_id: article.id,
    });
    expect(mismatch.json()).toEqual([
      { field: 'page_category_id', message: `This must be the page’s own number (${category.id}).` },
    ]);
    const notCategory = await postWidget(app, world, 'add-widget-to-page', {
      ...LIST_WIDGET,
      page_name: String(article.id),
      page_category_id: article.id,
    });
    expect(errorFields(notCategory)).toEqual(['page_category_id']);
    const outOfRange = await postWidget(app, world, 'add-widget-to-page', { ...LIST_WIDGET, page_name: '9999999999' });
    expect(outOfRange.json()).toEqual([
      { field: 'page_name', message: 'This site has no content or category numbered 9999999999.' },
    ]);
    expect(await countWidgets(world)).toBe(2);
  });

  it(`holds at most ${WIDGETS_PER_POSITION} widgets in a position`, async () => {
    const world = await widgetWorld(app);
    for (let i = 0; i < WIDGETS_PER_POSITION; i++) await addWidget(app, world, { column_number: 2 });
    const full = await postWidget(app, world, 'add-widget-to-page', { ...LIST_WIDGET, column_number: 2 });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual([
      { field: 'column_number', message: `This position holds at most ${WIDGETS_PER_POSITION} widgets.` },
    ]);
    expect(await countWidgets(world)).toBe(WIDGETS_PER_POSITION);
    expect((await addWidget(app, world, { column_number: 3 })).widget.position).toBe(1);
  });
});

describe('update-page-widget', () => {
  it('changes what it is sent, keeps what it is not (its cover too), and raises its and the page’s version', async () => {
    const world = await widgetWorld(app);
    const added = await postWidgetForm(app, world, 'add-widget-to-page', [
      ['page_name', 'home'],
      ['column_number', '1'],
      ['widget_title', 'Sa slikom'],
      ['widget_description', 'Opis'],
      ['content_type_id', '2'],
      ['image', await photo()],
    ]);
    const before = added.json();
    const response = await postWidget(app, world, `update-page-widget/${before.widget.widget_id}`, {
      ...LIST_WIDGET,
      widget_title: 'Najčitanije',
      criteria: 'most_read',
      content_type_id: CONTENT_TYPE.blog,
      image: before.widget.image,
      update_validity_check: before.widget.version,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('The widget was saved.');
    expect(body.widget).toMatchObject({
      widget_title: 'Najčitanije',
      // Not sent, so kept (decision 0050).
      widget_description: 'Opis',
      criteria: 'most_read',
      content_type_id: CONTENT_TYPE.blog,
      image: before.widget.image,
      version: 2,
    });
    expect(body.validity_check).toBe(before.validity_check + 1);

    const removed = await postWidget(app, world, `update-page-widget/${before.widget.widget_id}`, {
      ...LIST_WIDGET,
      remove_image: true,
      update_validity_check: 2,
    });
    expect(removed.json().widget).toMatchObject({ image: null, image_sizes: {}, version: 3 });

    // Only the title sent: every other setting (as the last save left them) stays.
    const titled = await postWidget(app, world, `update-page-widget/${before.widget.widget_id}`, {
      widget_title: 'Samo naslov',
      update_validity_check: 3,
    });
    expect(titled.statusCode, titled.body).toBe(200);
    expect(titled.json().widget).toMatchObject({
      widget_title: 'Samo naslov',
      widget_description: 'Opis',
      criteria: LIST_WIDGET.criteria,
      content_type_id: LIST_WIDGET.content_type_id,
      limit: LIST_WIDGET.limit,
      layout: LIST_WIDGET.layout,
      column_number: 1,
    });
    // The description sent empty is cleared; the title sent empty is a 422, required.
    const cleared = await postWidget(app, world, `update-page-widget/${before.widget.widget_id}`, {
      widget_description: '',
      update_validity_check: 4,
    });
    expect(cleared.json().widget).toMatchObject({ widget_title: 'Samo naslov', widget_description: null });
    const untitled = await postWidget(app, world, `update-page-widget/${before.widget.widget_id}`, {
      widget_title: ' ',
      update_validity_check: 5,
    });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json()).toEqual([{ field: 'widget_title', message: 'This field is required.' }]);
  });

  it('keeps the selected tags unless they are sent (decision 0050)', async () => {
    const world = await widgetWorld(app);
    const article = await publishedContent(app, world, 1);
    await tagContent(app, world.licence, article.id, ['med']);
    const [med] = (await call(app, { method: 'GET', url: '/api/v1/tags', licence: world.licence.id })).json();
    const added = await addWidget(app, world, { selected_tags: [med.id] });
    const response = await postWidgetForm(app, world, `update-page-widget/${added.widget.widget_id}`, [
      ['widget_title', 'Pčele'],
      ['update_validity_check', String(added.widget.version)],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().widget.selected_tags).toEqual([{ id: med.id, name: 'med' }]);
  });

  it('refuses a stale update_validity_check with a 409, changing nothing', async () => {
    const world = await widgetWorld(app);
    const added = await addWidget(app, world);
    const id = added.widget.widget_id;
    await postWidget(app, world, `update-page-widget/${id}`, {
      ...LIST_WIDGET,
      widget_title: 'Prvi urednik',
      update_validity_check: added.widget.version,
    });
    const stale = await postWidget(
      app,
      world,
      `update-page-widget/${id}`,
      { ...LIST_WIDGET, widget_title: 'Drugi urednik', update_validity_check: added.widget.version },
      world.editor.token,
      'srp',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      name: 'Conflict',
      status: 409,
      message:
        'Ovaj vidžet je u međuvremenu izmenio ili obrisao neko drugi. Ništa nije promenjeno; pogledajte ga ponovo.',
    });
    const settings = (await getWidgets(app, world, `get-widget-settings/${id}`, world.admin.token)).json();
    expect(settings).toMatchObject({ widget_title: 'Prvi urednik', version: 2 });
  });

  it('moves the widget last into a new position, keeps it on its page, and checks the form like an add', async () => {
    const world = await widgetWorld(app);
    const [a, b] = [await addWidget(app, world), await addWidget(app, world)];
    const c = await addWidget(app, world, { column_number: 2 });
    const moved = await postWidget(app, world, `update-page-widget/${a.widget.widget_id}`, {
      ...LIST_WIDGET,
      column_number: 2,
      update_validity_check: a.widget.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(layoutIds(moved.json())).toEqual([[b.widget.widget_id], [c.widget.widget_id, a.widget.widget_id], []]);
    expect(moved.json().positions[0].widgets[0].position).toBe(1);

    const otherPage = await postWidget(app, world, `update-page-widget/${b.widget.widget_id}`, {
      ...LIST_WIDGET,
      page_name: '12345',
      update_validity_check: b.widget.version,
    });
    expect(otherPage.statusCode).toBe(422);
    expect(otherPage.json()).toEqual([
      { field: 'page_name', message: 'A widget stays on its page; add a new one for another page.' },
    ]);
    const noType = await postWidget(app, world, `update-page-widget/${b.widget.widget_id}`, {
      ...LIST_WIDGET,
      content_type_id: '',
      update_validity_check: b.widget.version,
    });
    expect(errorFields(noType)).toEqual(['content_type_id']);
    const missing = await postWidget(app, world, 'update-page-widget/2000000000', LIST_WIDGET);
    expect(missing.statusCode).toBe(404);
  });

  it('needs the version the admin opened: without it a 422 naming update_validity_check, and nothing changes', async () => {
    const world = await widgetWorld(app);
    const added = await addWidget(app, world);
    const id = added.widget.widget_id;
    const blind = await postWidget(app, world, `update-page-widget/${id}`, { ...LIST_WIDGET, widget_title: 'Naslepo' });
    expect(blind.statusCode).toBe(422);
    expect(errorFields(blind)).toEqual(['update_validity_check']);
    const settings = (await getWidgets(app, world, `get-widget-settings/${id}`, world.admin.token)).json();
    expect(settings).toMatchObject({ widget_title: added.widget.widget_title, version: added.widget.version });
  });

  it('answers a version past any stored one with a 422, never a server error, on every write that takes one', async () => {
    const world = await widgetWorld(app);
    const added = await addWidget(app, world);
    const id = added.widget.widget_id;
    const huge = 2_147_483_648;
    const answers = [
      await postWidget(app, world, `update-page-widget/${id}`, { ...LIST_WIDGET, update_validity_check: huge }),
      await postWidget(app, world, 'change-widget-position', {
        widget_id: id,
        column_number: 2,
        new_position: 1,
        update_validity_check: huge,
        delete_validity_check: added.widget.version,
      }),
      await postWidget(app, world, 'change-widget-position', {
        widget_id: id,
        column_number: 2,
        new_position: 1,
        update_validity_check: added.validity_check,
        delete_validity_check: huge,
      }),
      await postWidget(app, world, `delete-page-widget/${id}`, { delete_validity_check: 99_999_999_999 }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 422]);
    expect(await countWidgets(world)).toBe(1);
  });
});

describe('delete-page-widget', () => {
  it('deletes the version the admin saw and closes up its position; a stale version is a 409', async () => {
    const world = await widgetWorld(app);
    const [a, b, c] = [await addWidget(app, world), await addWidget(app, world), await addWidget(app, world)];
    const stale = await postWidget(app, world, `delete-page-widget/${b.widget.widget_id}`, {
      delete_validity_check: b.widget.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(await countWidgets(world)).toBe(3);

    const deleted = await postWidget(app, world, `delete-page-widget/${b.widget.widget_id}`, {
      delete_validity_check: b.widget.version,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'The widget was deleted.', widget: null, page_name: 'home' });
    expect(layoutIds(deleted.json())).toEqual([[a.widget.widget_id, c.widget.widget_id], [], []]);
    expect(deleted.json().positions[0].widgets.map((w: { position: number }) => w.position)).toEqual([1, 2]);
    expect(deleted.json().validity_check).toBe(c.validity_check + 1);

    const again = await postWidget(app, world, `delete-page-widget/${b.widget.widget_id}`, {
      delete_validity_check: b.widget.version,
    });
    expect(again.statusCode).toBe(404);
    const noCheck = await postWidget(app, world, `delete-page-widget/${a.widget.widget_id}`, {});
    expect(errorFields(noCheck)).toEqual(['delete_validity_check']);
  });
});

describe('get-widgets', () => {
  it('lists every widget of the site page by page in layout order, paginated, or one page’s', async () => {
    const world = await widgetWorld(app);
    const article = await publishedContent(app, world, 1);
    const home2 = await addWidget(app, world, { column_number: 2 });
    const home1 = await addWidget(app, world, { column_number: 1 });
    const onArticle = await addWidget(app, world, { page_name: String(article.id) });
    // Another site's widget is not this site's.
    await addWidget(app, await widgetWorld(app));

    const all = await getWidgets(app, world, 'get-widgets', world.admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((w: { widget_id: number }) => w.widget_id)).toEqual([
      onArticle.widget.widget_id,
      home1.widget.widget_id,
      home2.widget.widget_id,
    ]);
    expect(all.headers['x-pagination-total-count']).toBe('3');
    const second = await getWidgets(app, world, 'get-widgets?page=2&page_count=2', world.admin.token);
    expect(second.json().map((w: { widget_id: number }) => w.widget_id)).toEqual([home2.widget.widget_id]);
    const home = await getWidgets(app, world, 'get-widgets?filter[page_name]=home', world.admin.token);
    expect(home.json()).toHaveLength(2);
    const bad = await getWidgets(app, world, 'get-widgets?filter[page_name]=kontakt', world.admin.token);
    expect(bad.statusCode).toBe(422);
  });
});
