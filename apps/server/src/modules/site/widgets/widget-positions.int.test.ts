/**
 * change-widget-position and the validity checks (decision 0034): a move renumbers both positions densely in one
 * transaction, only while the page's layout and the widget are as the admin saw them; two admins arranging one page
 * at once get one success and one 409, and a 409 changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  addWidget,
  errorFields,
  getWidgets,
  layoutIds,
  postWidget,
  type TWidgetWorld,
  widgetWorld,
} from '../../../../test/support/widgets';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Three widgets in position one, one in position two. */
async function arrangedPage(world: TWidgetWorld) {
  const a = await addWidget(app, world, { widget_title: 'Prvi' });
  const b = await addWidget(app, world, { widget_title: 'Drugi' });
  const c = await addWidget(app, world, { widget_title: 'Treći' });
  const d = await addWidget(app, world, { widget_title: 'Četvrti', column_number: 2 });
  const ids = { a: a.widget.widget_id, b: b.widget.widget_id, c: c.widget.widget_id, d: d.widget.widget_id };
  return { ids, validity: d.validity_check };
}

const pageLayout = async (world: TWidgetWorld) =>
  (await getWidgets(app, world, 'get-page-widgets?page_name=home', world.admin.token)).json();

const move = (world: TWidgetWorld, body: object, token = world.admin.token) =>
  postWidget(app, world, 'change-widget-position', body, token);

describe('change-widget-position', () => {
  it('moves a widget between positions, numbering both 1..n, and raises the layout and the widget version', async () => {
    const world = await widgetWorld(app);
    const { ids, validity } = await arrangedPage(world);
    const response = await move(world, {
      widget_id: ids.a,
      column_number: 2,
      new_position: 1,
      update_validity_check: validity,
      delete_validity_check: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('The widget was moved.');
    expect(layoutIds(body)).toEqual([[ids.b, ids.c], [ids.a, ids.d], []]);
    expect(body.positions.map((p: { widgets: { position: number }[] }) => p.widgets.map((w) => w.position))).toEqual([
      [1, 2],
      [1, 2],
      [],
    ]);
    expect(body.widget).toMatchObject({ widget_id: ids.a, column_number: 2, position: 1, version: 2 });
    expect(body.validity_check).toBe(validity + 1);
    // What the page shows is what the move answered.
    const page = await pageLayout(world);
    expect(layoutIds(page)).toEqual(layoutIds(body));
    expect(page.validity_check).toBe(body.validity_check);
  });

  it('reorders within a position; a place past the end puts the widget last, an empty position takes it first', async () => {
    const world = await widgetWorld(app);
    const { ids, validity } = await arrangedPage(world);
    const last = await move(world, {
      widget_id: ids.a,
      column_number: 1,
      new_position: 50,
      update_validity_check: validity,
      delete_validity_check: 1,
    });
    expect(layoutIds(last.json())).toEqual([[ids.b, ids.c, ids.a], [ids.d], []]);
    const third = await move(world, {
      widget_id: ids.d,
      column_number: 3,
      new_position: 4,
      update_validity_check: last.json().validity_check,
      delete_validity_check: 1,
    });
    expect(layoutIds(third.json())).toEqual([[ids.b, ids.c, ids.a], [], [ids.d]]);
  });

  it('refuses a layout changed since the admin saw it (409 widget_layout_changed), changing nothing', async () => {
    const world = await widgetWorld(app);
    const { ids, validity } = await arrangedPage(world);
    // Another admin adds a widget: the layout the first admin saw is gone.
    const added = await addWidget(app, world, { column_number: 3 });
    const before = await pageLayout(world);
    const stale = await move(
      world,
      {
        widget_id: ids.a,
        column_number: 2,
        new_position: 1,
        update_validity_check: validity,
        delete_validity_check: 1,
      },
      world.editor.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else changed this page’s layout in the meantime. Nothing was changed; look at the new layout and try again.',
    );
    const after = await pageLayout(world);
    expect(after).toEqual(before);
    expect(after.validity_check).toBe(added.validity_check);
  });

  it('refuses a widget changed since the admin saw it (409 widget_changed), changing nothing', async () => {
    const world = await widgetWorld(app);
    const { ids, validity } = await arrangedPage(world);
    const before = await pageLayout(world);
    const stale = await move(world, {
      widget_id: ids.b,
      column_number: 3,
      new_position: 1,
      update_validity_check: validity,
      delete_validity_check: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else changed or deleted this widget in the meantime. Nothing was changed; look at it again.',
    );
    // The layout's version was not raised by the refused move either.
    expect(await pageLayout(world)).toEqual(before);
  });

  it('gives one of two admins moving on one page at once a success and the other a 409', async () => {
    const world = await widgetWorld(app);
    const { ids, validity } = await arrangedPage(world);
    const [first, second] = await Promise.all([
      move(world, {
        widget_id: ids.a,
        column_number: 3,
        new_position: 1,
        update_validity_check: validity,
        delete_validity_check: 1,
      }),
      move(
        world,
        {
          widget_id: ids.d,
          column_number: 1,
          new_position: 1,
          update_validity_check: validity,
          delete_validity_check: 1,
        },
        world.editor.token,
      ),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const page = await pageLayout(world);
    expect(layoutIds(page)).toEqual(layoutIds(winner.json()));
    expect(page.validity_check).toBe(validity + 1);
  });

  it('keeps a position within its bound and answers 404 for a widget the site does not have', async () => {
    const world = await widgetWorld(app);
    let validity = 0;
    for (let i = 0; i < 6; i++) validity = (await addWidget(app, world, { column_number: 2 })).validity_check;
    const extra = await addWidget(app, world, { column_number: 1 });
    const full = await move(world, {
      widget_id: extra.widget.widget_id,
      column_number: 2,
      new_position: 1,
      update_validity_check: extra.validity_check,
      delete_validity_check: 1,
    });
    expect(full.statusCode).toBe(422);
    expect(errorFields(full)).toEqual(['column_number']);
    expect((await pageLayout(world)).validity_check).toBe(extra.validity_check);
    expect(validity).toBeLessThan(extra.validity_check);

    const other = await widgetWorld(app);
    const foreign = await addWidget(app, other);
    const missing = await move(world, {
      widget_id: foreign.widget.widget_id,
      column_number: 1,
      new_position: 1,
      update_validity_check: foreign.validity_check,
      delete_validity_check: 1,
    });
    expect(missing.statusCode).toBe(404);
    const outside = await move(world, {
      widget_id: extra.widget.widget_id,
      column_number: 4,
      new_position: 1,
      update_validity_check: extra.validity_check,
      delete_validity_check: 1,
    });
    expect(outside.statusCode).toBe(422);
    expect(errorFields(outside)).toEqual(['column_number']);
  });
});
