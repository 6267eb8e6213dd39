/** Shared steps of the widget tests: a site with staff and contents, and the widget calls. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contactServices } from '../../src/db/schema';
import { call } from '../harness';
import { multipart, type TMultipartValue } from '../multipart';
import { contentWorld, seedContent, type TContentWorld, tenantOf } from './content-test-support';

export type TWidgetWorld = TContentWorld;

export const widgetWorld = (app: FastifyInstance): Promise<TWidgetWorld> => contentWorld(app);

const BASE = '/api/v1/content-widgets';

/** A list widget of articles on the home page, position one, unless the body says otherwise. */
export const LIST_WIDGET = {
  page_name: 'home',
  column_number: 1,
  widget_title: 'Najnovije vesti',
  content_type_id: CONTENT_TYPE.article,
  criteria: 'newest',
  limit: 3,
  layout: 3,
};

export function postWidget(
  app: FastifyInstance,
  world: TWidgetWorld,
  path: string,
  payload: object,
  token: string | null = world.admin.token,
  language: 'en' | 'srp' = 'en',
) {
  return call(app, {
    method: 'POST',
    url: `${BASE}/${path}`,
    licence: world.licence.id,
    payload,
    token: token ?? undefined,
    language,
  });
}

/** POST as multipart (a cover file, repeated fields). */
export async function postWidgetForm(
  app: FastifyInstance,
  world: TWidgetWorld,
  path: string,
  fields: [string, TMultipartValue][],
  token: string = world.admin.token,
) {
  const body = await multipart(fields);
  return call(app, {
    method: 'POST',
    url: `${BASE}/${path}`,
    licence: world.licence.id,
    payload: body.payload,
    headers: body.headers,
    token,
  });
}

export function getWidgets(app: FastifyInstance, world: TWidgetWorld, path: string, token?: string) {
  return call(app, { method: 'GET', url: `${BASE}/${path}`, licence: world.licence.id, token });
}

/** Adds a widget and answers the write's body; fails the test when the server refuses. */
export async function addWidget(app: FastifyInstance, world: TWidgetWorld, body: object = {}) {
  const response = await postWidget(app, world, 'add-widget-to-page', { ...LIST_WIDGET, ...body });
  if (response.statusCode !== 200) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
  return response.json() as TWriteAnswer;
}

export type TWriteAnswer = {
  message: string;
  widget: { widget_id: number; version: number; column_number: number; position: number } & Record<string, unknown>;
  page_name: string;
  validity_check: number;
  positions: { column_number: number; widgets: { widget_id: number; position: number; version: number }[] }[];
};

/** The page's layout as ids by position: [[ids of one], [ids of two], [ids of three]]. */
export const layoutIds = (body: { positions: { widgets: { widget_id: number }[] }[] }) =>
  body.positions.map((position) => position.widgets.map((widget) => widget.widget_id));

export const itemIds = (widget: { items: { id: number }[] }) => widget.items.map((item) => item.id);

export const errorFields = (response: LightMyRequestResponse) =>
  (response.json() as { field: string }[]).map((problem) => problem.field);

/** A contact service of the licence, written directly (the contact-services module is tested on its own). */
export async function createContactService(app: FastifyInstance, world: TWidgetWorld, deleted = false) {
  const [row] = await tenantOf(app, world.licence)
    .insert(contactServices, {
      serviceName: 'Prodaja',
      email: 'prodaja@example.com',
      description: 'Pitanja o ponudi',
      deletedAt: deleted ? new Date() : null,
    })
    .returning();
  return row!;
}

/** An approved article, published `minutesAgo` minutes ago. */
export function publishedContent(
  app: FastifyInstance,
  world: TWidgetWorld,
  minutesAgo: number,
  values: Partial<Parameters<typeof seedContent>[2]> = {},
) {
  return seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.article,
    authorId: world.admin.user.id,
    publishedAt: new Date(Date.now() - minutesAgo * 60_000),
    ...values,
  });
}
