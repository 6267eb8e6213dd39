/** Worlds and requests the moderation tests share: a licence with every role, categories, and moderation calls. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { TTestLicence } from '../factories';
import { call } from '../harness';
import { catalogForm } from './catalog-test-data';
import { contentWorld, createCategory, photo, postForm, type TContentWorld } from './content-test-support';

/** A licence with a signed-in user of each role and a category for blogs and one for products and catalogs. */
export async function moderationWorld(app: FastifyInstance) {
  const world = await contentWorld(app);
  const [blogCategory, productCategory] = await Promise.all([
    createCategory(app, world.licence, CONTENT_TYPE.blog),
    createCategory(app, world.licence, CONTENT_TYPE.product),
  ]);
  return { ...world, blogCategory, productCategory };
}
export type TModerationWorld = Awaited<ReturnType<typeof moderationWorld>> & TContentWorld;

/** POST /api/v1/moderations/<path> with a JSON body (or none). */
export const moderate = (
  app: FastifyInstance,
  licence: TTestLicence,
  path: string,
  token?: string,
  payload?: object,
  language: 'en' | 'srp' = 'en',
) =>
  call(app, {
    method: 'POST',
    url: `/api/v1/moderations/${path}`,
    licence: licence.id,
    token,
    language,
    ...(payload ? { payload } : {}),
  });

/** GET /api/v1/<url>. */
export const read = (app: FastifyInstance, licence: TTestLicence, url: string, token?: string) =>
  call(app, { method: 'GET', url: `/api/v1/${url}`, licence: licence.id, token });

/** The client's product, created through user-create-product (so it waits for moderation). */
export async function clientProduct(
  app: FastifyInstance,
  world: TModerationWorld,
  title: string,
  extra: [string, string][] = [],
) {
  const response = await postForm(
    app,
    world.licence,
    'user-create-product',
    [['title', title], ['category_id', String(world.productCategory.id)], ['image', await photo()], ...extra],
    world.client.token,
  );
  if (response.statusCode !== 200) throw new Error(`product not created: ${response.body}`);
  return response.json() as { id: number; slug: string; title: string; status: string };
}

/** The client's product, approved by the moderator. */
export async function approvedClientProduct(
  app: FastifyInstance,
  world: TModerationWorld,
  title: string,
  extra: [string, string][] = [],
) {
  const product = await clientProduct(app, world, title, extra);
  const approved = await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token);
  if (approved.statusCode !== 200) throw new Error(`product not approved: ${approved.body}`);
  return product;
}

/** POST /api/v1/catalogs/<path> as multipart with a picture. */
export async function postCatalogForm(
  app: FastifyInstance,
  licence: TTestLicence,
  path: string,
  fields: Record<string, string | string[] | undefined>,
  token: string,
) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/catalogs/${path}`,
    licence: licence.id,
    token,
    ...(await catalogForm(fields)),
  });
}
