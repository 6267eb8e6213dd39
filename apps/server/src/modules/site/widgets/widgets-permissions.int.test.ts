/**
 * Who may do what with widgets (SPEC §6, issue 14): anyone reads a page's widgets and the lead block; admins, the
 * superadmin and editors manage them; clients, front users and moderators get 403, visitors 401; another licence's
 * widget is a 404 and stays as it was.
 */
import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  addWidget,
  getWidgets,
  LIST_WIDGET,
  postWidget,
  type TWidgetWorld,
  widgetWorld,
} from '../../../../test/support/widgets';
import { POLICY } from '../../../platform/permissions/policy';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MANAGERS: TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR'];

/** Every managing call, on a fresh widget so one role's success does not spoil the next call. */
async function managingCalls(world: TWidgetWorld) {
  const added = await addWidget(app, world);
  const id = added.widget.widget_id;
  // In an order that goes through for a manager: the move at the versions just seen, then the change (version 3),
  // an add, and the delete at the version the move and the change left.
  return [
    { method: 'GET', path: `get-widget-settings/${id}` },
    { method: 'GET', path: 'get-widgets' },
    {
      method: 'POST',
      path: 'change-widget-position',
      body: {
        widget_id: id,
        column_number: 2,
        new_position: 1,
        update_validity_check: added.validity_check,
        delete_validity_check: added.widget.version,
      },
    },
    {
      method: 'POST',
      path: `update-page-widget/${id}`,
      body: { ...LIST_WIDGET, update_validity_check: added.widget.version + 1 },
    },
    { method: 'POST', path: 'add-widget-to-page', body: LIST_WIDGET },
    { method: 'POST', path: `delete-page-widget/${id}`, body: { delete_validity_check: added.widget.version + 2 } },
  ] as { method: 'GET' | 'POST'; path: string; body?: object }[];
}

const send = (world: TWidgetWorld, token: string | null, request: { method: string; path: string; body?: object }) =>
  request.method === 'GET'
    ? getWidgets(app, world, request.path, token ?? undefined)
    : postWidget(app, world, request.path, request.body ?? {}, token);

describe('widget permissions', () => {
  it('gives widgets.manage to the superadmin, admins and editors, and widgets.read to anyone', () => {
    expect(POLICY['widgets.manage']).toEqual(MANAGERS);
    expect(POLICY['widgets.read']).toBe('anyone');
  });

  it('refuses clients, front users and moderators (403) and visitors (401), changing nothing', async () => {
    const world = await widgetWorld(app);
    for (const role of LICENCE_ROLES.filter((each) => !MANAGERS.includes(each))) {
      const { token } = await createSignedInUser(app, world.licence, { role });
      for (const request of await managingCalls(world)) {
        const response = await send(world, token, request);
        expect(response.statusCode, `${role} ${request.path}`).toBe(403);
        expect(response.json().message).toBe('Unauthorized access!');
      }
    }
    for (const request of await managingCalls(world)) {
      expect((await send(world, null, request)).statusCode, request.path).toBe(401);
    }
    // Only the widgets the managers' calls above added are there.
    const layout = (await getWidgets(app, world, 'get-page-widgets?page_name=home')).json();
    expect(layout.positions[0].widgets).toHaveLength(LICENCE_ROLES.length - MANAGERS.length + 1);
  });

  it('lets every managing role make every call', async () => {
    const world = await widgetWorld(app);
    for (const role of MANAGERS) {
      const { token } = await createSignedInUser(app, world.licence, { role });
      for (const request of await managingCalls(world)) {
        const response = await send(world, token, request);
        expect(response.statusCode, `${role} ${request.path}: ${response.body}`).toBe(200);
      }
    }
  });

  it('lets visitors and every role read a page’s widgets and the lead block', async () => {
    const world = await widgetWorld(app);
    await addWidget(app, world);
    for (const token of [undefined, world.client.token, world.user.token, world.moderator.token]) {
      for (const path of ['get-page-widgets?page_name=home', 'get-home-page-position-one']) {
        expect((await getWidgets(app, world, path, token)).statusCode, path).toBe(200);
      }
    }
  });

  it('answers 404 to another licence’s admin for a widget of this licence, leaving it as it was', async () => {
    const world = await widgetWorld(app);
    const other = await widgetWorld(app);
    const added = await addWidget(app, world);
    for (const request of await managingCalls(world)) {
      if (!/\d/.test(request.path) && request.path !== 'change-widget-position') continue;
      const body =
        request.path === 'change-widget-position'
          ? { ...request.body, widget_id: added.widget.widget_id }
          : request.body;
      const response = await send(other, other.admin.token, { ...request, path: request.path, body });
      expect(response.statusCode, request.path).toBe(404);
    }
    const after = (
      await getWidgets(app, world, `get-widget-settings/${added.widget.widget_id}`, world.admin.token)
    ).json();
    expect(after).toEqual(added.widget);
    // Another licence's list holds none of this licence's widgets.
    expect((await getWidgets(app, other, 'get-widgets', other.admin.token)).json()).toEqual([]);
  });
});
