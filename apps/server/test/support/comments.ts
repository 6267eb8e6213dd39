/** Worlds and requests the comment tests share: a licence with every role, public contents, comment calls. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { FastifyInstance } from 'fastify';
import { comments } from '../../src/db/schema';
import type { TTestLicence } from '../factories';
import { call } from '../harness';
import { contentWorld, seedContent, tenantOf } from './content-test-support';

/** A licence with a user of each role and an approved product that allows comments. */
export async function commentWorld(app: FastifyInstance) {
  const world = await contentWorld(app);
  const product = await seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.product,
    authorId: world.client.user.id,
    commentsAllowed: true,
  });
  return { ...world, product };
}
export type TCommentWorld = Awaited<ReturnType<typeof commentWorld>>;

type TOptions = { token?: string; language?: 'en' | 'srp' };

export const postComment = (
  app: FastifyInstance,
  licence: TTestLicence,
  contentId: number,
  payload: object,
  options: TOptions = {},
) =>
  call(app, {
    method: 'POST',
    url: `/api/v1/comments/post-comment/${contentId}`,
    licence: licence.id,
    payload,
    ...options,
  });

export const moderate = (
  app: FastifyInstance,
  licence: TTestLicence,
  action: 'approve-comment' | 'disapprove-comment' | 'moderator-comment',
  id: number,
  options: TOptions & { payload?: object } = {},
) =>
  call(app, {
    method: 'POST',
    url: `/api/v1/moderations/${action}/${id}`,
    licence: licence.id,
    ...options,
  });

export const getComments = (app: FastifyInstance, licence: TTestLicence, query: string, options: TOptions = {}) =>
  call(app, { method: 'GET', url: `/api/v1/comments${query}`, licence: licence.id, ...options });

export const getOnModeration = (app: FastifyInstance, licence: TTestLicence, query: string, options: TOptions = {}) =>
  call(app, {
    method: 'GET',
    url: `/api/v1/moderations/comments-on-moderation${query}`,
    licence: licence.id,
    ...options,
  });

let seeded = 0;

/** A comment row written directly (no call), for tests of lists and moderation. */
export async function seedComment(
  app: FastifyInstance,
  licence: TTestLicence,
  values: Partial<Omit<typeof comments.$inferInsert, 'licenceId'>> & { contentId: number },
) {
  seeded += 1;
  const [row] = await tenantOf(app, licence)
    .insert(comments, { text: `Comment ${seeded}`, visitorName: 'Visitor', status: 'on_moderation', ...values })
    .returning();
  return row!;
}
