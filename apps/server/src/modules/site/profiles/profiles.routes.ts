/**
 * Profiles (SPEC §7 "Profiles"): GET /profiles, the public profiles of a site's people (by id or username;
 * `expand=locations` adds places), and the signed-in user's own profile — read it, and change it through the call of
 * their kind.
 */
import { ZPageQuery } from '@izlog/contract/pagination';
import {
  ZOwnProfile,
  ZProfilesQuery,
  ZPublicProfile,
  ZUpdateClientProfileRequest,
  ZUpdateFrontUserProfileRequest,
} from '@izlog/contract/profiles';
import { optional } from '@izlog/contract/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { partialBody } from '../../../platform/http/partial-update';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { findProfiles } from './list-profiles';
import { getOwnProfile } from './own-profile';
import { updateClientProfile, updateFrontUserProfile } from './update-own-profile';

const tags = ['Profiles'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/** Beside each profile form: the picture (a file or a stock location; empty keeps it) and the e-mail sent back. */
const ownProfileExtras = {
  avatar: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.union([zUploadedFile, z.string().trim().max(2000)]).optional(),
  ),
  /** Shown read-only by the form; another address than the account's is refused (SPEC §3). */
  email: optional(z.string().trim().max(255)),
};

/** The profiles module: public profiles and one's own. */
export async function profilesModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/profiles',
    {
      config: { permission: 'profiles.read', publicCache: true },
      schema: {
        tags,
        summary: 'Public profiles (filter[id], filter[username]; expand=locations), active accounts only',
        querystring: ZPageQuery.extend(ZProfilesQuery.shape),
        response: { 200: z.array(ZPublicProfile) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => findProfiles(requestScope(request), request.query, page)),
  );

  api.get(
    '/profiles/own-profile',
    {
      config: { permission: 'profiles.updateOwn' },
      schema: {
        tags,
        summary: 'The signed-in user’s whole profile, with their locations',
        response: { 200: ZOwnProfile },
      },
    },
    (request) => getOwnProfile(requestScope(request)),
  );

  api.post(
    '/profiles/update-front-user-profile/:id',
    {
      config: { permission: 'profiles.updateOwn' },
      schema: {
        tags,
        summary:
          'A front user’s or staff member’s own profile: a field not sent keeps its value, one sent empty is emptied; ' +
          '`avatar` a file or stock location, required while there is none; the e-mail is not changed here',
        consumes,
        params: zIdParam,
        body: ZUpdateFrontUserProfileRequest.extend(ownProfileExtras),
        response: { 200: ZOwnProfile },
      },
    },
    (request) => {
      const { avatar, email, ...fields } = request.body;
      return updateFrontUserProfile(requestScope(request), request.params.id, fields, { avatar, email });
    },
  );

  api.post(
    '/profiles/update-client-profile/:id',
    {
      config: { permission: 'profiles.updateOwn' },
      schema: {
        tags,
        summary:
          'A client’s own company profile: a field not sent keeps its value; `avatar` is the logo; sent locations replace ' +
          'the stored ones (an id keeps that location; the first is the primary one)',
        consumes,
        params: zIdParam,
        body: partialBody(ZUpdateClientProfileRequest).extend(ownProfileExtras),
        response: { 200: ZOwnProfile },
      },
    },
    (request) => {
      const { avatar, email, ...fields } = request.body;
      return updateClientProfile(requestScope(request), request.params.id, fields, { avatar, email });
    },
  );
}
