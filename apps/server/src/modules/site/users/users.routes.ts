/**
 * The users module (SPEC §7 "Auth and users", issue 12): the licence's users for their administrators — the lists,
 * one user, creating, changing, blocking, activating, writing to and deleting them. Every call is one operation;
 * the rules and the audit entry are in the operations.
 */
import { ZMessageResponse, ZUser } from '@izlog/contract/auth';
import { ZPageQuery } from '@izlog/contract/pagination';
import {
  ZAdminCreateUserRequest,
  ZAdminDeleteUserRequest,
  ZAdminUpdateEmailRequest,
  ZAdminUpdateRoleRequest,
  ZAdminUpdateUsernameRequest,
  ZAdminUpdateUserRequest,
  ZAdminUser,
  ZAdminUsersQuery,
  ZDeleteUserPreview,
  ZSendMailToUserRequest,
} from '@izlog/contract/user-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { partialBody } from '../../../platform/http/partial-update';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { createUser } from './create-user';
import { deleteUser, previewDeleteUser } from './delete-user';
import { getAdminUser, listAdminUsersPage, listUsersPage } from './list-users';
import { sendMailToUser } from './send-mail-to-user';
import { activateUser, blockUser, updateEmail, updateRole, updateUsername, updateUserProfile } from './update-user';

const tags = ['Auth and users'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
const administer = { permission: 'users.administer' } as const;

/** The avatar: an uploaded file or a stock photo's download location (SPEC §5); empty keeps the stored one. */
const zAvatar = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.union([zUploadedFile, z.string().trim().max(2000)]).optional(),
);

export async function usersModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listQuery = ZPageQuery.extend(ZAdminUsersQuery.shape);

  api.get(
    '/users',
    {
      config: { permission: 'users.list' },
      schema: {
        tags,
        summary:
          'Users of the licence, paginated; filter[section|role|status|email|username|name|q]; deleted users only with filter[status]=deleted',
        querystring: listQuery,
        response: { 200: z.array(ZUser) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listUsersPage(requestScope(request), request.query, page)),
  );

  api.get(
    '/users/admin-get-licence-users',
    {
      config: administer,
      schema: {
        tags,
        summary: 'The user management modal’s list: the same filters as GET /users, every profile field',
        querystring: listQuery,
        response: { 200: z.array(ZAdminUser) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listAdminUsersPage(requestScope(request), request.query, page)),
  );

  api.get(
    '/users/admin-get-user/:id',
    {
      config: administer,
      schema: { tags, summary: 'One user with every profile field', params: zIdParam, response: { 200: ZAdminUser } },
    },
    (request) => getAdminUser(requestScope(request), request.params.id),
  );

  api.post(
    '/users/admin-create-user',
    {
      config: administer,
      schema: {
        tags,
        summary:
          'Create a user of any role but SUPERADMIN; a client’s username is their e-mail (the username sent is ignored); without a password the account is active and its user is mailed a link to set one. 409 naming email or username when taken',
        consumes,
        body: ZAdminCreateUserRequest.extend({ avatar: zAvatar }),
        response: { 200: ZAdminUser },
      },
    },
    (request) => {
      const { avatar, ...fields } = request.body;
      return createUser(requestScope(request), fields, avatar);
    },
  );

  api.post(
    '/users/admin-update-user/:id',
    {
      config: administer,
      schema: {
        tags,
        summary:
          'Change a user’s profile fields and avatar: a field not sent keeps its value, one sent empty is cleared, the avatar stays unless one is sent; the licence owner’s only the owner (403)',
        consumes,
        params: zIdParam,
        body: ZAdminUpdateUserRequest.extend({ avatar: zAvatar }),
        response: { 200: ZAdminUser },
      },
    },
    (request) => {
      const { avatar, ...fields } = request.body;
      return updateUserProfile(requestScope(request), request.params.id, fields, avatar);
    },
  );

  api.post(
    '/users/admin-update-user-username/:id',
    {
      config: administer,
      schema: {
        tags,
        summary:
          'Change a user’s username; the licence owner’s only the owner (403); a client’s is their e-mail, changed with it (422 naming username); 409 naming username when another account has it (in any case)',
        consumes,
        params: zIdParam,
        body: ZAdminUpdateUsernameRequest,
        response: { 200: ZAdminUser },
      },
    },
    (request) => updateUsername(requestScope(request), request.params.id, request.body.username),
  );

  api.post(
    '/users/admin-update-user-email/:id',
    {
      config: administer,
      schema: {
        tags,
        summary:
          'Change a user’s e-mail (a client’s too; only admins may; the licence owner’s only the owner, 403); a client whose username is their e-mail gets the new one as username too; 409 naming email when taken; links mailed to the old address stop working',
        consumes,
        params: zIdParam,
        body: ZAdminUpdateEmailRequest,
        response: { 200: ZAdminUser },
      },
    },
    (request) => updateEmail(requestScope(request), request.params.id, request.body.email),
  );

  api.post(
    '/users/admin-update-user-role/:id',
    {
      config: administer,
      schema: {
        tags,
        summary:
          'Change a user’s role and status; either not sent keeps its value; never the superadmin’s (403), never to SUPERADMIN (422); the user’s sessions end when either changes',
        consumes,
        params: zIdParam,
        body: partialBody(ZAdminUpdateRoleRequest),
        response: { 200: ZAdminUser },
      },
    },
    (request) => updateRole(requestScope(request), request.params.id, request.body),
  );

  api.post(
    '/users/admin-block-user/:id',
    {
      config: administer,
      schema: {
        tags,
        summary: 'Block a user: every session ends at once (511 on their next call) and login refuses them',
        params: zIdParam,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => blockUser(requestScope(request), request.params.id),
  );

  api.post(
    '/users/admin-activate-user/:id',
    {
      config: administer,
      schema: {
        tags,
        summary: 'Activate a blocked or unconfirmed user',
        params: zIdParam,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => activateUser(requestScope(request), request.params.id),
  );

  api.post(
    '/users/send-mail-to-licence-user',
    {
      config: administer,
      schema: {
        tags,
        summary: 'Write to a user (id, subject, text) through the site’s mail, as plain text',
        consumes,
        body: ZSendMailToUserRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => sendMailToUser(requestScope(request), request.body),
  );

  api.get(
    '/users/admin-delete-user-preview/:id',
    {
      config: administer,
      schema: {
        tags,
        summary:
          'What deleting the user would touch: their contents by type, the published ones, catalogs, comments, and the shop addresses their products are offered at',
        params: zIdParam,
        response: { 200: ZDeleteUserPreview },
      },
    },
    (request) => previewDeleteUser(requestScope(request), request.params.id),
  );

  api.post(
    '/users/admin-delete-user/:id',
    {
      config: administer,
      schema: {
        tags,
        summary:
          'Delete (anonymise) a user; content_action transfer gives their contents and catalogs to you, with the shop addresses their products are offered at, withdraw turns them off and disapproves their comments',
        consumes,
        params: zIdParam,
        body: ZAdminDeleteUserRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => deleteUser(requestScope(request), request.params.id, request.body),
  );
}
